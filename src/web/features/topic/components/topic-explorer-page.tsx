import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ContentLang } from '@shared/language';
import type { ExplainResponse } from '@shared/topic';
import { Alert } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { errorText } from '@web/lib/error-text';
import { useExplainTopic } from '../api/explain-topic';
import { defaultExplorerForm, explainRequestFrom, type ExplorerFormValues } from '../lib/explorer-form';
import { TopicQueryForm } from './topic-query-form';
import { TopicResult } from './topic-result';
import { PageHeader } from '@web/components/ui/page-header';

type Generated = { response: ExplainResponse; language: ContentLang; id: number };

/** /topic-explorer: ask about a topic, study it in tabs, export it. */
export default function TopicExplorerPage() {
  const { t, i18n } = useTranslation('topic');
  const [values, setValues] = useState<ExplorerFormValues>(() => defaultExplorerForm(aiLanguageFromUi(i18n.resolvedLanguage)));
  const [generated, setGenerated] = useState<Generated | null>(null);
  const explain = useExplainTopic();
  const topicInput = useRef<HTMLInputElement>(null);
  const runs = useRef(0);

  function submit() {
    const request = explainRequestFrom(values);
    if (!request) return;
    explain.mutate(request, {
      // A new id per answer: the quiz and the flashcards start afresh.
      onSuccess: (response) => setGenerated({ response, language: request.language, id: ++runs.current }),
      onError: (error) => toast.error(t('errors.title'), { description: errorText(error) }),
    });
  }

  function pickTopic(topic: string) {
    setValues((current) => ({ ...current, topic }));
    topicInput.current?.focus();
    topicInput.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }

  const message = explain.isError ? errorText(explain.error) : '';
  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <TopicQueryForm values={values} onChange={setValues} onSubmit={submit} pending={explain.isPending} topicInput={topicInput} />
      {explain.isError && (
        <Alert tone="error" title={t('errors.title')} data-testid="explore-error">
          <p>{message ? t('errors.withMessage', { message }) : t('errors.failed')}</p>
        </Alert>
      )}
      {explain.isPending && <PageSpinner label={t('form.generating')} />}
      {!explain.isPending && generated && (
        <TopicResult key={generated.id} result={generated.response} language={generated.language} onPickTopic={pickTopic} />
      )}
    </div>
  );
}
