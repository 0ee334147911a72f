import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { Segmented } from '@web/components/ui/segmented';
import { ImportPanel } from './import-panel';
import { ReportsPanel } from './reports-panel';

type Tab = 'reports' | 'import';

/**
 * /admin: the content team's desk (issue 12). The server allows it to ADMIN_PHONES only; anyone else sees its
 * 403 explained. Reported questions (resolve, dismiss, retire, restore) and importing questions from a file.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('reports');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Segmented
        label={t('section')}
        name="admin-tab"
        value={tab}
        onChange={setTab}
        options={[
          { value: 'reports', label: t('tabs.reports') },
          { value: 'import', label: t('tabs.import') },
        ]}
      />
      {tab === 'reports' ? <ReportsPanel /> : <ImportPanel />}
    </div>
  );
}
