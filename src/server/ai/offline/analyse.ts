import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { detectLang, findSimilarQuestions } from '../../modules/content/repo';
import * as topicRepo from '../../modules/topic/repo';
import type { QuestionAnalysis, QuestionAnalysisRequest } from '../later-tasks';
import { pick } from '../library';
import { findTopic } from '../retrieval';
import { subjectName } from '../subjects';

type Analysis = Omit<QuestionAnalysis, 'engine' | 'model' | 'fallback' | 'cached'>;

/**
 * A question (typed or scanned) placed in the library: its near-duplicates in the bank (trigram similarity), the
 * topic they — or, failing them, full-text search — point to, and how likely it is to be asked again, judged by
 * how often those bank questions were asked in past papers.
 */
export async function analyseOffline(db: Kysely<Database>, input: QuestionAnalysisRequest): Promise<Analysis> {
  const lang = input.language ?? detectLang(input.text);
  const similar = await findSimilarQuestions(db, input.text, { limit: 5, threshold: 0.3 });
  const rows = await topicRepo.mcqsByTopicIds(db, [...new Set(similar.map((s) => s.topicId))]);
  const nearest = rows.find((r) => r.id === similar[0]?.id);
  let topicId = nearest?.topic_id ?? null;
  if (!topicId) topicId = (await findTopic(db, input.text))?.topic.id ?? null;
  const topic = topicId ? (await topicRepo.topicsByIds(db, [topicId]))[0] : undefined;
  const frequent = rows.filter((r) => similar.some((s) => s.id === r.id) && r.frequency === 'frequent').length;
  return {
    found: !!topic,
    topicMapping: topic ? { subject: subjectName(topic.subject, lang), topic: pick({ en: topic.topic_en, mr: topic.topic_mr }, lang), topicId: topic.id } : null,
    difficulty: nearest?.difficulty ?? null,
    repetitionProbability: similar.length ? (frequent >= 2 ? 'high' : frequent === 1 ? 'medium' : 'low') : null,
    similarQuestions: similar.map((s) => ({ id: s.id, question: s.question, score: s.score })),
  };
}
