import type { BankQuestion, TopicNote } from '@shared/content';
import {
  FLASHCARD_SUBJECT_SOURCES,
  type DeckCardsResponse,
  type ExtractedCard,
  type FlashcardDto,
  type GeneratedResponse,
  type GenerateRequest,
  type UpdateCardRequest,
} from '@shared/flashcards';
import { indiaDay } from '@server/clock';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import { notesBySubject, questionsBySubjects } from '@server/library';
import { cardDtos, deckDto } from './dto';
import { extractCards } from './extract';
import * as repo from './repo';
import { newMemory } from './scheduler';

/** Decks and cards: generation from the library or from notes, edit and delete. Another user's card is a 404. */

type Lang = 'en' | 'mr';
const OPTION_LETTERS = ['A', 'B', 'C', 'D'];

/** A bank question as a card: the question with its options → the right option, with the explanation and source. */
export function questionCard(q: BankQuestion, lang: Lang) {
  const options = q.options[lang].map((o, i) => `${OPTION_LETTERS[i]}. ${o}`).join('\n');
  return {
    front: `${q.question[lang]}\n\n${options}`,
    back: `${OPTION_LETTERS[q.answer]}. ${q.options[lang][q.answer]}`,
    explanation: q.explanation[lang],
    citation: [q.source.title, q.source.detail].filter(Boolean).join(', '),
  };
}

/** A note's key fact as a card: "Head: rest" asks the head; otherwise a cloze or key-sentence card of the fact. */
export function factCard(fact: string, title: string): ExtractedCard | null {
  const colon = fact.indexOf(': ');
  if (colon > 0 && colon <= 60) return { question: `${fact.slice(0, colon).trim()}?`, answer: fact.slice(colon + 2).trim(), kind: 'key-sentence' };
  return extractCards(title, fact, 1)[0] ?? null;
}

interface Drafted {
  front: string;
  back: string;
  explanation: string | null;
  citation: string | null;
  topicId: string;
  sourceRef: string;
}

function noteCards(notes: readonly TopicNote[], lang: Lang): Drafted[] {
  const out: Drafted[] = [];
  notes.forEach((n) =>
    n.keyFacts.forEach((f, i) => {
      const c = factCard(f[lang], n.title[lang]);
      if (c)
        out.push({
          front: c.question,
          back: c.answer,
          explanation: null,
          citation: n.sources[0]?.title ?? null,
          topicId: n.topicId,
          sourceRef: `${n.id}#${i}`,
        });
    }),
  );
  return out;
}

/** Alternates bank questions and note facts so a deck has both kinds. */
const interleave = <T>(a: readonly T[], b: readonly T[]): T[] =>
  Array.from({ length: Math.max(a.length, b.length) }, (_, i) => [a[i], b[i]])
    .flat()
    .filter((x): x is T => x !== undefined);

export async function generate(db: Executor, userId: string, req: GenerateRequest, now: Date): Promise<GeneratedResponse> {
  const lang: Lang = req.language === 'marathi' ? 'mr' : 'en';
  const perSubject = Math.ceil(req.count / req.subjects.length);
  const seed = `${userId}:${indiaDay(now)}`;
  let left = req.count;
  const deckIds: string[] = [];
  const added: repo.CardRow[] = [];
  for (const subject of req.subjects) {
    if (left <= 0) break;
    const planner = FLASHCARD_SUBJECT_SOURCES[subject];
    const questions = (await questionsBySubjects(db, planner, 400, seed)).filter((q) => q.difficulty === req.difficulty);
    const notes = (await Promise.all(planner.map((s) => notesBySubject(db, s)))).flat();
    const fromQuestions = questions.map((q) => ({ ...questionCard(q, lang), topicId: q.topicId, sourceRef: q.id }));
    const candidates = interleave(fromQuestions, noteCards(notes, lang));
    if (!candidates.length) continue;
    const deck = await repo.deckId(db, { userId, source: 'subjects', name: subject, subjectId: subject, language: lang });
    deckIds.push(deck);
    const have = await repo.frontsOf(db, deck);
    const fresh = candidates.filter((c) => !have.has(c.front)).slice(0, Math.min(perSubject, left));
    const rows = await repo.insertCards(
      db,
      fresh.map((c) => ({
        user_id: userId,
        deck_id: deck,
        source: 'subjects',
        source_ref: c.sourceRef,
        language: lang,
        subject_id: planner[0] ?? null,
        topic_id: c.topicId,
        front: c.front,
        back: c.back,
        explanation: c.explanation,
        citation: c.citation,
        ...newMemory(now),
      })),
    );
    added.push(...rows);
    left -= rows.length;
  }
  if (!deckIds.length) throw new AppError(422, 'flashcards_no_cards', 'The library has no cards for these subjects yet.');
  return { decks: (await repo.decksByIds(db, userId, deckIds, now)).map(deckDto), cards: await cardDtos(db, added), added: added.length };
}

/** Saves cards made from the candidate's notes into the deck named after the topic. */
export async function saveFromNotes(db: Executor, userId: string, topic: string, lang: Lang, cards: readonly ExtractedCard[], now: Date) {
  if (!cards.length) throw new AppError(422, 'flashcards_no_cards', 'No sentence in these notes could be made into a card.');
  const deck = await repo.deckId(db, { userId, source: 'notes', name: topic, subjectId: null, language: lang });
  const rows = await repo.insertCards(
    db,
    cards.map((c) => ({
      user_id: userId,
      deck_id: deck,
      source: 'notes',
      source_ref: c.kind,
      language: lang,
      subject_id: null,
      topic_id: null,
      front: c.question,
      back: c.answer,
      explanation: null,
      citation: null,
      ...newMemory(now),
    })),
  );
  const deckRow = (await repo.deck(db, userId, deck, now))!;
  return { decks: [deckDto(deckRow)], cards: await cardDtos(db, rows), added: rows.length };
}

export async function listDecks(db: Executor, userId: string, now: Date) {
  return { decks: (await repo.decks(db, userId, now)).map(deckDto) };
}

export async function deckCards(db: Executor, userId: string, id: string, now: Date): Promise<DeckCardsResponse> {
  const d = await repo.deck(db, userId, id, now);
  if (!d) throw new AppError(404, 'not_found', 'No such deck.');
  return { deck: deckDto(d), cards: await cardDtos(db, await repo.cardsOfDeck(db, id)) };
}

export async function editCard(db: Executor, userId: string, id: string, change: UpdateCardRequest): Promise<{ card: FlashcardDto }> {
  const c = await repo.card(db, userId, id);
  if (!c) throw new AppError(404, 'not_found', 'No such card.');
  try {
    const row = await repo.updateContent(db, id, change);
    return { card: (await cardDtos(db, [row]))[0]! };
  } catch (err) {
    // the deck already has a card with this front
    if (err instanceof Error && /flashcards_once|unique/i.test(err.message))
      throw new AppError(409, 'conflict', 'The deck already has this card.', 'front');
    throw err;
  }
}

export async function removeCard(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteCard(db, userId, id))) throw new AppError(404, 'not_found', 'No such card.');
  return { ok: true as const };
}

export async function removeDeck(db: Executor, userId: string, id: string) {
  if (!(await repo.deleteDeck(db, userId, id))) throw new AppError(404, 'not_found', 'No such deck.');
  return { ok: true as const };
}
