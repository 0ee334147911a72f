import { plannerSubjectsFor } from '@shared/subjects';
import { SCAN_AREAS_MAX, type ScanAnalytics, type ScanAnalyzeRequest, type ScanArea, type ScanHistoryItem, type ScanView } from '@shared/scanner';
import type { AiService } from '@server/ai/service';
import { pick } from '@server/ai/sources';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { recognize, type OcrPool } from '@server/ocr';
import { scanAnswerTask } from './ai-tasks';
import { buildAnalysis, type ScanStored } from './analysis';
import { decodeImage } from './image';
import { matchBank } from './match';
import { parseQuestion } from './parse';
import * as repo from './repo';

/** Scans per candidate per UTC day (OCR and retrieval cost the server; a person scans a few dozen at most). */
export const SCANS_PER_DAY = 300;

/** One scan at a time per candidate (OCR holds a worker thread for a second); the OCR pool queues the rest. */
const running = new Set<string>();

export interface ScannerDeps {
  db: Executor;
  ai: AiService;
  ocrPool: OcrPool;
}

export async function analyze(deps: ScannerDeps, userId: string, req: ScanAnalyzeRequest): Promise<ScanView> {
  const typed = req.questionText.trim();
  const hasImage = req.questionImage.replace(/^data:[^,]*,/, '').trim() !== '';
  if (!typed && !hasImage)
    throw new AppError(400, 'scan_input_required', 'Input Required: Please enter question text or upload an image.', 'questionText');
  // the image is checked before anything else runs: too large or not an image is refused at once
  const image = hasImage ? decodeImage(req.questionImage) : null;
  const midnight = new Date();
  midnight.setUTCHours(0, 0, 0, 0);
  if ((await repo.scansSince(deps.db, userId, midnight)) >= SCANS_PER_DAY)
    throw new AppError(429, 'quota_exceeded', `Daily limit of ${SCANS_PER_DAY} scans reached.`, undefined, { limit: SCANS_PER_DAY });
  if (running.has(userId))
    throw new AppError(429, 'ai_requests_running', 'A scan of yours is still running. Wait for it to finish.', undefined, { limit: 1 });
  running.add(userId);
  try {
    let text = typed;
    let ocrConfidence: number | null = null;
    if (image && !typed) {
      const ocr = await recognize(image, { languages: req.language === 'marathi' ? ['mar', 'eng'] : ['eng'], pool: deps.ocrPool });
      text = ocr.text.trim();
      ocrConfidence = ocr.confidence;
      if (!text) throw new AppError(422, 'scan_unreadable', 'No text could be read from the image', 'questionImage');
    }
    const parsed = parseQuestion(text);
    const nearest = await library.findSimilarQuestions(deps.db, parsed.stem, { limit: 8, threshold: 0.15 });
    const match = await matchBank(deps.db, parsed, req.language, nearest);
    const answer = match ? null : await deps.ai.run(scanAnswerTask, userId, { stem: parsed.stem, options: parsed.options, language: req.language });
    const stored = await buildAnalysis({
      db: deps.db,
      parsed,
      questionText: text,
      language: req.language,
      fromImage: !!image && !typed,
      ocrConfidence,
      match,
      nearest,
      answer,
    });
    const row = await repo.insertScan(deps.db, userId, stored, {
      subject: stored.topic?.subject ?? null,
      topicId: stored.topic?.topicId ?? null,
      difficulty: stored.difficulty?.level ?? null,
      correctAnswer: stored.correctAnswer,
    });
    return viewOf(row);
  } finally {
    running.delete(userId);
  }
}

const hidden = () => ({
  correctAnswer: null,
  explanation: null,
  explanationMarathi: null,
  confidence: null,
  passages: [],
  tricks: [],
  answerSource: null,
  engine: null,
  model: null,
});

/** The candidate's view of a scan: the answer and its evidence stay on the server until the reveal. */
export function viewOf(row: repo.ScanRow): ScanView {
  const stored = row.analysis as ScanStored;
  const base: ScanView = {
    ...stored,
    id: row.id,
    isBookmarked: row.is_bookmarked,
    createdAt: new Date(row.created_at).toISOString(),
    revealed: row.revealed,
    attempt: row.revealed ? { choice: row.attempt_choice, isCorrect: row.attempt_correct } : null,
  };
  return row.revealed ? base : { ...base, ...hidden() };
}

export async function getScan(db: Executor, userId: string, id: string): Promise<ScanView> {
  const row = await repo.scanOf(db, userId, id);
  if (!row) throw new AppError(404, 'not_found', 'No such scan');
  return viewOf(row);
}

/** Attempt before reveal: the server marks the pick against the answer it holds; `null` reveals without a pick. */
export async function attempt(db: Executor, userId: string, id: string, choice: number | null): Promise<ScanView> {
  const row = await repo.scanOf(db, userId, id);
  if (!row) throw new AppError(404, 'not_found', 'No such scan');
  if (row.revealed) throw new AppError(409, 'scan_already_revealed', 'The answer is already shown');
  const options = (row.analysis as ScanStored).options.length;
  if (choice !== null && choice >= options) throw new AppError(400, 'validation_failed', 'No such option', 'choice');
  const correct = choice === null || row.correct_answer === null ? null : choice === row.correct_answer;
  const updated = await repo.reveal(db, userId, id, choice, correct);
  if (!updated) throw new AppError(409, 'scan_already_revealed', 'The answer is already shown');
  return viewOf(updated);
}

export async function toggleBookmark(db: Executor, userId: string, id: string) {
  const r = await repo.toggleBookmark(db, userId, id);
  if (!r) throw new AppError(404, 'not_found', 'No such scan');
  return { id: r.id, isBookmarked: r.is_bookmarked };
}

export async function history(
  db: Executor,
  userId: string,
  q: { subject?: string; difficulty?: string; bookmarked?: 'true' | 'false' },
): Promise<ScanHistoryItem[]> {
  const rows = await repo.listScans(db, userId, {
    subjects: q.subject ? plannerSubjectsFor(q.subject) : undefined,
    difficulty: q.difficulty,
    bookmarked: q.bookmarked === undefined ? undefined : q.bookmarked === 'true',
  });
  return rows.map((r) => {
    const v = viewOf(r);
    return {
      id: v.id,
      language: v.language,
      stem: v.stem,
      topic: v.topic,
      difficulty: v.difficulty,
      cohort: v.cohort,
      analysisScore: v.analysisScore,
      isBookmarked: v.isBookmarked,
      createdAt: v.createdAt,
      attempt: v.attempt,
      answerSource: v.answerSource,
    };
  });
}

const round1 = (n: number) => Math.round(n * 10) / 10;
/** Weak: below 60 % right; strong: 60 % and above — each at most five, the clearest first. */
const WEAK_BELOW = 60;

export async function analytics(db: Executor, userId: string, lang: 'english' | 'marathi' = 'english'): Promise<ScanAnalytics> {
  const [total, byTopic] = await Promise.all([repo.countScans(db, userId), repo.attemptsByTopic(db, userId)]);
  const topics = new Map(
    (
      await library.topicsByIds(
        db,
        byTopic.map((r) => r.topic_id!),
      )
    ).map((t) => [t.id, t]),
  );
  const areas: ScanArea[] = byTopic.map((r) => {
    const t = topics.get(r.topic_id!);
    const n = Number(r.total);
    const c = Number(r.correct);
    return {
      subject: r.subject ?? '',
      topicId: r.topic_id!,
      topic: t ? pick(t.topic, lang) : r.topic_id!,
      correct: c,
      total: n,
      accuracy: round1((c / n) * 100),
    };
  });
  const attempted = areas.reduce((s, a) => s + a.total, 0);
  const correct = areas.reduce((s, a) => s + a.correct, 0);
  const weak = areas
    .filter((a) => a.accuracy < WEAK_BELOW)
    .sort((a, b) => a.accuracy - b.accuracy || b.total - a.total || a.topicId.localeCompare(b.topicId))
    .slice(0, SCAN_AREAS_MAX);
  const strong = areas
    .filter((a) => a.accuracy >= WEAK_BELOW)
    .sort((a, b) => b.accuracy - a.accuracy || b.total - a.total || a.topicId.localeCompare(b.topicId))
    .slice(0, SCAN_AREAS_MAX);
  return {
    totalScans: total,
    attempted,
    accuracy: attempted ? round1((correct / attempted) * 100) : null,
    weakAreas: weak,
    strongAreas: strong,
    recommendations: weak.slice(0, 3).map((a) => ({ subject: a.subject, topicId: a.topicId, topic: a.topic, accuracy: a.accuracy })),
  };
}
