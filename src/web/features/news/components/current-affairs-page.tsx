import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { cn } from '@web/lib/cn';
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
      <div role="tablist" aria-label={t('title')} className="flex gap-2 rounded-2xl bg-slate-100 p-1">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            id={`news-tab-${k}`}
            aria-selected={tab === k}
            aria-controls={`news-panel-${k}`}
            onClick={() => setTab(k)}
            className={cn(
              'min-h-11 flex-1 rounded-xl px-3 text-sm font-semibold',
              tab === k ? 'bg-white text-indigo-900 shadow-sm' : 'text-slate-700',
            )}
            data-testid={`tab-${k}`}
          >
            {t(`tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`news-panel-${tab}`} aria-labelledby={`news-tab-${tab}`}>
        {tab === 'today' ? <NewsFeed /> : <SummaryForm />}
      </div>
    </div>
  );
}
