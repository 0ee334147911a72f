import type { Hotspot, MapCategory, MapLayer, MapQuiz } from '@shared/content';
import type { Executor } from '../db/database';
import { tableGeneration } from '../db/table-writes';

/**
 * Map Master's content (categories, layers, hotspots, quizzes; migration 003-content, seeded from content/maps/).
 * About 400 small rows: read once and held until the seed writes one of the tables again.
 */
export interface Atlas {
  categories: MapCategory[];
  layers: MapLayer[];
  hotspots: Hotspot[];
  quizzes: MapQuiz[];
}

const TABLES = ['map_categories', 'map_layers', 'map_hotspots', 'map_quizzes'] as const;
const generation = () => TABLES.reduce((n, t) => n + tableGeneration(t), 0);
const held = new WeakMap<Executor, { generation: number; atlas: Promise<Atlas> }>();

export async function atlas(db: Executor): Promise<Atlas> {
  if (db.isTransaction) return readAtlas(db);
  const g = generation();
  const h = held.get(db);
  if (h?.generation === g) return h.atlas;
  const read = readAtlas(db);
  held.set(db, { generation: g, atlas: read });
  read.catch(() => held.delete(db));
  return read;
}

async function readAtlas(db: Executor): Promise<Atlas> {
  const [categories, layers, hotspots, quizzes] = await Promise.all([
    db.selectFrom('map_categories').selectAll().orderBy('position').execute(),
    db.selectFrom('map_layers').selectAll().orderBy('position').execute(),
    db.selectFrom('map_hotspots').selectAll().orderBy('position').execute(),
    db.selectFrom('map_quizzes').selectAll().orderBy('position').execute(),
  ]);
  return {
    categories: categories.map((c) => ({ id: c.id, icon: c.icon, name: { en: c.name_en, mr: c.name_mr } })),
    layers: layers.map((l) => ({
      id: l.id,
      categoryId: l.category_id,
      name: { en: l.name_en, mr: l.name_mr },
      description: l.description,
      scope: l.scope as MapLayer['scope'],
      isPremium: l.is_premium,
      boundingBox: { north: l.north, south: l.south, east: l.east, west: l.west },
    })),
    hotspots: hotspots.map((h) => ({
      id: h.id,
      layerId: h.layer_id,
      name: h.name,
      nameMarathi: h.name_marathi,
      hotspotType: h.hotspot_type as Hotspot['hotspotType'],
      difficulty: h.difficulty as Hotspot['difficulty'],
      latitude: h.latitude,
      longitude: h.longitude,
      description: h.description,
      source: h.source,
    })),
    quizzes: quizzes.map((q) => ({
      id: q.id,
      layerId: q.layer_id,
      question: { en: q.question_en, mr: q.question_mr },
      difficulty: q.difficulty as MapQuiz['difficulty'],
      points: q.points,
      timeLimit: q.time_limit,
      quizType: q.quiz_type as MapQuiz['quizType'],
      options: q.options as MapQuiz['options'],
      correctAnswer: q.correct_answer as MapQuiz['correctAnswer'],
      explanation: q.explanation,
      source: q.source,
    })),
  };
}
