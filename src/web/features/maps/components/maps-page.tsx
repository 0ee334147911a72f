import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartColumn, Trophy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { localDigits } from '@web/lib/digits';
import { useAnalytics } from '../api/maps';
import { BookmarksTab } from './bookmarks-tab';
import { ExploreTab, type Selection } from './explore-tab';
import { ProgressTab } from './progress-tab';
import { QuizTab } from './quiz-tab';
import { preloadOutlines } from '../lib/use-leaflet-map';

// the outlines' chunk loads beside the page's API calls instead of after the map mounts
preloadOutlines().catch(() => undefined); // the map retries when it mounts

const TABS = ['explore', 'quiz', 'progress', 'bookmarks'] as const;
type Tab = (typeof TABS)[number];

/** /maps (spec 02 §2 Maps, issue 17): Map Master — the header with Analytics and the completed-layers badge, four tabs. */
export default function MapsPage() {
  const { t } = useTranslation('maps');
  const id = useId();
  const [tab, setTab] = useState<Tab>('explore');
  const [selection, setSelection] = useState<Selection>({});
  const analytics = useAnalytics();
  const a = analytics.data;
  return (
    <div className="mx-auto max-w-6xl space-y-5" data-testid="maps-page">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <div className="flex items-center gap-2">
          <span
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-amber-100 px-3 text-sm font-semibold text-amber-900"
            data-testid="completed-badge"
          >
            <Trophy aria-hidden="true" className="size-4" />
            {a
              ? t('header.completed', { done: localDigits(a.user.completedLayers), total: localDigits(a.totalLayers) })
              : t('header.completedUnknown')}
          </span>
          <Button variant="secondary" onClick={() => setTab('progress')} data-testid="analytics-button">
            <ChartColumn aria-hidden="true" className="size-4" />
            {t('header.analytics')}
          </Button>
        </div>
      </div>
      <TabList idBase={id} label={t('tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} value={tab} onChange={setTab} />
      <TabPanel idBase={id} tabKey={tab}>
        {tab === 'explore' && <ExploreTab selection={selection} onSelect={setSelection} />}
        {tab === 'quiz' && <QuizTab />}
        {tab === 'progress' && <ProgressTab />}
        {tab === 'bookmarks' && (
          <BookmarksTab
            onShow={(s) => {
              setSelection(s);
              setTab('explore');
            }}
          />
        )}
      </TabPanel>
    </div>
  );
}
