import type { Bilingual } from '@shared/content';
import {
  INTERVIEW_SECONDS_MAX,
  answerCoverage,
  type AnswerCoverage,
  type AnswerRequest,
  type InterviewQuestionDto,
  type InterviewSession,
  type InterviewSummary,
  type StartInterviewRequest,
  startInterviewRequest,
} from '@shared/interview';
import type { ContentLang } from '@shared/language';
import type { AiService } from '@server/ai/service';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { interviewCoverageTask } from './ai-tasks';
import * as repo from './repo';
import { pickSession } from './selection';

/** Questions of the candidate's last 3 sessions are not asked again while the bank has others. */
const RECENT_SESSIONS = 3;
const LIST_LIMIT = 30;

type SessionRow = NonNullable<Awaited<ReturnType<typeof repo.ownSession>>>;
type ItemRow = Awaited<ReturnType<typeof repo.itemsOf>>[number];

const langKey = (l: string): keyof Bilingual => (l === 'marathi' ? 'mr' : 'en');

function itemDto(row: ItemRow, language: string, ended: boolean): InterviewQuestionDto {
  const k = langKey(language);
  const coverage = row.coverage ? answerCoverage.parse(row.coverage) : null;
  return {
    position: row.position,
    id: row.question_id,
    category: row.category as InterviewQuestionDto['category'],
    kind: row.kind as InterviewQuestionDto['kind'],
    question: row.question[k],
    answer: row.answer,
    seconds: row.seconds,
    expectedPoints: row.answer !== null || ended ? row.expected_points.map((p) => p[k]) : null,
    coverage,
  };
}

function summaryOf(s: SessionRow, items: readonly ItemRow[]): InterviewSummary {
  let answered = 0;
  let pointsCovered = 0;
  let pointsTotal = 0;
  let seconds = 0;
  for (const i of items) {
    pointsTotal += i.expected_points.length;
    if (i.answer === null) continue;
    answered++;
    seconds += i.seconds ?? 0;
    pointsCovered += (i.coverage as AnswerCoverage | null)?.covered ?? 0;
  }
  return {
    id: s.id,
    language: s.language as ContentLang,
    startedAt: s.started_at.toISOString(),
    endedAt: s.ended_at?.toISOString() ?? null,
    questions: items.length,
    answered,
    pointsCovered,
    pointsTotal,
    seconds,
  };
}

async function sessionDto(db: Executor, s: SessionRow): Promise<InterviewSession> {
  const items = await repo.itemsOf(db, [s.id]);
  return { ...summaryOf(s, items), items: items.map((i) => itemDto(i, s.language, s.ended_at !== null)) };
}

async function owned(db: Executor, userId: string, id: string): Promise<SessionRow> {
  const s = await repo.ownSession(db, userId, id);
  // another candidate's session is as absent as one that never existed
  if (!s) throw new AppError(404, 'not_found', 'no such interview session');
  return s;
}

export async function start(db: Executor, userId: string, body: StartInterviewRequest, now: Date): Promise<InterviewSession> {
  const req = startInterviewRequest.parse(body);
  const [bank, recent, edu] = await Promise.all([
    library.interviewQuestions(db),
    repo.recentQuestionIds(db, userId, RECENT_SESSIONS),
    repo.education(db, userId),
  ]);
  const picked = pickSession(bank, recent, { district: req.district, hobby: req.hobby, ...edu });
  if (!picked.length) throw new AppError(503, 'interview_no_questions', 'the interview question bank is empty');
  const id = await repo.insertSession(
    db,
    { userId, language: req.language, startedAt: now },
    picked.map((p, position) => ({
      position,
      question_id: p.question.id,
      category: p.question.category,
      kind: p.kind,
      question: JSON.stringify(p.text),
      expected_points: JSON.stringify(p.question.expectedPoints),
    })),
  );
  return sessionDto(db, (await repo.ownSession(db, userId, id))!);
}

/** Saves an answer and the server's judgement of which expected points it covered. */
export async function answer(
  db: Executor,
  ai: AiService,
  userId: string,
  id: string,
  position: number,
  body: AnswerRequest,
  now: Date,
): Promise<InterviewQuestionDto> {
  const s = await owned(db, userId, id);
  if (s.ended_at) throw new AppError(409, 'interview_session_ended', 'this interview session has ended');
  const item = (await repo.itemsOf(db, [id])).find((i) => i.position === position);
  if (!item) throw new AppError(404, 'not_found', 'no such question in this session');
  const judged = await ai.run(interviewCoverageTask, userId, {
    language: s.language as ContentLang,
    question: item.question,
    points: item.expected_points,
    answer: body.answer,
  });
  const k = langKey(s.language);
  const coverage: AnswerCoverage = {
    points: item.expected_points.map((p, i) => ({ point: p[k], covered: judged.points[i]!.covered, phrase: judged.points[i]!.phrase })),
    covered: judged.points.filter((p) => p.covered).length,
    total: item.expected_points.length,
    engine: judged.engine,
    model: judged.model,
    fallback: judged.fallback,
    cached: judged.cached,
  };
  const seconds = Math.min(body.seconds, INTERVIEW_SECONDS_MAX);
  await repo.saveAnswer(db, id, position, { answer: body.answer, seconds, coverage, answeredAt: now });
  return itemDto({ ...item, answer: body.answer, seconds, coverage }, s.language, false);
}

/** Finish or End Session: the session is closed with what was answered; closing twice keeps the first time. */
export async function end(db: Executor, userId: string, id: string, now: Date): Promise<InterviewSession> {
  await owned(db, userId, id);
  await repo.endSession(db, id, now);
  return sessionDto(db, await owned(db, userId, id));
}

export async function get(db: Executor, userId: string, id: string): Promise<InterviewSession> {
  return sessionDto(db, await owned(db, userId, id));
}

export async function list(db: Executor, userId: string): Promise<InterviewSummary[]> {
  const sessions = await repo.sessionsOf(db, userId, LIST_LIMIT);
  const items = await repo.itemsOf(
    db,
    sessions.map((s) => s.id),
  );
  return sessions.map((s) =>
    summaryOf(
      s,
      items.filter((i) => i.session_id === s.id),
    ),
  );
}
