import { FileText, PenLine, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EssayGenerateResponse } from '@shared/essay';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { SourceList } from '@web/components/ai/source-list';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SafeMarkdown } from '@web/components/ui/safe-markdown';

/** The generated outline or essay: sections with each fact's note, the engine that made it, and the way to write one. */
export function GeneratedEssay({ essay, onWrite }: { essay: EssayGenerateResponse; onWrite: (topic: string) => void }) {
  const { t } = useTranslation('essay', { keyPrefix: 'generated' });
  const lang = essay.language === 'marathi' ? 'mr' : 'en';
  return (
    <div className="space-y-4" data-testid="generated-essay" data-found={essay.found} lang={lang}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">{essay.topic}</h3>
        <EngineBadge engine={essay.engine} model={essay.model} fallback={essay.fallback} cached={essay.cached} />
      </div>
      {!essay.found && (
        <Alert tone="warning" title={t('notFound')} icon={<SearchX aria-hidden="true" className="size-5" />} data-testid="generated-not-found">
          <p>{t('notFoundHint')}</p>
        </Alert>
      )}
      {essay.libraryOutline && <p className="text-sm text-slate-600">{t('fromOutline', { title: essay.libraryOutline.title })}</p>}
      {essay.type === 'outline' || !essay.found ? (
        <ol className="space-y-3">
          {essay.sections.map((section) => (
            <li key={section.kind} data-testid={`section-${section.kind}`}>
              <h4 className="font-semibold text-indigo-900">{t(`sections.${section.kind}`)}</h4>
              {section.points.length ? (
                <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800">
                  {section.points.map((point, i) => (
                    <li key={i} className="break-words">
                      {point.text}
                      {point.source && <span className="ml-1 text-xs text-slate-600">({point.source.title})</span>}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-slate-600 italic">{t('nothingForPart')}</p>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <div className="rounded-xl bg-slate-50 p-4 leading-relaxed text-slate-900" data-testid="generated-text">
          <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-700">
            <FileText aria-hidden="true" className="size-4" />
            {t('showEssay')}
          </p>
          <SafeMarkdown source={essay.content} />
        </div>
      )}
      <SourceList sources={essay.sources} />
      <Button variant="secondary" onClick={() => onWrite(essay.topic)} data-testid="write-on-topic">
        <PenLine aria-hidden="true" className="size-5" />
        {t('writeOnTopic')}
      </Button>
    </div>
  );
}
