import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeckDto } from '@shared/flashcards';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useDecks } from '../api/decks';

/** A deck's name: the subject's, the notes' topic, or where the cards came from (missed exam questions…). */
export function useDeckName() {
  const { t } = useTranslation('flashcards');
  return (d: Pick<DeckDto, 'source' | 'name'>) =>
    d.source === 'subjects'
      ? t(`subjects.${d.name}`, { defaultValue: d.name })
      : d.source === 'notes'
        ? d.name
        : t(`sources.${d.source}`, { defaultValue: d.name });
}

/** The candidate's decks, by subject and by source. */
export function DeckList({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('flashcards');
  const decks = useDecks();
  const name = useDeckName();
  return (
    <section aria-labelledby="fc-decks" className="space-y-3">
      <h2 id="fc-decks" className="text-xl font-semibold text-indigo-900">
        {t('decks.title')}
      </h2>
      {decks.isPending && <Spinner />}
      {decks.isError && (
        <Alert tone="error" title={t('decks.error')}>
          <p>{errorText(decks.error)}</p>
        </Alert>
      )}
      {decks.data?.decks.length === 0 && (
        <Card className="text-center text-slate-600" data-testid="decks-empty">
          <Layers aria-hidden="true" className="mx-auto mb-2 size-8 text-slate-400" />
          {t('decks.empty')}
        </Card>
      )}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="deck-list">
        {decks.data?.decks.map((d) => (
          <li key={d.id}>
            <Card className="flex h-full flex-col gap-2">
              <h3 className="font-semibold break-words text-slate-900">{name(d)}</h3>
              <p className="text-sm text-slate-600">
                {t('decks.counts', { cards: localDigits(d.cardCount), due: localDigits(d.dueCount), fresh: localDigits(d.newCount) })}
              </p>
              <Button variant="secondary" className="mt-auto" onClick={() => onOpen(d.id)}>
                {t('decks.open')}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
