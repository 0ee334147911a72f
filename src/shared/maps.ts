import { z } from 'zod';
import { HOTSPOT_TYPES } from './maps-constants';

/**
 * Map Master (issue 17, docs/decisions/014-map-master.md): the map's content as the candidate may see it, quiz
 * attempts scored on the server, progress, analytics and bookmarks. Content fields come in English and Marathi; the
 * web picks the reader's language. Lists never carry a quiz's correct answer or a find-on-map place's coordinates.
 */

export * from './maps-constants';

const bilingualDto = z.object({ en: z.string(), mr: z.string() });
const contentId = z.string().trim().min(1).max(100);
/** Query parameters sent empty (`?layerId=`) mean "no filter". */
const optionalId = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), contentId.optional());

export const mapCategoryDto = z.object({ id: z.string(), icon: z.string(), name: bilingualDto });
export type MapCategoryDto = z.infer<typeof mapCategoryDto>;

export const mapLayerDto = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: bilingualDto,
  description: bilingualDto,
  scope: z.enum(['maharashtra', 'india']),
  isPremium: z.boolean(),
  /** Premium and the caller has no paid plan: the name and a subscribe prompt only, never the hotspots. */
  locked: z.boolean(),
  boundingBox: z.object({ north: z.number(), south: z.number(), east: z.number(), west: z.number() }),
  hotspotCount: z.number().int(),
  quizCount: z.number().int(),
});
export type MapLayerDto = z.infer<typeof mapLayerDto>;
export const layersQuery = z.object({ categoryId: optionalId });

export const hotspotDto = z.object({
  id: z.string(),
  layerId: z.string(),
  name: z.string(),
  nameMarathi: z.string(),
  hotspotType: z.enum(HOTSPOT_TYPES),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  latitude: z.number(),
  longitude: z.number(),
  description: bilingualDto,
  source: z.object({ title: z.string(), detail: z.string().optional(), url: z.string().optional() }),
});
export type HotspotDto = z.infer<typeof hotspotDto>;
export const layerFilter = z.object({ layerId: optionalId });

/** A multiple-choice quiz as listed: no correct answer, no explanation (they come back with the attempt's result). */
export const mapQuizDto = z.object({
  id: z.string(),
  layerId: z.string(),
  question: bilingualDto,
  difficulty: z.enum(['easy', 'medium', 'hard']),
  points: z.number().int(),
  timeLimit: z.number().int(),
  quizType: z.enum(['identify', 'location', 'fact']),
  options: z.array(z.object({ id: z.string(), text: bilingualDto })),
});
export type MapQuizDto = z.infer<typeof mapQuizDto>;

/** Seconds the candidate spent: measured by the web from the modal's opening, bounded here. */
const timeSpent = z.number().int().min(0).max(3600);
/** The language the candidate studies in: the review card sent after a miss is written in it. */
const reviewLanguage = z.enum(['en', 'mr', 'hi']).default('en');

/**
 * POST /api/maps/quiz-attempt. The seed also sent `isCorrect` and `score`: they are accepted for compatibility and
 * ignored (the object is not strict, so unknown keys are dropped before the service sees them).
 */
export const quizAttemptRequest = z.object({
  quizId: contentId,
  selectedAnswer: z.string().trim().min(1).max(10),
  timeSpent,
  language: reviewLanguage,
});
export type QuizAttemptRequest = z.infer<typeof quizAttemptRequest>;
export const quizAttemptResult = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  selectedAnswer: z.string(),
  isCorrect: z.boolean(),
  score: z.number().int(),
  points: z.number().int(),
  correctAnswer: z.string(),
  explanation: bilingualDto,
  timeSpent: z.number().int(),
});
export type QuizAttemptResult = z.infer<typeof quizAttemptResult>;

/** A "find it on the map" question: the place's name, never where it is. */
export const locateQuizDto = z.object({
  hotspotId: z.string(),
  layerId: z.string(),
  name: z.string(),
  nameMarathi: z.string(),
  hotspotType: z.enum(HOTSPOT_TYPES),
  difficulty: z.enum(['easy', 'medium', 'hard']),
  points: z.number().int(),
  /** Full points within this distance of the place. */
  radiusKm: z.number(),
  timeLimit: z.number().int(),
});
export type LocateQuizDto = z.infer<typeof locateQuizDto>;
export const locateAttemptRequest = z.object({
  hotspotId: contentId,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timeSpent,
  language: reviewLanguage,
});
export type LocateAttemptRequest = z.infer<typeof locateAttemptRequest>;
export const locateAttemptResult = z.object({
  attemptId: z.string(),
  hotspotId: z.string(),
  distanceKm: z.number(),
  radiusKm: z.number(),
  isCorrect: z.boolean(),
  score: z.number().int(),
  points: z.number().int(),
  /** The true location, shown after the answer. */
  latitude: z.number(),
  longitude: z.number(),
  timeSpent: z.number().int(),
});
export type LocateAttemptResult = z.infer<typeof locateAttemptResult>;

export const PROGRESS_TYPES = ['viewed'] as const;
export const progressRequest = z.object({ layerId: contentId, hotspotId: contentId, progressType: z.enum(PROGRESS_TYPES) }).strict();
export type ProgressRequest = z.infer<typeof progressRequest>;
export const layerProgressDto = z.object({
  layerId: z.string(),
  hotspotsViewed: z.number().int(),
  totalHotspots: z.number().int(),
  quizzesCorrect: z.number().int(),
  totalQuizzes: z.number().int(),
  completed: z.boolean(),
});
export type LayerProgressDto = z.infer<typeof layerProgressDto>;
export const progressDto = z.object({ viewedHotspotIds: z.array(z.string()), layers: z.array(layerProgressDto) });
export type ProgressDto = z.infer<typeof progressDto>;

export const analyticsDto = z.object({
  user: z.object({
    completedLayers: z.number().int(),
    /** Correct multiple-choice attempts over all of them, in per cent (0 with no attempts). */
    accuracy: z.number(),
    totalAttempts: z.number().int(),
    correctAttempts: z.number().int(),
    totalScore: z.number().int(),
    hotspotsViewed: z.number().int(),
    locateAttempts: z.number().int(),
    locateWithinRadius: z.number().int(),
  }),
  totalLayers: z.number().int(),
  totalHotspots: z.number().int(),
  totalQuizzes: z.number().int(),
});
export type AnalyticsDto = z.infer<typeof analyticsDto>;

export const createBookmarkRequest = z
  .object({ hotspotId: contentId.optional(), layerId: contentId.optional() })
  .strict()
  .refine((b) => (b.hotspotId === undefined) !== (b.layerId === undefined), 'send exactly one of hotspotId and layerId');
export type CreateBookmarkRequest = z.infer<typeof createBookmarkRequest>;
export const mapBookmarkDto = z.object({
  id: z.string(),
  kind: z.enum(['hotspot', 'layer']),
  hotspotId: z.string().nullable(),
  layerId: z.string(),
  name: bilingualDto,
  hotspotType: z.enum(HOTSPOT_TYPES).nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
});
export type MapBookmarkDto = z.infer<typeof mapBookmarkDto>;
export const bookmarkParams = z.object({ id: z.uuid() });
