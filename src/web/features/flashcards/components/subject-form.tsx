import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DIFFICULTIES } from '@shared/constants';
import { DEFAULT_FLASHCARD_COUNT, FLASHCARD_COUNTS, FLASHCARD_SUBJECTS, type FlashcardSubject } from '@shared/flashcards-constants';
import { Button } from '@web/components/ui/button';
import { Segmented } from '@web/components/ui/segmented';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { cn } from '@web/lib/cn';
import { useGenerate } from '../api/decks';

type Difficulty = (typeof DIFFICULTIES)[number];
type Lang = 'english' | 'marathi';

/** "Select Subjects": at least one subject (spec 02 §5), a count, a difficulty and the cards' language. */
export function SubjectForm({ onMade }: { onMade: (deckId: string) => void }) {
  const { t, i18n } = useTranslation('flashcards');
  const [subjects, setSubjects] = useState<FlashcardSubject[]>([]);
  const [count, setCount] = useState<number>(DEFAULT_FLASHCARD_COUNT);
  const [difficulty, setDifficulty] = useState<Difficulty>('medium');
  const [language, setLanguage] = useState<Lang>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');
  const [error, setError] = useState(false);
  const generate = useGenerate();

  const toggle = (s: FlashcardSubject) => {
    setError(false);
    setSubjects((cur) => (cur.includes(s) ? cur.filter((x) => x !== s) : [...cur, s]));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!subjects.length) return setError(true);
    generate.mutate(
      { subjects, count: count as 10, difficulty, language },
      {
        onSuccess: (r) => {
          toast.success(t('made', { count: r.added, n: localDigits(r.added) }));
          if (r.decks[0]) onMade(r.decks[0].id);
        },
        onError: (err) => toast.error(errorText(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <fieldset aria-describedby={error ? 'fc-subjects-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-700">{t('form.subjects')}</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {FLASHCARD_SUBJECTS.map((s) => (
            <label
              key={s}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-semibold',
                subjects.includes(s) ? 'border-indigo-700 bg-indigo-50 text-indigo-900' : 'border-slate-300 text-slate-800',
              )}
            >
              <input type="checkbox" className="size-4 accent-indigo-700" checked={subjects.includes(s)} onChange={() => toggle(s)} />
              {t(`subjects.${s}`)}
            </label>
          ))}
        </div>
        {error && (
          <p id="fc-subjects-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {t('form.subjectsRequired')}
          </p>
        )}
      </fieldset>
      <Segmented
        label={t('form.count')}
        name="fc-count"
        options={FLASHCARD_COUNTS.map((n) => ({ value: n, label: localDigits(n) }))}
        value={count}
        onChange={setCount}
      />
      <Segmented
        label={t('form.difficulty')}
        name="fc-difficulty"
        options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
        value={difficulty}
        onChange={setDifficulty}
      />
      <Segmented
        label={t('form.language')}
        name="fc-language"
        options={[
          { value: 'english' as const, label: 'English' },
          { value: 'marathi' as const, label: 'मराठी' },
        ]}
        value={language}
        onChange={setLanguage}
      />
      <Button type="submit" disabled={generate.isPending} className="w-full sm:w-auto">
        {generate.isPending ? t('form.making') : t('form.generate')}
      </Button>
    </form>
  );
}
