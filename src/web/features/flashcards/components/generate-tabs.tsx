import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { NotesForm } from './notes-form';
import { SubjectForm } from './subject-form';

const TABS = ['subjects', 'notes'] as const;
type Tab = (typeof TABS)[number];

/** The two ways to make cards (spec 02 §2): "Select Subjects" and "Generate from Notes". */
export function GenerateTabs({ onMade }: { onMade: (deckId: string) => void }) {
  const { t } = useTranslation('flashcards');
  const [tab, setTab] = useState<Tab>('subjects');
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`fc-tab-${next}`)?.focus();
  };
  return (
    <Card className="space-y-5">
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2 rounded-xl bg-slate-100 p-1" onKeyDown={onKey}>
        {TABS.map((id) => (
          <button
            key={id}
            id={`fc-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`fc-panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
            className={cn(
              'min-h-11 flex-1 rounded-lg px-3 text-sm font-semibold',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              tab === id ? 'bg-white text-indigo-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
            )}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`fc-panel-${tab}`} aria-labelledby={`fc-tab-${tab}`}>
        {tab === 'subjects' ? <SubjectForm onMade={onMade} /> : <NotesForm onMade={onMade} />}
      </div>
    </Card>
  );
}
