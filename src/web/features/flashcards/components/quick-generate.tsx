import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { FLASHCARD_SUBJECTS, type FlashcardSubject } from '@shared/flashcards-constants';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useGenerate } from '../api/decks';

/** Quick Generate: one tap makes 10 medium cards of a subject in the page's language. */
export function QuickGenerate({ onMade }: { onMade: (deckId: string) => void }) {
  const { t, i18n } = useTranslation('flashcards');
  const generate = useGenerate();
  const make = (s: FlashcardSubject) =>
    generate.mutate(
      { subjects: [s], count: 10, difficulty: 'medium', language: i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english' },
      {
        onSuccess: (r) => {
          toast.success(t('made', { count: r.added, n: localDigits(r.added) }));
          if (r.decks[0]) onMade(r.decks[0].id);
        },
        onError: (err) => toast.error(errorText(err)),
      },
    );
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-indigo-900">{t('quick.title')}</h2>
      <p className="text-sm text-slate-600">{t('quick.hint')}</p>
      <div className="grid grid-cols-2 gap-2" data-testid="quick-generate">
        {FLASHCARD_SUBJECTS.map((s) => (
          <button
            key={s}
            type="button"
            disabled={generate.isPending}
            onClick={() => make(s)}
            className="min-h-14 rounded-xl border border-slate-300 bg-white px-2 text-sm font-semibold break-words text-slate-800 hover:border-indigo-600 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-60"
          >
            {t(`subjects.${s}`)}
          </button>
        ))}
      </div>
    </Card>
  );
}
