import {
  MOCK_SECONDS_PER_QUESTION,
  RECENT_MOCKS,
  type AttemptView,
  type ExamResult,
  type MockGenerateRequest,
  type MockTopics,
  type ScoringMode,
} from '@shared/exam';
import { topicsWithQuestionStats } from '@server/library';
import { PLANNER_SUBJECTS } from '@shared/subjects';
import type { Db } from '../../db/database';
import * as repo from './repo';
import { pickMockQuestions } from './selection';
import { attemptView } from './service';

/** Mock tests: generating creates the attempt (90 s per question on the server clock). */
export async function generateMock(
  db: Db,
  userId: string,
  req: MockGenerateRequest,
  now: Date,
  random: () => number = Math.random,
): Promise<AttemptView> {
  const ids = await pickMockQuestions(db.kysely, userId, req, random);
  const scoring = req.kind === 'full-length' ? (req.paper === 'gs' ? 'mpsc-gs' : 'csat') : 'percentage';
  const a = await repo.insertAttempt(
    db.kysely,
    {
      userId,
      kind: 'mock',
      scoring,
      language: req.language,
      config: req,
      day: null,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + ids.length * MOCK_SECONDS_PER_QUESTION * 1000),
    },
    ids,
  );
  return attemptView(db.kysely, a!, now);
}

const subjectName = (id: string) => PLANNER_SUBJECTS.find((s) => s.id === id)?.en ?? id;

/** The signed-in user's last five submitted mocks. */
export async function recentMocks(db: Db, userId: string) {
  const rows = await repo.recentMocks(db.kysely, userId, RECENT_MOCKS);
  return rows.map((r) => {
    const c = r.config as MockGenerateRequest;
    const subject = c.kind === 'full-length' ? `Full-length ${c.paper.toUpperCase()}` : c.subjects.map(subjectName).join(', ');
    const result = r.result as ExamResult | null;
    return {
      id: r.id,
      subject,
      subjects: c.kind === 'full-length' ? [] : c.subjects,
      paper: c.kind === 'full-length' ? c.paper : null,
      totalQuestions: r.question_count,
      score: r.score ?? 0,
      scoring: r.scoring as ScoringMode,
      maxScore: result?.maxScore ?? 100,
      percentage: result?.percentage ?? 0,
      completedAt: r.submitted_at!.toISOString(),
    };
  });
}

/** The configuration's subjects → topics: syllabus topics that have bank questions, in syllabus order. */
export async function mockTopicList(db: Db): Promise<MockTopics> {
  const stats = await topicsWithQuestionStats(
    db.kysely,
    PLANNER_SUBJECTS.map((s) => s.id),
  );
  return PLANNER_SUBJECTS.map((s) => ({
    subject: s.id,
    topics: stats.filter((x) => x.topic.subject === s.id && x.total > 0).map((x) => ({ id: x.topic.id, name: x.topic.topic, questions: x.total })),
  })).filter((s) => s.topics.length > 0);
}
