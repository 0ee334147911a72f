import { z } from 'zod';
import { bilingual, difficulty, id, source } from './common';

export const boundingBox = z
  .object({ north: z.number().min(-90).max(90), south: z.number().min(-90).max(90), east: z.number().min(-180).max(180), west: z.number().min(-180).max(180) })
  .strict()
  .refine((b) => b.north > b.south && b.east > b.west, 'north must exceed south and east must exceed west');
export type BoundingBox = z.infer<typeof boundingBox>;

/** Maharashtra's and India's true extents (with a small margin for coastal points). */
export const MAHARASHTRA_BBOX = { north: 22.1, south: 15.6, east: 80.95, west: 72.6 } as const;
export const INDIA_BBOX = { north: 37.1, south: 6.7, east: 97.45, west: 68.1 } as const;

export const mapCategory = z.object({ id, icon: z.string().min(2), name: bilingual }).strict();
export const mapLayer = z
  .object({ id, categoryId: id, name: bilingual, description: bilingual, scope: z.enum(['maharashtra', 'india']), isPremium: z.boolean(), boundingBox })
  .strict();
export const hotspot = z
  .object({
    id,
    layerId: id,
    name: z.string().trim().min(2),
    nameMarathi: z.string().trim().min(2),
    hotspotType: z.enum(['fort', 'river', 'dam', 'sanctuary', 'national-park', 'hill', 'pass', 'district-hq', 'port', 'city', 'lake', 'beach', 'cave', 'pilgrimage', 'peak', 'island', 'plateau', 'industry', 'other']),
    difficulty,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    description: bilingual,
    source,
  })
  .strict();
export const mapQuiz = z
  .object({
    id,
    layerId: id,
    question: bilingual,
    difficulty,
    points: z.number().int().positive(),
    timeLimit: z.number().int().positive(),
    quizType: z.enum(['identify', 'location', 'fact']),
    options: z.array(z.object({ id: z.enum(['a', 'b', 'c', 'd']), text: bilingual }).strict()).length(4),
    correctAnswer: z.enum(['a', 'b', 'c', 'd']),
    explanation: bilingual,
    source,
  })
  .strict();
export type MapCategory = z.infer<typeof mapCategory>;
export type MapLayer = z.infer<typeof mapLayer>;
export type Hotspot = z.infer<typeof hotspot>;
export type MapQuiz = z.infer<typeof mapQuiz>;
