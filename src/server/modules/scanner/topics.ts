import type { Executor } from '@server/db/database';
import { findTopics, type TopicMatch } from '@server/ai/retrieval';

/**
 * The library's topics for a question's stem, held for a minute: one scan asks twice (the answer task and the
 * classification), and retrieval is most of a typed scan's time. At most 32 stems per database are held.
 */
const HOLD_MS = 60_000;
const MAX = 32;
const held = new WeakMap<Executor, Map<string, { at: number; matches: Promise<TopicMatch[]> }>>();

export function topicsFor(db: Executor, stem: string): Promise<TopicMatch[]> {
  let m = held.get(db);
  if (!m) held.set(db, (m = new Map()));
  const now = Date.now();
  const hit = m.get(stem);
  if (hit && now - hit.at < HOLD_MS) return hit.matches;
  const matches = findTopics(db, stem, { limit: 3 });
  matches.catch(() => m.delete(stem));
  m.set(stem, { at: now, matches });
  while (m.size > MAX) m.delete(m.keys().next().value!);
  return matches;
}
