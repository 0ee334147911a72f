import {
  ESSAY_LIST_SIZE,
  ESSAY_SUGGESTED_TOPICS,
  type EssayComparison,
  type EssayDraft,
  type EssayDraftResponse,
  type EssayDetail,
  type EssayEvaluation,
  type EssaySubmitRequest,
  type EssaySuggestion,
  type EssaySummary,
} from '@shared/essay';
import type { AiService } from '@server/ai/service';
import type { Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { evaluateEssayTask } from './ai-tasks';
import * as repo from './repo';

/** The same topic however it is typed: case, spacing and punctuation aside. */
export const topicKey = (topic: string) =>
  topic
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** Eight suggested topics from the library, one theme each first so the list is varied. */
export async function suggestions(db: Executor): Promise<EssaySuggestion[]> {
  const all = await library.essayTopics(db);
  const seen = new Set<string>();
  const firsts = all.filter((t) => !seen.has(t.theme) && seen.add(t.theme));
  const rest = all.filter((t) => !firsts.includes(t));
  return [...firsts, ...rest].slice(0, ESSAY_SUGGESTED_TOPICS).map((t) => ({ id: t.id, theme: t.theme, title: t.title }));
}

/** The candidate's essay, scored with the rubric, stored, and compared with their previous essay on the topic. */
export async function submit(db: Executor, ai: AiService, userId: string, req: EssaySubmitRequest, clock: Clock): Promise<EssayDetail> {
  const { engine, model, fallback: _f, cached: _c, ...evaluation } = await ai.run(evaluateEssayTask, userId, req);
  const row = await repo.insertEssay(db, {
    user_id: userId,
    topic: req.topic,
    topic_key: topicKey(req.topic),
    language: req.language,
    content: req.content,
    word_count: evaluation.wordCount,
    target_words: req.wordCount,
    ai_score: evaluation.aiScore,
    evaluation,
    engine,
    model,
    created_at: clock(),
  });
  // the essay is in: the draft it was written in is done
  await repo.deleteDraft(db, userId);
  return detail(db, row);
}

export async function recent(db: Executor, userId: string): Promise<EssaySummary[]> {
  const rows = await repo.recentEssays(db, userId, ESSAY_LIST_SIZE);
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    wordCount: r.word_count,
    language: r.language as EssaySummary['language'],
    aiScore: r.ai_score,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** Another user's essay is a 404, like one that does not exist. */
export async function get(db: Executor, userId: string, id: string): Promise<EssayDetail> {
  const row = await repo.findOwnEssay(db, userId, id);
  if (!row) throw new AppError(404, 'not_found', 'Essay not found');
  return detail(db, row);
}

async function detail(db: Executor, row: repo.EssayRow): Promise<EssayDetail> {
  const evaluation = row.evaluation as EssayEvaluation;
  const prev = await repo.previousOnTopic(db, row.user_id, row.topic_key, new Date(row.created_at), row.id);
  return {
    id: row.id,
    topic: row.topic,
    wordCount: row.word_count,
    language: row.language as EssayDetail['language'],
    aiScore: row.ai_score,
    createdAt: new Date(row.created_at).toISOString(),
    content: row.content,
    evaluation,
    engine: row.engine as EssayDetail['engine'],
    model: row.model,
    previous: prev ? compare(prev, evaluation) : null,
  };
}

/** Criterion by criterion: the previous attempt's score beside this one's. */
export function compare(prev: repo.EssayRow, now: EssayEvaluation): EssayComparison {
  const before = new Map((prev.evaluation as EssayEvaluation).criteria.map((c) => [c.id, c.score]));
  return {
    previousId: prev.id,
    previousScore: prev.ai_score,
    previousAt: new Date(prev.created_at).toISOString(),
    changes: now.criteria.map((c) => ({ id: c.id, before: before.get(c.id) ?? 0, after: c.score, max: c.max })),
  };
}

export async function saveDraft(db: Executor, userId: string, d: EssayDraft, clock: Clock): Promise<{ updatedAt: string }> {
  const now = clock();
  await repo.saveDraft(db, { user_id: userId, topic: d.topic, content: d.content, language: d.language, target_words: d.wordCount, updated_at: now });
  return { updatedAt: now.toISOString() };
}

export async function draft(db: Executor, userId: string): Promise<EssayDraftResponse> {
  const r = await repo.findDraft(db, userId);
  if (!r) return { draft: null };
  return {
    draft: {
      topic: r.topic,
      content: r.content,
      language: r.language as EssayDraft['language'],
      wordCount: r.target_words,
      updatedAt: new Date(r.updated_at).toISOString(),
    },
  };
}
