import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { PlannerSubjectId } from '@shared/subjects';
import type { ScanAnalytics } from '@shared/scanner';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useAnalyze, useAttempt, useBookmark, useScan, useScanAnalytics, useTopicMock } from '../api/scanner';
import { AnalysisView } from './analysis-view';
import { AnalyticsTab } from './analytics-tab';
import { HistoryTab } from './history-tab';
import { ScanForm, type ScanLanguage } from './scan-form';

const TABS = ['scan', 'analysis', 'history', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/** /scan-questions: the AI Question Scanner (spec 02 §2, issue 18). */
export default function ScanQuestionsPage() {
  const { t, i18n } = useTranslation('scanner');
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('scan');
  const [language, setLanguage] = useState<ScanLanguage>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  const [scanId, setScanId] = useState<string | null>(null);
  const analytics = useScanAnalytics(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  const scan = useScan(scanId);
  const analyze = useAnalyze();
  const attempt = useAttempt();
  const bookmark = useBookmark();
  const mock = useTopicMock();

  const failed = (error: unknown) => toast.error(t('toast.failed'), { description: errorText(error) });
  const onAnalyze = (input: { questionText: string; questionImage: string }) =>
    analyze.mutate(
      { ...input, language },
      {
        onSuccess: (v) => {
          setScanId(v.id);
          setTab('analysis');
          toast.success(t('toast.complete'));
        },
        onError: failed,
      },
    );
  const onBookmark = (id: string) =>
    bookmark.mutate(id, { onSuccess: () => toast.success(t('toast.bookmark')), onError: (e) => toast.error(errorText(e)) });
  const startMock = (subjects: string[], topics: string[]) =>
    mock.mutate(
      {
        kind: 'topics',
        subjects: [...new Set(subjects)] as PlannerSubjectId[],
        topics: [...new Set(topics)],
        difficulty: 'medium',
        questionCount: 10,
        language,
      },
      { onSuccess: (a) => void navigate(`/mock-tests/attempt/${a.id}`), onError: (e) => toast.error(errorText(e)) },
    );
  const onMock = (areas: ScanAnalytics['recommendations']) =>
    startMock(
      areas.map((a) => a.subject),
      areas.map((a) => a.topicId),
    );

  const a = analytics.data;
  const stats = [
    { label: t('stats.total'), value: a ? localDigits(a.totalScans) : '…' },
    { label: t('stats.accuracy'), value: a ? (a.accuracy === null ? t('stats.notYet') : `${localDigits(a.accuracy)}%`) : '…' },
    { label: t('stats.weak'), value: a ? localDigits(a.weakAreas.length) : '…' },
    { label: t('stats.strong'), value: a ? localDigits(a.strongAreas.length) : '…' },
  ];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="scan-stats">
        {stats.map((s) => (
          <Card key={s.label} className="p-4 sm:p-4">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="text-2xl font-semibold text-indigo-900">{s.value}</dd>
          </Card>
        ))}
      </dl>
      <TabList
        idBase="scan"
        variant="pill"
        layoutClassName="grid grid-cols-2 sm:flex"
        label={t('title')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={setTab}
      />
      <TabPanel idBase="scan" tabKey={tab}>
        {tab === 'scan' && <ScanForm busy={analyze.isPending} language={language} onLanguage={setLanguage} onAnalyze={onAnalyze} />}
        {tab === 'analysis' &&
          (!scanId ? (
            <Card className="text-slate-600">{t('analysis.none')}</Card>
          ) : scan.data ? (
            <AnalysisView
              key={scan.data.id}
              scan={scan.data}
              busy={attempt.isPending || mock.isPending}
              onAttempt={(choice) => attempt.mutate({ id: scan.data.id, choice }, { onError: (e) => toast.error(errorText(e)) })}
              onBookmark={() => onBookmark(scan.data.id)}
              onPractise={(subject, topicId) => startMock([subject], [topicId])}
            />
          ) : scan.isError ? (
            <p className="text-rose-700">{errorText(scan.error)}</p>
          ) : (
            <PageSpinner label={t('history.loading')} />
          ))}
        {tab === 'history' && (
          <HistoryTab
            onBookmark={onBookmark}
            onOpen={(id) => {
              setScanId(id);
              setTab('analysis');
            }}
          />
        )}
        {tab === 'analytics' &&
          (a ? (
            <AnalyticsTab data={a} busy={mock.isPending} onMock={onMock} />
          ) : analytics.isError ? (
            <p className="text-rose-700">{errorText(analytics.error)}</p>
          ) : (
            <PageSpinner label={t('history.loading')} />
          ))}
      </TabPanel>
    </div>
  );
}
