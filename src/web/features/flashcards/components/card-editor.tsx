import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { FlashcardDto } from '@shared/flashcards';
import { CARD_SIDE_MAX_CHARS } from '@shared/flashcards-constants';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { errorText } from '@web/lib/error-text';
import { useEditCard } from '../api/decks';

const area =
  'w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Edits a card's two sides; neither may be blank. */
export function CardEditor({ card, onDone }: { card: FlashcardDto; onDone: () => void }) {
  const { t } = useTranslation('flashcards');
  const [front, setFront] = useState(card.front);
  const [back, setBack] = useState(card.back);
  const [tried, setTried] = useState(false);
  const edit = useEditCard();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!front.trim() || !back.trim()) return;
    edit.mutate({ id: card.id, front, back }, { onSuccess: onDone, onError: (err) => toast.error(errorText(err)) });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField label={t('card.question')} error={tried && !front.trim() ? t('card.required') : undefined}>
        {(p) => (
          <textarea {...p} rows={4} className={area} value={front} maxLength={CARD_SIDE_MAX_CHARS} onChange={(e) => setFront(e.target.value)} />
        )}
      </FormField>
      <FormField label={t('card.answer')} error={tried && !back.trim() ? t('card.required') : undefined}>
        {(p) => <textarea {...p} rows={3} className={area} value={back} maxLength={CARD_SIDE_MAX_CHARS} onChange={(e) => setBack(e.target.value)} />}
      </FormField>
      <div className="flex gap-2">
        <Button type="submit" disabled={edit.isPending}>
          {t('card.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('card.cancel')}
        </Button>
      </div>
    </form>
  );
}
