import {
  DEFAULT_NEW_PER_DAY,
  DEFAULT_REVIEWS_PER_DAY,
  FORECAST_DAYS,
  LEECH_LAPSES,
  type DueResponse,
  type ReviewRequest,
  type ReviewResponse,
  type ReviewSettingsDto,
  type StatsResponse,
} from '@shared/flashcards';
import { addDays, DAY_MS, indiaDay } from '@server/clock';
import type { Db, Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import { takeReviewInbox } from '@server/review-queue';
import { cardDtos } from './dto';
import * as repo from './repo';
import * as statsRepo from './stats-repo';
import { examCap, inExamFinalDays, memoryFromJson, memoryJson, newMemory, orderDue, preview, rate, type MemoryState } from './scheduler';

/** The FSRS review: the due queue, ratings, undo, stats and the candidate's daily limits. */

/** An offline rating synced later keeps its time, but no older than this. */
const OFFLINE_MAX_AGE_MS = 7 * DAY_MS;

const memoryOf = (r: repo.CardRow): MemoryState => ({
  due: new Date(r.due),
  stability: r.stability,
  difficulty: r.difficulty,
  elapsed_days: r.elapsed_days,
  scheduled_days: r.scheduled_days,
  learning_steps: r.learning_steps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  last_review: r.last_review ? new Date(r.last_review) : null,
});

export async function settingsOf(db: Executor, userId: string): Promise<ReviewSettingsDto> {
  const s = await statsRepo.settings(db, userId);
  return s
    ? { newPerDay: s.new_per_day, reviewsPerDay: s.reviews_per_day, streakOptIn: s.streak_opt_in }
    : { newPerDay: DEFAULT_NEW_PER_DAY, reviewsPerDay: DEFAULT_REVIEWS_PER_DAY, streakOptIn: false };
}

export async function saveSettings(db: Executor, userId: string, change: Partial<ReviewSettingsDto>): Promise<ReviewSettingsDto> {
  const next = { ...(await settingsOf(db, userId)), ...change };
  await statsRepo.saveSettings(db, userId, { new_per_day: next.newPerDay, reviews_per_day: next.reviewsPerDay, streak_opt_in: next.streakOptIn });
  return next;
}

/** The review queue's inbox (missed exam questions, map hotspots…) becomes cards, one deck per source. */
export async function absorbInbox(db: Db, userId: string, now: Date): Promise<number> {
  return db.kysely.transaction().execute(async (trx) => {
    const items = await takeReviewInbox(trx, userId);
    let added = 0;
    for (const it of items) {
      const deck = await repo.deckId(trx, { userId, source: it.source, name: it.source, subjectId: null, language: it.language });
      const rows = await repo.insertCards(trx, [
        {
          user_id: userId,
          deck_id: deck,
          source: it.source,
          source_ref: it.sourceRef,
          language: it.language,
          subject_id: it.subjectId,
          topic_id: it.topicId,
          front: it.front,
          back: it.back,
          explanation: it.explanation,
          citation: it.citation,
          ...newMemory(now),
        },
      ]);
      added += rows.length;
    }
    return added;
  });
}

export async function dueQueue(db: Db, userId: string, now: Date): Promise<DueResponse> {
  await absorbInbox(db, userId, now);
  const k = db.kysely;
  const [settings, examDate, counts, due, newTotal, next, last] = await Promise.all([
    settingsOf(k, userId),
    repo.examDate(k, userId),
    repo.countsOn(k, userId, indiaDay(now)),
    repo.dueCards(k, userId, now),
    repo.newCount(k, userId),
    repo.nextDue(k, userId, now),
    repo.lastReview(k, userId),
  ]);
  const examMode = inExamFinalDays(examDate, now);
  const reviewRoom = Math.max(0, settings.reviewsPerDay - counts.reviewsToday);
  const newRoom = Math.max(0, settings.newPerDay - counts.newToday);
  const reviews = orderDue(
    due.map((r) => ({ ...memoryOf(r), row: r })),
    now,
    examMode,
  )
    .slice(0, reviewRoom)
    .map((m) => m.row);
  const fresh = await repo.newCards(k, userId, newRoom);
  const rows = [...reviews, ...fresh];
  const cap = examCap(examDate, now);
  const dtos = await cardDtos(k, rows);
  return {
    cards: dtos.map((d, i) => ({ ...d, intervals: preview(memoryOf(rows[i]!), now, cap) })),
    newToday: counts.newToday,
    reviewsToday: counts.reviewsToday,
    settings,
    heldBack: due.length - reviews.length + (newTotal - fresh.length),
    examDate,
    examMode,
    nextDue: next?.toISOString() ?? null,
    canUndo: !!last,
  };
}

export async function review(db: Db, userId: string, cardId: string, body: ReviewRequest, now: Date): Promise<ReviewResponse> {
  try {
    return await reviewOnce(db, userId, cardId, body, now);
  } catch (err) {
    // the same clientId sent twice at once (two tabs syncing): the other one won; answer as a duplicate
    if (body.clientId && err instanceof Error && /flashcard_reviews_client_once/.test(err.message)) return reviewOnce(db, userId, cardId, body, now);
    throw err;
  }
}

async function reviewOnce(db: Db, userId: string, cardId: string, body: ReviewRequest, now: Date): Promise<ReviewResponse> {
  const out = await db.kysely.transaction().execute(async (trx) => {
    if (body.clientId) {
      const seen = await repo.reviewByClientId(trx, userId, body.clientId);
      if (seen) {
        const row = await repo.card(trx, userId, seen.card_id);
        if (!row) throw new AppError(404, 'not_found', 'No such card.');
        return {
          row,
          intervalMinutes: Math.max(0, Math.round((new Date(row.due).getTime() - now.getTime()) / 60_000)),
          capped: false,
          duplicate: true,
        };
      }
    }
    const row = await repo.card(trx, userId, cardId, { lock: true });
    if (!row) throw new AppError(404, 'not_found', 'No such card.');
    const before = memoryOf(row);
    // an offline rating keeps its own time within the last week, never before the card's last review or after now
    const sent = body.reviewedAt ? new Date(body.reviewedAt).getTime() : now.getTime();
    const floor = Math.max(now.getTime() - OFFLINE_MAX_AGE_MS, before.last_review?.getTime() ?? 0);
    const at = new Date(Math.min(now.getTime(), Math.max(floor, sent)));
    const rated = rate(before, body.rating, at, examCap(await repo.examDate(trx, userId), at));
    await repo.insertReview(trx, {
      userId,
      cardId,
      clientId: body.clientId ?? null,
      rating: body.rating,
      stateBefore: before.state,
      at,
      day: indiaDay(at),
      before: memoryJson(before),
    });
    const updated = await repo.setMemory(trx, cardId, rated.memory);
    return { row: updated, intervalMinutes: rated.intervalMinutes, capped: rated.capped, duplicate: false };
  });
  const [card] = await cardDtos(db.kysely, [out.row]);
  return { card: card!, intervalMinutes: out.intervalMinutes, capped: out.capped, duplicate: out.duplicate };
}

/** Takes back the candidate's last rating: the card is as it was before it, and the rating no longer counts. */
export async function undo(db: Db, userId: string) {
  const row = await db.kysely.transaction().execute(async (trx) => {
    const last = await repo.lastReview(trx, userId, { lock: true });
    if (!last) throw new AppError(409, 'review_nothing_to_undo', 'There is no rating to undo.');
    const restored = await repo.setMemory(trx, last.card_id, memoryFromJson(last.card_before as ReturnType<typeof memoryJson>));
    await repo.deleteReview(trx, last.id);
    return restored;
  });
  return { card: (await cardDtos(db.kysely, [row]))[0]! };
}

/** Days in a row with a review, ending today or yesterday. */
export function streakOf(days: readonly string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}

export async function stats(db: Executor, userId: string, now: Date): Promise<StatsResponse> {
  const today = indiaDay(now);
  const from = addDays(today, -(FORECAST_DAYS - 1));
  const [settings, byDay, learned, totals, dues] = await Promise.all([
    settingsOf(db, userId),
    statsRepo.reviewsByDay(db, userId, from),
    statsRepo.learnedReviews(db, userId, from),
    statsRepo.totals(db, userId, LEECH_LAPSES),
    statsRepo.dueDates(db, userId, new Date(now.getTime() + FORECAST_DAYS * DAY_MS)),
  ]);
  const counted = new Map(byDay.map((r) => [r.review_day, r]));
  const days = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const day = addDays(from, i);
    const r = counted.get(day);
    return { day, reviews: r?.reviews ?? 0, again: r?.again ?? 0 };
  });
  const forecastCounts = new Map<string, number>();
  for (const d of dues) {
    const day = d.getTime() <= now.getTime() ? today : indiaDay(d);
    forecastCounts.set(day, (forecastCounts.get(day) ?? 0) + 1);
  }
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, i) => {
    const day = addDays(today, i);
    return { day, due: forecastCounts.get(day) ?? 0 };
  });
  return {
    days,
    retention: learned.total ? (learned.total - learned.again) / learned.total : null,
    reviewsTotal: totals.reviews,
    forecast,
    streak: settings.streakOptIn ? streakOf(await statsRepo.reviewDays(db, userId), today) : null,
    leeches: totals.leeches,
    settings,
  };
}
