import { useState } from 'react';
import { FileDown, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContentLang } from '@shared/language';
import type { ExplainResponse, TopicContent } from '@shared/topic';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { downloadBlob, fileSlug } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { useExportTopicPdf } from '../api/export-topic-pdf';
import { isExplorerSubject, SUBJECT_KEYS } from '../lib/explorer-subjects';
import { FlashcardDeck } from './flashcard-deck';
import { QuestionQuiz } from './question-quiz';
import { TopicChips } from './related-topics';
import { TopicNotSure } from './topic-not-sure';
import { CurrentAffairsPanel, FactsPanel, SummaryPanel } from './topic-tab-panels';
import { TopicTabs } from './topic-tabs';

type TabKey = 'summary' | 'questions' | 'facts' | 'currentAffairs' | 'flashcards';
type TopicResultProps = { result: ExplainResponse; language: ContentLang; onPickTopic: (topic: string) => void };

/** The content without who made it: what the PDF export prints. */
function contentOf({ engine: _engine, model: _model, fallback: _fallback, cached: _cached, ...content }: ExplainResponse): TopicContent {
  return content;
}

/** After generation: the tabs, the engine badge, and Export PDF; or a plain "nothing yet". */
export function TopicResult({ result, language, onPickTopic }: TopicResultProps) {
  const { t, i18n } = useTranslation('topic');
  const [tab, setTab] = useState<TabKey>('summary');
  const exportPdf = useExportTopicPdf();
  const subject = isExplorerSubject(result.subject) ? t(`subjects.${SUBJECT_KEYS[result.subject]}`) : result.subject;

  async function download() {
    // the PDF names the subject in its own language (the content's), not as the library's id ("Polity")
    const code = language === 'marathi' ? 'mr' : 'en';
    await i18n.loadLanguages(code).catch(() => {});
    const pdfT = i18n.getFixedT(code, 'topic');
    const pdfSubject = isExplorerSubject(result.subject) ? pdfT(`subjects.${SUBJECT_KEYS[result.subject]}`) : result.subject;
    exportPdf.mutate(
      { content: { ...contentOf(result), subject: pdfSubject }, language },
      {
        onSuccess: (blob) => downloadBlob(blob, `topic-${fileSlug(result.topic, 'content')}.pdf`),
        onError: (error) => toast.error(t('result.exportFailed'), { description: errorText(error) }),
      },
    );
  }

  return (
    <Card className="space-y-4" data-testid="topic-result">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-indigo-700">{subject}</p>
          <h2 className="text-2xl font-semibold break-words text-indigo-900">{result.topic}</h2>
        </div>
        {result.found && (
          <Button variant="secondary" onClick={() => void download()} disabled={exportPdf.isPending} data-testid="export-pdf">
            {exportPdf.isPending ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
            {t('result.exportPdf')}
          </Button>
        )}
      </div>
      <EngineBadge engine={result.engine} model={result.model} fallback={result.fallback} cached={result.cached} />
      {!result.found && result.sure === false && result.sources.length > 0 ? (
        <TopicNotSure topic={result.topic} sources={result.sources} />
      ) : result.found ? (
        <TopicTabs<TabKey>
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'summary', label: t('tabs.summary'), panel: <SummaryPanel content={result} onPickTopic={onPickTopic} /> },
            { key: 'questions', label: t('tabs.questions'), panel: <QuestionQuiz questions={result.questions} /> },
            { key: 'facts', label: t('tabs.facts'), panel: <FactsPanel facts={result.facts} /> },
            { key: 'currentAffairs', label: t('tabs.currentAffairs'), panel: <CurrentAffairsPanel items={result.currentAffairs} /> },
            { key: 'flashcards', label: t('tabs.flashcards'), panel: <FlashcardDeck cards={result.flashcards} /> },
          ]}
        />
      ) : (
        <div className="space-y-4">
          <Alert
            tone="info"
            title={t('result.notFoundTitle', { topic: result.topic })}
            icon={<SearchX aria-hidden="true" className="size-5" />}
            data-testid="topic-not-found"
          >
            <p>{t('result.notFoundBody')}</p>
          </Alert>
          <TopicChips label={t('result.relatedTopics')} topics={result.relatedTopics} onPick={onPickTopic} testId="related-topics" />
        </div>
      )}
    </Card>
  );
}
