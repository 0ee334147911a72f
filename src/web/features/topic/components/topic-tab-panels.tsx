import { CalendarDays, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TopicContent } from '@shared/topic';
import { SourceList } from '@web/components/ai/source-list';
import { SafeMarkdown } from '@web/components/ui/safe-markdown';
import { TopicChips } from './related-topics';

/** Summary tab: the summary, the longer explanation, related topics and the sources. */
export function SummaryPanel({ content, onPickTopic }: { content: TopicContent; onPickTopic: (topic: string) => void }) {
  const { t } = useTranslation('topic');
  return (
    <div className="space-y-4" data-testid="summary-panel">
      <SafeMarkdown source={content.summary} className="text-slate-800" />
      {content.explanation && (
        <section>
          <h3 className="font-semibold text-indigo-900">{t('result.explanation')}</h3>
          <SafeMarkdown source={content.explanation} className="mt-1 text-slate-800" />
        </section>
      )}
      <TopicChips label={t('result.relatedTopics')} topics={content.relatedTopics} onPick={onPickTopic} testId="related-topics" />
      <SourceList sources={content.sources} className="border-t border-slate-200 pt-3" />
    </div>
  );
}

export function FactsPanel({ facts }: { facts: readonly string[] }) {
  const { t } = useTranslation('topic');
  if (facts.length === 0) return <p className="text-slate-600">{t('facts.none')}</p>;
  return (
    <ul className="space-y-2" data-testid="facts-panel">
      {facts.map((fact, index) => (
        <li key={index} className="flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-950">
          <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-700" />
          <span className="break-words">{fact}</span>
        </li>
      ))}
    </ul>
  );
}

export function CurrentAffairsPanel({ items }: { items: TopicContent['currentAffairs'] }) {
  const { t } = useTranslation('topic');
  if (items.length === 0) return <p className="text-slate-600">{t('currentAffairs.none')}</p>;
  return (
    <ul className="space-y-3" data-testid="current-affairs-panel">
      {items.map((item, index) => (
        <li key={index} className="rounded-2xl border border-slate-200 p-4">
          <h3 className="font-semibold break-words text-slate-900">{item.title}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
            {item.date && (
              <span className="inline-flex items-center gap-1">
                <CalendarDays aria-hidden="true" className="size-3.5" />
                {item.date}
              </span>
            )}
            {item.source && <span className="break-words">{t('currentAffairs.source', { source: item.source })}</span>}
          </p>
          <p className="mt-2 break-words text-slate-800">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
