import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@web/components/ui/page-header';
import { Segmented } from '@web/components/ui/segmented';
import { EditQuestion } from './edit-question';
import { ImportPanel } from './import-panel';
import { QuestionFinder } from './question-finder';
import { ReportsPanel } from './reports-panel';

type Tab = 'reports' | 'questions' | 'import';

/**
 * /admin: the content team's desk (issue 12). The server allows it to ADMIN_PHONES only; anyone else sees its
 * 403 explained. Reported questions (resolve, dismiss, fix, retire, restore), finding and fixing a question, and
 * importing questions from a file.
 */
export default function AdminPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<Tab>('reports');
  /** the question open for a fix, from a report or from the search */
  const [editing, setEditing] = useState<string | null>(null);
  const open = (id: string) => {
    setEditing(id);
    window.scrollTo({ top: 0 });
  };
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Segmented
        label={t('section')}
        name="admin-tab"
        value={tab}
        onChange={(v) => {
          setTab(v);
          setEditing(null);
        }}
        options={[
          { value: 'reports', label: t('tabs.reports') },
          { value: 'questions', label: t('tabs.questions') },
          { value: 'import', label: t('tabs.import') },
        ]}
      />
      {editing ? (
        <EditQuestion id={editing} onBack={() => setEditing(null)} />
      ) : tab === 'reports' ? (
        <ReportsPanel onFix={open} />
      ) : tab === 'questions' ? (
        <QuestionFinder onOpen={open} />
      ) : (
        <ImportPanel />
      )}
    </div>
  );
}
