import type { Hotspot, MapLayer, MapQuiz } from '@shared/content';
import type {
  AnalyticsDto,
  HotspotDto,
  LocateAttemptRequest,
  LocateAttemptResult,
  LocateQuizDto,
  MapLayerDto,
  MapQuizDto,
  ProgressDto,
  ProgressRequest,
  QuizAttemptRequest,
  QuizAttemptResult,
} from '@shared/maps';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { queueForReview } from '@server/review-queue';
import * as repo from './repo';
import { distanceKm, LOCATE_POINTS, LOCATE_TIME_LIMIT, locateScore, radiusKm } from './scoring';

/**
 * Map Master's rules (issue 17). `paid` is the caller's plan as the guard computed it: a premium layer is open to a
 * paid plan only; a trial user sees its name and a subscribe prompt, and every read or write that would reveal or
 * use its hotspots or quizzes answers 402 `premium_layer`.
 */

const premiumRefused = (layer: MapLayer) =>
  new AppError(402, 'premium_layer', 'This map layer is part of the paid plans.', undefined, { layer: layer.name.en });

export async function openLayers(db: Executor, paid: boolean) {
  const a = await library.atlas(db);
  const open = new Set(a.layers.filter((l) => paid || !l.isPremium).map((l) => l.id));
  return { ...a, open };
}

export function layerOrThrow(a: library.Atlas & { open: Set<string> }, layerId: string): MapLayer {
  const layer = a.layers.find((l) => l.id === layerId);
  if (!layer) throw new AppError(404, 'not_found', 'No such map layer.', 'layerId');
  if (!a.open.has(layer.id)) throw premiumRefused(layer);
  return layer;
}

export async function categories(db: Executor) {
  return (await library.atlas(db)).categories;
}

export async function layers(db: Executor, paid: boolean, categoryId?: string): Promise<MapLayerDto[]> {
  const a = await openLayers(db, paid);
  return a.layers
    .filter((l) => categoryId === undefined || l.categoryId === categoryId)
    .map((l) => ({
      ...l,
      locked: !a.open.has(l.id),
      hotspotCount: a.hotspots.filter((h) => h.layerId === l.id).length,
      quizCount: a.quizzes.filter((q) => q.layerId === l.id).length,
    }));
}

export async function hotspots(db: Executor, paid: boolean, layerId?: string): Promise<HotspotDto[]> {
  const a = await openLayers(db, paid);
  if (layerId !== undefined) layerOrThrow(a, layerId);
  return a.hotspots.filter((h) => (layerId === undefined ? a.open.has(h.layerId) : h.layerId === layerId));
}

const listedQuiz = ({ correctAnswer: _c, explanation: _e, source: _s, ...q }: MapQuiz): MapQuizDto => q;

export async function quizzes(db: Executor, paid: boolean, layerId?: string): Promise<MapQuizDto[]> {
  const a = await openLayers(db, paid);
  if (layerId !== undefined) layerOrThrow(a, layerId);
  return a.quizzes.filter((q) => (layerId === undefined ? a.open.has(q.layerId) : q.layerId === layerId)).map(listedQuiz);
}

function locateQuiz(h: Hotspot, layer: MapLayer): LocateQuizDto {
  return {
    hotspotId: h.id,
    layerId: h.layerId,
    name: h.name,
    nameMarathi: h.nameMarathi,
    hotspotType: h.hotspotType,
    difficulty: h.difficulty,
    points: LOCATE_POINTS[h.difficulty],
    radiusKm: radiusKm(h.hotspotType, layer.scope),
    timeLimit: LOCATE_TIME_LIMIT[h.difficulty],
  };
}

/** Every open hotspot is a "find it on the map" question; the list names the place and never says where it is. */
export async function locateQuizzes(db: Executor, paid: boolean, layerId?: string): Promise<LocateQuizDto[]> {
  const a = await openLayers(db, paid);
  if (layerId !== undefined) layerOrThrow(a, layerId);
  const byId = new Map(a.layers.map((l) => [l.id, l]));
  return a.hotspots
    .filter((h) => (layerId === undefined ? a.open.has(h.layerId) : h.layerId === layerId))
    .map((h) => locateQuiz(h, byId.get(h.layerId)!));
}

const pick = (b: { en: string; mr: string }, lang: 'en' | 'mr' | 'hi') => (lang === 'mr' ? b.mr : b.en);

/** The server decides correctness and score from the stored key; whatever else the client sent was dropped by the schema. */
export async function attemptQuiz(db: Executor, userId: string, paid: boolean, req: QuizAttemptRequest, now: Date): Promise<QuizAttemptResult> {
  const a = await openLayers(db, paid);
  const quiz = a.quizzes.find((q) => q.id === req.quizId);
  if (!quiz) throw new AppError(404, 'not_found', 'No such map quiz.', 'quizId');
  layerOrThrow(a, quiz.layerId);
  const option = quiz.options.find((o) => o.id === req.selectedAnswer);
  if (!option) throw new AppError(400, 'validation_failed', "Invalid field 'selectedAnswer': not one of the quiz's options", 'selectedAnswer');
  const isCorrect = option.id === quiz.correctAnswer;
  const score = isCorrect ? quiz.points : 0;
  const attemptId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertAttempt(trx, {
      user_id: userId,
      layer_id: quiz.layerId,
      kind: 'choice',
      quiz_id: quiz.id,
      selected_answer: option.id,
      is_correct: isCorrect,
      score,
      time_spent: req.timeSpent,
      created_at: now,
    });
    if (!isCorrect) {
      const right = quiz.options.find((o) => o.id === quiz.correctAnswer)!;
      await queueForReview(trx, userId, [
        {
          source: 'maps',
          sourceRef: `quiz:${quiz.id}`,
          language: req.language,
          front: [pick(quiz.question, req.language), ...quiz.options.map((o) => `(${o.id}) ${pick(o.text, req.language)}`)].join('\n'),
          back: `(${right.id}) ${pick(right.text, req.language)}`,
          explanation: pick(quiz.explanation, req.language),
          citation: [quiz.source.title, quiz.source.detail].filter(Boolean).join(', '),
        },
      ]);
    }
    return id;
  });
  return {
    attemptId,
    quizId: quiz.id,
    selectedAnswer: option.id,
    isCorrect,
    score,
    points: quiz.points,
    correctAnswer: quiz.correctAnswer,
    explanation: quiz.explanation,
    timeSpent: req.timeSpent,
  };
}

/** Scored by the great-circle distance from the click to the place; a miss beyond the radius goes to the review queue. */
export async function attemptLocate(db: Executor, userId: string, paid: boolean, req: LocateAttemptRequest, now: Date): Promise<LocateAttemptResult> {
  const a = await openLayers(db, paid);
  const h = a.hotspots.find((x) => x.id === req.hotspotId);
  if (!h) throw new AppError(404, 'not_found', 'No such place.', 'hotspotId');
  const layer = layerOrThrow(a, h.layerId);
  const q = locateQuiz(h, layer);
  const distance = Math.round(distanceKm(req, h) * 10) / 10;
  const { isCorrect, score } = locateScore(q.points, distance, q.radiusKm);
  const attemptId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertAttempt(trx, {
      user_id: userId,
      layer_id: h.layerId,
      kind: 'locate',
      quiz_id: h.id,
      selected_answer: null,
      latitude: req.latitude,
      longitude: req.longitude,
      distance_km: distance,
      is_correct: isCorrect,
      score,
      time_spent: req.timeSpent,
      created_at: now,
    });
    if (!isCorrect) {
      const name = req.language === 'mr' ? h.nameMarathi : h.name;
      await queueForReview(trx, userId, [
        {
          source: 'maps',
          sourceRef: `hotspot:${h.id}`,
          language: req.language,
          front: req.language === 'mr' ? `नकाशावर शोधा: ${name}` : `Find it on the map: ${name}`,
          back: `${name} — ${h.latitude.toFixed(3)}° N, ${h.longitude.toFixed(3)}° E (${pick(layer.name, req.language)})`,
          explanation: pick(h.description, req.language),
          citation: [h.source.title, h.source.detail].filter(Boolean).join(', '),
        },
      ]);
    }
    return id;
  });
  return {
    attemptId,
    hotspotId: h.id,
    distanceKm: distance,
    radiusKm: q.radiusKm,
    isCorrect,
    score,
    points: q.points,
    latitude: h.latitude,
    longitude: h.longitude,
    timeSpent: req.timeSpent,
  };
}

export async function recordProgress(db: Executor, userId: string, paid: boolean, req: ProgressRequest, now: Date): Promise<ProgressDto> {
  const a = await openLayers(db, paid);
  layerOrThrow(a, req.layerId);
  const h = a.hotspots.find((x) => x.id === req.hotspotId && x.layerId === req.layerId);
  if (!h) throw new AppError(404, 'not_found', 'No such place on this layer.', 'hotspotId');
  await repo.markViewed(db, userId, req.layerId, h.id, now);
  return progress(db, userId);
}

/** A layer is completed when every hotspot of it was viewed and every quiz of it answered correctly at least once. */
export async function progress(db: Executor, userId: string): Promise<ProgressDto> {
  const [a, viewed, totals] = await Promise.all([library.atlas(db), repo.viewedHotspots(db, userId), repo.attemptTotals(db, userId)]);
  const seen = new Set(viewed);
  const right = new Set(totals.correctQuizIds);
  const layers = a.layers.map((l) => {
    const hs = a.hotspots.filter((h) => h.layerId === l.id);
    const qs = a.quizzes.filter((q) => q.layerId === l.id);
    const hotspotsViewed = hs.filter((h) => seen.has(h.id)).length;
    const quizzesCorrect = qs.filter((q) => right.has(q.id)).length;
    return {
      layerId: l.id,
      hotspotsViewed,
      totalHotspots: hs.length,
      quizzesCorrect,
      totalQuizzes: qs.length,
      completed: hs.length > 0 && hotspotsViewed === hs.length && quizzesCorrect === qs.length,
    };
  });
  // hotspots removed from the library since they were viewed are not counted
  const known = new Set(a.hotspots.map((h) => h.id));
  return { viewedHotspotIds: viewed.filter((id) => known.has(id)), layers };
}

export async function analytics(db: Executor, userId: string): Promise<AnalyticsDto> {
  const [a, p, totals] = await Promise.all([library.atlas(db), progress(db, userId), repo.attemptTotals(db, userId)]);
  const { choice, locate } = totals;
  return {
    user: {
      completedLayers: p.layers.filter((l) => l.completed).length,
      accuracy: choice.attempts ? Math.round((choice.correct / choice.attempts) * 1000) / 10 : 0,
      totalAttempts: choice.attempts,
      correctAttempts: choice.correct,
      totalScore: choice.score + locate.score,
      hotspotsViewed: p.viewedHotspotIds.length,
      locateAttempts: locate.attempts,
      locateWithinRadius: locate.correct,
    },
    totalLayers: a.layers.length,
    totalHotspots: a.hotspots.length,
    totalQuizzes: a.quizzes.length,
  };
}
