import { fsrs, generatorParameters, State, type Card, type Grade } from 'ts-fsrs';
import { CARD_STATES, EXAM_FINAL_DAYS, LEECH_LAPSES, type IntervalsDto, type ReviewRating } from '@shared/flashcards';
import { DAY_MS, daysBetween, indiaDay } from '@server/clock';

/**
 * The FSRS wrapper (ts-fsrs; docs/decisions/010-flashcards-fsrs.md). Pure: given a card's memory state, a rating,
 * the time and the candidate's exam date, it says when the card is due again. Two rules of ours sit on top of FSRS:
 * a card is never scheduled past the exam (its due date is cut to the start of the exam day, India time), and a card
 * forgotten 8 times is a leech. No fuzz: the same review gives the same interval, which the buttons show beforehand.
 */
const scheduler = fsrs(generatorParameters({ enable_fuzz: false, enable_short_term: true }));

/** The memory state as the flashcards table keeps it. */
export interface MemoryState {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

const IST_OFFSET = '+05:30';

export function newMemory(now: Date): MemoryState {
  return {
    due: now,
    stability: 0,
    difficulty: 0,
    elapsed_days: 0,
    scheduled_days: 0,
    learning_steps: 0,
    reps: 0,
    lapses: 0,
    state: State.New,
    last_review: null,
  };
}

const toCard = (m: MemoryState): Card => ({ ...m, state: m.state as State, last_review: m.last_review ?? undefined });
const fromCard = (c: Card): MemoryState => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  last_review: c.last_review ?? null,
});

/**
 * The latest a card may be due: the start of the exam day in India, while that is still ahead. On the exam day and
 * after it there is no cap (the exam is over or under way; FSRS schedules as usual).
 */
export function examCap(examDate: string | null, now: Date): Date | null {
  if (!examDate) return null;
  const cap = new Date(`${examDate}T00:00:00${IST_OFFSET}`);
  return cap.getTime() > now.getTime() ? cap : null;
}

/** Within the last 30 days before the exam (and not after it): the queue orders by lowest retrievability. */
export function inExamFinalDays(examDate: string | null, now: Date): boolean {
  if (!examDate) return false;
  const left = daysBetween(indiaDay(now), examDate);
  return left >= 0 && left <= EXAM_FINAL_DAYS;
}

export interface Rated {
  memory: MemoryState;
  intervalMinutes: number;
  capped: boolean;
}

function capped(next: Card, now: Date, cap: Date | null): Rated {
  let memory = fromCard(next);
  let isCapped = false;
  if (cap && memory.due.getTime() > cap.getTime()) {
    isCapped = true;
    memory = { ...memory, due: cap, scheduled_days: Math.max(0, Math.floor((cap.getTime() - now.getTime()) / DAY_MS)) };
  }
  return { memory, intervalMinutes: Math.max(0, Math.round((memory.due.getTime() - now.getTime()) / 60_000)), capped: isCapped };
}

/** The card after one rating at `now`, the exam cap applied. */
export function rate(m: MemoryState, rating: ReviewRating, now: Date, cap: Date | null): Rated {
  const next = scheduler.next(toCard(m), now, rating as Grade);
  return capped(next.card, now, cap);
}

/** Minutes to the next due date for each of the four buttons (what the buttons show). */
export function preview(m: MemoryState, now: Date, cap: Date | null): IntervalsDto {
  const at = (r: ReviewRating) => rate(m, r, now, cap).intervalMinutes;
  return { again: at(1), hard: at(2), good: at(3), easy: at(4) };
}

/** 0–1: the chance the candidate recalls the card now; a card never reviewed counts as 0. */
export function retrievability(m: MemoryState, now: Date): number {
  if (m.state === State.New || !m.last_review) return 0;
  return scheduler.get_retrievability(toCard(m), now, false);
}

export const isLeech = (m: Pick<MemoryState, 'lapses'>) => m.lapses >= LEECH_LAPSES;

export const stateName = (state: number) => CARD_STATES[state] ?? 'new';

/** Due cards in review order: the most overdue first, or, in the exam's last 30 days, the least remembered first. */
export function orderDue<T extends MemoryState>(cards: readonly T[], now: Date, examMode: boolean): T[] {
  if (!examMode) return [...cards].sort((a, b) => a.due.getTime() - b.due.getTime());
  const r = new Map(cards.map((c) => [c, retrievability(c, now)]));
  return [...cards].sort((a, b) => r.get(a)! - r.get(b)! || a.due.getTime() - b.due.getTime());
}

/** The memory state as kept for undo (JSON), and back. */
export const memoryJson = (m: MemoryState) => ({ ...m, due: m.due.toISOString(), last_review: m.last_review?.toISOString() ?? null });
export function memoryFromJson(j: ReturnType<typeof memoryJson>): MemoryState {
  return { ...j, due: new Date(j.due), last_review: j.last_review ? new Date(j.last_review) : null };
}
