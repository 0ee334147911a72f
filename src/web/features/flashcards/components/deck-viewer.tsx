import { useState } from 'react';
import { ArrowLeft, ChevronLeft, ChevronRight, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useDeckCards, useDeleteCard, useDeleteDeck } from '../api/decks';
import { CardEditor } from './card-editor';
import { CardFace } from './card-face';
import { useDeckName } from './deck-list';

/** One deck, a card at a time: flip to see the back; moving to another card shows its front again (spec 02 §4). */
export function DeckViewer({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('flashcards');
  const deck = useDeckCards(id);
  const name = useDeckName();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [editing, setEditing] = useState(false);
  const removeCard = useDeleteCard();
  const removeDeck = useDeleteDeck();

  const back = (
    <Button variant="secondary" onClick={onBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('decks.back')}
    </Button>
  );
  if (deck.isPending) return <PageSpinner label={t('decks.loading')} />;
  if (deck.isError)
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        {back}
        <Alert tone="error" title={t('decks.error')}>
          <p>{errorText(deck.error)}</p>
        </Alert>
      </div>
    );
  const { cards } = deck.data;
  const at = Math.min(index, Math.max(0, cards.length - 1));
  const card = cards[at];
  const move = (to: number) => {
    setIndex(to);
    setFlipped(false);
    setEditing(false);
  };
  const deleteDeck = () => {
    if (!window.confirm(t('decks.confirmDelete'))) return;
    removeDeck.mutate(id, { onSuccess: onBack, onError: (e) => toast.error(errorText(e)) });
  };
  const deleteCard = () => {
    if (!card || !window.confirm(t('card.confirmDelete'))) return;
    removeCard.mutate(card.id, { onSuccess: () => move(Math.max(0, at - 1)), onError: (e) => toast.error(errorText(e)) });
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4" data-testid="deck-viewer">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {back}
        <Button variant="secondary" onClick={deleteDeck} disabled={removeDeck.isPending}>
          <Trash2 aria-hidden="true" className="size-4" />
          {t('decks.delete')}
        </Button>
      </div>
      <h1 className="text-2xl font-semibold break-words text-indigo-900">{name(deck.data.deck)}</h1>
      {!card && <p className="text-slate-600">{t('decks.noCards')}</p>}
      {card && editing && <CardEditor key={card.id} card={card} onDone={() => setEditing(false)} />}
      {card && !editing && (
        <>
          <CardFace card={card} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />
          <div className="flex items-center justify-between gap-2">
            <Button variant="secondary" onClick={() => move(at - 1)} disabled={at === 0} aria-label={t('card.previous')}>
              <ChevronLeft aria-hidden="true" className="size-5" />
              <span className="hidden sm:inline">{t('card.previous')}</span>
            </Button>
            <span className="text-sm text-slate-600" data-testid="card-position">
              {t('card.position', { current: localDigits(at + 1), total: localDigits(cards.length) })}
            </span>
            <Button variant="secondary" onClick={() => move(at + 1)} disabled={at >= cards.length - 1} aria-label={t('card.next')}>
              <span className="hidden sm:inline">{t('card.next')}</span>
              <ChevronRight aria-hidden="true" className="size-5" />
            </Button>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('card.edit')}
            </Button>
            <Button variant="secondary" onClick={deleteCard} disabled={removeCard.isPending}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('card.delete')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
