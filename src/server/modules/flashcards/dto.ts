import type { DeckDto, FlashcardDto } from '@shared/flashcards';
import type { Executor } from '@server/db/database';
import { topicsByIds } from '@server/library';
import type { CardRow, DeckRow } from './repo';
import { isLeech, stateName } from './scheduler';

/** Rows to the contracts' shapes; a card's topic title comes from the library in the card's language. */

export const deckDto = (d: DeckRow): DeckDto => ({
  id: d.id,
  name: d.name,
  source: d.source,
  subjectId: d.subject_id,
  language: d.language,
  cardCount: d.card_count,
  dueCount: d.due_count,
  newCount: d.new_count,
  createdAt: new Date(d.created_at).toISOString(),
});

export async function cardDtos(db: Executor, rows: readonly CardRow[]): Promise<FlashcardDto[]> {
  const ids = [...new Set(rows.map((r) => r.topic_id).filter((t): t is string => !!t))];
  const topics = new Map((await topicsByIds(db, ids)).map((t) => [t.id, t]));
  return rows.map((r) => {
    const topic = r.topic_id ? topics.get(r.topic_id) : undefined;
    return {
      id: r.id,
      deckId: r.deck_id,
      front: r.front,
      back: r.back,
      explanation: r.explanation,
      citation: r.citation,
      subjectId: topic?.subject ?? r.subject_id,
      topicId: topic ? r.topic_id : null,
      topicTitle: topic ? (r.language === 'mr' ? topic.topic.mr : topic.topic.en) : null,
      language: r.language,
      source: r.source,
      state: stateName(r.state),
      due: new Date(r.due).toISOString(),
      reps: r.reps,
      lapses: r.lapses,
      leech: isLeech(r),
    };
  });
}
