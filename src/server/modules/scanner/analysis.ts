import type { AiSource } from '@shared/ai';
import type { BankQuestion, SyllabusTopic } from '@shared/content';
import { COHORT_MIN_ATTEMPTS } from '@shared/exam';
import type { ContentLang } from '@shared/language';
import { guessValue, type CohortFigures, type MarkingStrategy, type ScanAnswer, type ScanView } from '@shared/scanner';
import type { Executor } from '@server/db/database';
import { pick } from '@server/ai/sources';
import { terms } from '@server/ai/text/tokens';
import * as library from '@server/library';
import type { BankMatch } from './match';
import type { ParsedQuestion } from './parse';
import { topicsFor } from './topics';

/** What is stored per scan and shown after the reveal: every field of the view but the candidate's own state. */
export type ScanStored = Omit<ScanView, 'id' | 'isBookmarked' | 'createdAt' | 'attempt' | 'revealed'>;

/** The two negative-marking modes a candidate meets (modules/exam/scoring.ts): MPSC GS −0.5, the daily paper −0.66. */
const MODES = [
  { mode: 'mpsc-gs', perCorrect: 2, perWrong: -0.5 },
  { mode: 'daily', perCorrect: 2, perWrong: -0.66 },
] as const;

export function markingStrategy(): MarkingStrategy {
  return MODES.map((m) => ({
    ...m,
    rows: [0, 1, 2].map((eliminated) => {
      const expected = guessValue(eliminated, m.perCorrect, m.perWrong);
      return { eliminated, expected, worthIt: expected > 0 };
    }),
  }));
}

/** Cohort figures of a bank question from the exam engine's attempts, once enough candidates had it. */
export async function cohortOf(db: Executor, questionId: string | null): Promise<CohortFigures> {
  if (!questionId) return { status: 'not_known', attempts: 0, needed: COHORT_MIN_ATTEMPTS };
  const [c] = await library.questionCohorts(db, [questionId]);
  if (!c || c.attempts < COHORT_MIN_ATTEMPTS) return { status: 'not_known', attempts: c?.attempts ?? 0, needed: COHORT_MIN_ATTEMPTS };
  return {
    status: 'ok',
    attempts: c.attempts,
    successRate: Math.round((c.correct / c.attempts) * 1000) / 10,
    averageTimeSeconds: c.medianMs === null ? null : Math.round(c.medianMs / 1000),
  };
}

/** Difficulty from how the cohort did (≥ 70 % right easy, < 40 % difficult), else the bank's editorial level. */
function difficultyOf(cohort: CohortFigures, q: BankQuestion | null): ScanView['difficulty'] {
  if (cohort.status === 'ok')
    return { level: cohort.successRate >= 70 ? 'easy' : cohort.successRate < 40 ? 'difficult' : 'moderate', basis: 'cohort' };
  if (!q) return null;
  return { level: q.difficulty === 'easy' ? 'easy' : q.difficulty === 'hard' ? 'difficult' : 'moderate', basis: 'editorial' };
}

const REPETITION = { frequent: 'high', moderate: 'medium', rare: 'low' } as const;

/** The subtopic of the syllabus topic that shares most words with the question (none shared: not named). */
function subtopicOf(topic: SyllabusTopic, text: string, lang: ContentLang): string | null {
  const q = new Set(terms(text));
  let best: { name: string; n: number } | null = null;
  for (const s of topic.subtopics) {
    const n = terms(`${s.en} ${s.mr}`).filter((t) => q.has(t)).length;
    if (n > 0 && (!best || n > best.n)) best = { name: pick(s, lang), n };
  }
  return best?.name ?? null;
}

export interface AnalysisInput {
  db: Executor;
  parsed: ParsedQuestion;
  questionText: string;
  language: ContentLang;
  fromImage: boolean;
  ocrConfidence: number | null;
  match: BankMatch | null;
  /** the bank's nearest questions to the stem (library.findSimilarQuestions), best first */
  nearest: readonly library.SimilarQuestion[];
  /** the offline or model answer when the bank had no match */
  answer: (ScanAnswer & { engine: ScanView['engine']; model: string }) | null;
}

export async function buildAnalysis(a: AnalysisInput): Promise<ScanStored> {
  const { db, parsed, language, match } = a;
  const lang = language === 'marathi' ? 'mr' : 'en';
  const q = match?.question ?? null;
  const text = `${parsed.stem} ${parsed.options.join(' ')}`;

  // topic: the matched question's own; else the syllabus by retrieval, with its confidence
  let topic: ScanView['topic'] = null;
  const found = q ? null : ((await topicsFor(db, parsed.stem))[0] ?? null);
  const topics = await library.topicsByIds(db, q ? [q.topicId] : found ? [found.topic.id] : []);
  const t = topics[0] ?? null;
  if (t) {
    const confidence = q ? 1 : Math.round((found?.confidence ?? 0) * 100) / 100;
    topic = { subject: t.subject, topicId: t.id, topic: pick(t.topic, language), subtopic: subtopicOf(t, text, language), confidence };
  }

  const cohort = await cohortOf(db, q?.id ?? null);
  let similar = a.nearest.filter((s) => s.id !== q?.id).map((s) => ({ id: s.id, subject: s.subject, topicId: s.topicId, question: s.question }));
  if (similar.length < 5 && t) {
    const more = (await library.questionsByTopicIds(db, [t.id])).filter((x) => x.id !== q?.id && !similar.some((s) => s.id === x.id));
    similar = [...similar, ...more.map((x) => ({ id: x.id, subject: x.subject, topicId: x.topicId, question: x.question[lang] }))];
  }
  similar = similar.slice(0, 5);

  const notes = t ? await library.notesByTopicIds(db, [t.id]) : [];
  const studyMaterials: AiSource[] = notes.slice(0, 5).map((n) => ({ kind: 'note', id: n.id, title: pick(n.title, language), subject: n.subject }));

  const base = {
    language,
    fromImage: a.fromImage,
    questionText: a.questionText,
    stem: parsed.stem,
    options: match ? match.options : parsed.options,
    ocrConfidence: a.ocrConfidence,
    topic,
    difficulty: difficultyOf(cohort, q),
    repetition: q?.frequency ? REPETITION[q.frequency] : null,
    cohort,
    // verified past papers (pastPapers with the official paper's link) are not in the bank yet: none is shown
    pastYear: [],
    similar,
    marking: markingStrategy(),
    studyMaterials,
  };
  if (q && match) {
    return {
      ...base,
      matched: { questionId: q.id, similarity: match.similarity, source: q.source.detail ? `${q.source.title}, ${q.source.detail}` : q.source.title },
      analysisScore: Math.round(match.similarity * 100),
      answerSource: 'bank',
      correctAnswer: match.answer,
      explanation: q.explanation[lang],
      explanationMarathi: language === 'marathi' ? q.explanation.mr : null,
      confidence: match.similarity,
      passages: [],
      tricks: [],
      engine: 'offline',
      model: 'library',
    };
  }
  const ans = a.answer;
  const known = ans && ans.answer !== null;
  return {
    ...base,
    matched: null,
    analysisScore: known ? Math.round((ans.confidence ?? 0) * 100) : 0,
    answerSource: !ans || ans.answer === null ? 'none' : ans.engine === 'offline' ? 'passage' : 'model',
    correctAnswer: known ? ans.answer : null,
    explanation: known ? ans.explanation : null,
    explanationMarathi: known && language === 'marathi' ? ans.explanation : null,
    confidence: known ? ans.confidence : null,
    passages: ans?.passages ?? [],
    tricks: ans?.tricks ?? [],
    engine: ans?.engine ?? null,
    model: ans?.model ?? null,
  };
}
