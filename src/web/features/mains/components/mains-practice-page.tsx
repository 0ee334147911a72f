import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/language';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { Segmented } from '@web/components/ui/segmented';
import { PageSpinner } from '@web/components/ui/spinner';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { errorText } from '@web/lib/error-text';
import { useEvaluations, useMainsQuestions } from '../api/mains-api';
import { EvaluationCard } from './evaluation-card';
import { QuestionCard } from './question-card';

type Tab = 'practice' | 'results';
const uiLanguage = (code: string | undefined): Language => (code === 'mr' ? 'marathi' : code === 'hi' ? 'hindi' : 'english');

/** /mains-practice (spec 02 §2 Mains Practice, issue 15): Practice Questions and Results & Evaluations. */
export default function MainsPracticePage() {
  const { t, i18n } = useTranslation('mains');
  const [language, setLanguage] = useState<Language>(() => uiLanguage(i18n.resolvedLanguage));
  const [tab, setTab] = useState<Tab>('practice');
  const questions = useMainsQuestions(language);
  const evaluations = useEvaluations();
  const latestFor = (id: string) => evaluations.data?.find((e) => e.questionId === id);

  const failed = (error: unknown, retry: () => void) => (
    <Alert tone="error" title={t('loadFailed')}>
      <p>{errorText(error)}</p>
      <Button variant="secondary" className="mt-2" onClick={retry}>
        {t('retry')}
      </Button>
    </Alert>
  );

  let practice;
  if (questions.isPending) practice = <PageSpinner label={t('loading')} />;
  else if (questions.isError) practice = failed(questions.error, () => void questions.refetch());
  else if (questions.data.length === 0) practice = <Alert tone="info" title={t('noQuestions')} />;
  else
    practice = (
      <ul className="space-y-4">
        {questions.data.map((q) => (
          <li key={q.id}>
            <QuestionCard question={q} language={language} latest={latestFor(q.id)} />
          </li>
        ))}
      </ul>
    );

  let results;
  if (evaluations.isPending) results = <PageSpinner label={t('loading')} />;
  else if (evaluations.isError) results = failed(evaluations.error, () => void evaluations.refetch());
  else if (evaluations.data.length === 0)
    results = (
      <Alert tone="info" title={t('noEvaluations')} data-testid="no-evaluations">
        <p>{t('noEvaluationsHint')}</p>
      </Alert>
    );
  else
    results = (
      <ul className="space-y-4">
        {evaluations.data.map((e) => (
          <li key={e.id}>
            <EvaluationCard evaluation={e} />
          </li>
        ))}
      </ul>
    );

  const tabs: { key: Tab; label: string }[] = [
    { key: 'practice', label: t('tabs.practice') },
    { key: 'results', label: t('tabs.results') },
  ];
  return (
    <div className="mx-auto max-w-4xl space-y-5" data-testid="mains-practice">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Segmented
        label={t('language')}
        name="mains-language"
        value={language}
        onChange={setLanguage}
        options={[
          { value: 'english', label: 'English' },
          { value: 'marathi', label: 'मराठी' },
          { value: 'hindi', label: 'हिन्दी' },
        ]}
        data-testid="language"
      />
      <TabList idBase="mains" tabs={tabs} value={tab} onChange={setTab} label={t('title')} />
      {/* both panels stay mounted: a file being read keeps its progress across a tab switch */}
      <TabPanel idBase="mains" tabKey="practice" hidden={tab !== 'practice'}>
        {practice}
      </TabPanel>
      <TabPanel idBase="mains" tabKey="results" hidden={tab !== 'results'}>
        {results}
      </TabPanel>
    </div>
  );
}
