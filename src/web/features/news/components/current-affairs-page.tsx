import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { NewsFeed } from './news-feed';
import { SummaryForm } from './summary-form';

const TABS = ['today', 'summary'] as const;

/** /current-affairs (spec 02 §2): tabs "Today's News" and "Generate Summary". */
export default function CurrentAffairsPage() {
  const { t } = useTranslation('news');
  const [tab, setTab] = useState<(typeof TABS)[number]>('today');
  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="current-affairs">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <TabList
        idBase="news"
        variant="pill"
        label={t('title')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={setTab}
      />
      <TabPanel idBase="news" tabKey={tab}>
        {tab === 'today' ? <NewsFeed /> : <SummaryForm />}
      </TabPanel>
    </div>
  );
}
