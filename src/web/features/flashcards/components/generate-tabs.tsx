import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { NotesForm } from './notes-form';
import { SubjectForm } from './subject-form';

const TABS = ['subjects', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** The two ways to make cards (spec 02 §2): "Select Subjects" and "Generate from Notes". */
export function GenerateTabs({ onMade }: { onMade: (deckId: string) => void }) {
  const { t } = useTranslation('flashcards');
  const [tab, setTab] = useState<Tab>('subjects');
  return (
    <Card className="space-y-5">
      <TabList
        idBase="fc"
        variant="pill"
        label={t('tabs.label')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={tab}
        onChange={setTab}
      />
      <TabPanel idBase="fc" tabKey={tab}>
        {tab === 'subjects' ? <SubjectForm onMade={onMade} /> : <NotesForm onMade={onMade} />}
      </TabPanel>
    </Card>
  );
}
