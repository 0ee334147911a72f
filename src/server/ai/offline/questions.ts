import type { Kysely } from 'kysely';
import type { AiLanguage, TopicQuestion } from '../../../shared/ai';
import type { Database } from '../../db/schema';
import * as topicRepo from '../../modules/topic/repo';
import type { McqRow } from '../../modules/topic/repo';
import type { GenerateQuestionsRequest } from '../later-tasks';
import { toTopicQuestion } from '../library';
import { findTopic } from '../retrieval';

/** Questions come from the bank, never made up: chosen by topic, then related topics, then difficulty. */
export const MAX_TOPIC_QUESTIONS = 10;
const ORDER: Record<string, readonly string[]> = {
  easy: ['easy', 'medium', 'hard'],
  beginner: ['easy', 'medium', 'hard'],
  medium: ['medium', 'easy', 'hard'],
  intermediate: ['medium', 'easy', 'hard'],
  hard: ['hard', 'medium', 'easy'],
  advanced: ['hard', 'medium', 'easy'],
};
const FREQUENCY_RANK: Record<string, number> = { frequent: 0, moderate: 1, rare: 2 };

/** Bank questions ordered for a level: the topic's own first, preferred difficulty first, frequently asked first. */
export function orderQuestions(rows: readonly McqRow[], topicIds: readonly string[], level: string): McqRow[] {
  const diff = ORDER[level] ?? ORDER.medium!;
  const topicRank = (r: McqRow) => {
    const i = topicIds.indexOf(r.topic_id);
    return i < 0 ? topicIds.length : i;
  };
  return [...rows].sort(
    (a, b) =>
      topicRank(a) - topicRank(b) ||
      diff.indexOf(a.difficulty) - diff.indexOf(b.difficulty) ||
      (FREQUENCY_RANK[a.frequency] ?? 3) - (FREQUENCY_RANK[b.frequency] ?? 3) ||
      a.id.localeCompare(b.id),
  );
}

export async function questionsForTopic(
  db: Kysely<Database>,
  topicIds: readonly string[],
  level: string,
  lang: AiLanguage,
  max = MAX_TOPIC_QUESTIONS,
): Promise<TopicQuestion[]> {
  const rows = await topicRepo.mcqsByTopicIds(db, topicIds);
  return orderQuestions(rows, topicIds, level).slice(0, max).map((q) => toTopicQuestion(q, lang));
}

/** generateQuestions, offline: a topic (found by search) or a subject's questions from the bank. */
export async function bankQuestions(db: Kysely<Database>, input: GenerateQuestionsRequest): Promise<TopicQuestion[]> {
  const level = input.difficulty ?? 'medium';
  let rows: McqRow[] = [];
  if (input.topic) {
    const match = await findTopic(db, input.topic, { subjects: input.subject ? [input.subject] : undefined });
    if (!match) return [];
    const ids = [match.topic.id, ...(match.note?.relatedTopics ?? [])];
    rows = orderQuestions(await topicRepo.mcqsByTopicIds(db, ids), ids, level);
  } else if (input.subject) {
    rows = orderQuestions(await topicRepo.mcqsBySubjects(db, [input.subject], 500), [], level);
  }
  const chosen = input.difficulty ? rows.filter((r) => r.difficulty === input.difficulty) : rows;
  return (chosen.length >= input.count ? chosen : rows).slice(0, input.count).map((q) => toTopicQuestion(q, input.language));
}
