import type { SyllabusTopic, TopicNote } from '@shared/content';
import { PLANNER_SUBJECTS } from '@shared/subjects';
import type { Executor } from '../db/database';
import * as library from '../library';
import { contentQuery, coverage, isStopWord, terms, words } from './text/tokens';

/**
 * Finding what the library holds on a question or a topic: full-text search (searchContent) over topics and notes
 * ranks candidates; each candidate must then hold the query's content words (all of one or two, 60% of more; by
 * prefix, or within a typo) — searchContent falls back to any-word matching and spelling correction, which on its
 * own would answer "quantum gravity" with any note that says "quantum". The subject, when given, goes first.
 */
export interface TopicMatch {
  topic: SyllabusTopic;
  note: TopicNote | null;
  /** search score × coverage, comparable within one call */
  score: number;
  coverage: number;
}

const CANDIDATES = 8;

/** All of one or two words, and at least 60% of longer queries, must be found. */
export const enoughCoverage = (c: number, queryTerms: number) => (queryTerms <= 2 ? c >= 0.999 : c >= 0.6);

/** What a topic is about: its words in both languages, its note's, and its subject's name ("Indian Polity"). */
export function docTerms(topic: SyllabusTopic, note: TopicNote | null): Set<string> {
  const subject = PLANNER_SUBJECTS.find((s) => s.id === topic.subject);
  const parts = [
    topic.topic.en,
    topic.topic.mr,
    topic.description.en,
    topic.description.mr,
    ...topic.subtopics.flatMap((s) => [s.en, s.mr]),
    subject?.en ?? '',
    subject?.mr ?? '',
  ];
  if (note) parts.push(note.title.en, note.title.mr, note.summary.en, note.summary.mr, ...note.keyFacts.flatMap((f) => [f.en, f.mr]));
  return new Set(terms(parts.join(' \n ')));
}

export async function findTopics(db: Executor, query: string, opts: { subjects?: readonly string[]; limit?: number } = {}): Promise<TopicMatch[]> {
  const qTerms = [...new Set(terms(query))];
  if (!qTerms.length) return [];
  // a word the library never uses means the question is about something it doesn't hold
  if (
    (
      await library.unknownWords(
        db,
        words(query).filter((w) => !isStopWord(w)),
      )
    ).length
  )
    return [];
  const hits = await library.searchContent(db, contentQuery(query), { kinds: ['topic', 'note'], limit: 60 });
  // the subject's own topics first, when it has any among the hits: "Maharashtra history" means that subject
  const inSubject = opts.subjects?.length ? hits.filter((h) => opts.subjects!.includes(h.subject)) : [];
  const best = new Map<string, number>();
  for (const h of inSubject.length ? inSubject : hits) best.set(h.topicId, Math.max(best.get(h.topicId) ?? 0, h.score));
  const ids = [...best.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CANDIDATES)
    .map(([id]) => id);
  if (!ids.length) return [];
  const [topics, notes] = await Promise.all([library.topicsByIds(db, ids), library.notesByTopicIds(db, ids)]);
  const noteOf = new Map(notes.map((n) => [n.topicId, n]));
  const matches: TopicMatch[] = [];
  for (const topic of topics) {
    const note = noteOf.get(topic.id) ?? null;
    const cov = coverage(qTerms, docTerms(topic, note));
    if (enoughCoverage(cov, qTerms.length)) matches.push({ topic, note, coverage: cov, score: (best.get(topic.id) ?? 0) * (0.5 + cov) });
  }
  return matches.sort((a, b) => b.score - a.score).slice(0, opts.limit ?? CANDIDATES);
}

export async function findTopic(db: Executor, query: string, opts: { subjects?: readonly string[] } = {}): Promise<TopicMatch | null> {
  return (await findTopics(db, query, { ...opts, limit: 1 }))[0] ?? null;
}

/** Topic titles of any search hit, for "the library has nothing on X; try Y" (never made up). */
export async function suggestTopics(db: Executor, query: string, lang: 'english' | 'marathi', limit = 4): Promise<string[]> {
  const q = contentQuery(query);
  if (!q) return [];
  const hits = await library.searchContent(db, q, { kinds: ['topic'], limit, lang });
  return [...new Set(hits.map((h) => h.title))];
}
