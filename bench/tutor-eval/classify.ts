/**
 * The tutor evaluation's rules (issue 10), apart from the engine so they can be tested on their own: the evaluation
 * set's shape, how one answer is judged, and the figures over a run. `bench/tutor-eval.ts` asks the questions.
 */
import { z } from 'zod';

export const evalQuestion = z
  .object({
    id: z.string().regex(/^q\d{3,}$/),
    lang: z.enum(['en', 'mr']),
    question: z.string().trim().min(1),
    /** false: the library cannot and should not answer (sports results, future events, films, nonsense…) */
    answerable: z.boolean(),
    /** a question about Maharashtra (its own breakdown) */
    maharashtra: z.boolean().default(false),
    /** the notes that hold the answer */
    expectedNotes: z.array(z.string().min(1)).default([]),
    /** a common question the library has no note for yet: content to add */
    gap: z.boolean().default(false),
    /** where a gap's note belongs (a subject folder in content/subjects); otherwise the expected notes' subject */
    subject: z
      .string()
      .regex(/^[a-z-]+$/)
      .optional(),
    /** what a correct answer contains, in the question's language; all must appear, "a|b" accepts either */
    keywords: z.array(z.string().trim().min(1)).max(4).default([]),
  })
  .strict()
  .superRefine((q, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message: `${q.id}: ${message}` });
    if (!q.answerable && (q.expectedNotes.length || q.gap || q.keywords.length))
      problem('an unanswerable question has no expected notes, gap or keywords');
    if (q.answerable && q.keywords.length < 2) problem('an answerable question needs 2–4 keywords');
    if (q.answerable && q.gap && q.expectedNotes.length) problem('a gap has no expected notes');
    if (q.answerable && !q.gap && !q.expectedNotes.length) problem('an answerable question names its notes, or is marked gap');
  });
export type EvalQuestion = z.infer<typeof evalQuestion>;

export const evalSet = z.array(evalQuestion).superRefine((qs, ctx) => {
  const seen = new Set<string>();
  for (const q of qs) {
    if (seen.has(q.id)) ctx.addIssue({ code: 'custom', message: `duplicate id ${q.id}` });
    seen.add(q.id);
  }
});

/** What the bench reads from a chat answer: `sure` (and `confidence`, shown in --verbose) from the chat contract. */
export interface AnswerView {
  response: string;
  sources: { kind: string; id: string; title?: string }[];
  confidence?: unknown;
  sure?: unknown;
}

/**
 * correct: answered from an expected note with every keyword; wrong: answered from another note, without the
 * keywords, or answered at all when it should not have been; unsure: an answer that shows its doubt (it does not
 * pretend); declined: no answer from the library (the plain "nothing yet", no sources).
 */
export type Outcome = 'correct' | 'wrong' | 'unsure' | 'declined';
export type WrongReason = 'other-note' | 'missing-keywords' | 'should-decline' | 'gap-answered';

export interface Verdict {
  outcome: Outcome;
  reason?: WrongReason;
  /** the source the answer was drawn from (its first) */
  answeredFrom?: string;
  missingKeywords: string[];
}

/** Text compared the same way on both sides: case, Devanagari digits, thousands commas, dashes, Markdown marks. */
export function normalise(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[०-९]/g, (d) => String('०१२३४५६७८९'.indexOf(d)))
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A keyword ("a|b" for alternatives) found anywhere in the text, after normalising both. */
export function hasKeyword(text: string, keyword: string): boolean {
  const t = normalise(text);
  return keyword.split('|').some((alt) => {
    const a = normalise(alt);
    return a.length > 0 && t.includes(a);
  });
}

/**
 * An answer that says it is not sure: its structured `sure: false` (the chat contract's field, set from the retrieval
 * confidence), never a phrase in the text — an answer that merely quotes "not sure" is still an answer.
 */
export function showsDoubt(a: AnswerView): boolean {
  return a.sure === false;
}

export function classify(q: EvalQuestion, a: AnswerView): Verdict {
  const answeredFrom = a.sources[0]?.id;
  const missingKeywords = q.keywords.filter((k) => !hasKeyword(a.response, k));
  if (!a.sources.length) return { outcome: 'declined', missingKeywords };
  if (showsDoubt(a)) return { outcome: 'unsure', answeredFrom, missingKeywords };
  if (!q.answerable) return { outcome: 'wrong', reason: 'should-decline', answeredFrom, missingKeywords };
  if (q.gap) return { outcome: 'wrong', reason: 'gap-answered', answeredFrom, missingKeywords };
  if (!a.sources.some((s) => q.expectedNotes.includes(s.id))) return { outcome: 'wrong', reason: 'other-note', answeredFrom, missingKeywords };
  if (missingKeywords.length) return { outcome: 'wrong', reason: 'missing-keywords', answeredFrom, missingKeywords };
  return { outcome: 'correct', answeredFrom, missingKeywords };
}

export interface Figures {
  questions: number;
  /** answerable questions the library holds (not gaps) */
  answerable: number;
  correct: number;
  /** correct / answerable */
  top1: number | null;
  unanswerable: number;
  /** unanswerable questions declined outright or answered with doubt */
  declinedOrUnsure: number;
  declinedShare: number | null;
  /** wrong answers that show no doubt, over all questions */
  wrongConfident: number;
  wrongConfidentRate: number | null;
  gaps: number;
  counts: Record<Outcome, number>;
}

const ratio = (n: number, d: number) => (d ? n / d : null);

export function figures(rows: { q: EvalQuestion; v: Verdict }[]): Figures {
  const counts: Record<Outcome, number> = { correct: 0, wrong: 0, unsure: 0, declined: 0 };
  for (const r of rows) counts[r.v.outcome]++;
  const answerable = rows.filter((r) => r.q.answerable && !r.q.gap);
  const correct = answerable.filter((r) => r.v.outcome === 'correct').length;
  const unanswerable = rows.filter((r) => !r.q.answerable);
  const declinedOrUnsure = unanswerable.filter((r) => r.v.outcome === 'declined' || r.v.outcome === 'unsure').length;
  const wrongConfident = rows.filter((r) => r.v.outcome === 'wrong').length;
  return {
    questions: rows.length,
    answerable: answerable.length,
    correct,
    top1: ratio(correct, answerable.length),
    unanswerable: unanswerable.length,
    declinedOrUnsure,
    declinedShare: ratio(declinedOrUnsure, unanswerable.length),
    wrongConfident,
    wrongConfidentRate: ratio(wrongConfident, rows.length),
    gaps: rows.filter((r) => r.q.answerable && r.q.gap).length,
    counts,
  };
}

/** The issue's targets. */
export const TARGETS = { top1: 0.9, declinedShare: 0.9, wrongConfidentRate: 0.02 } as const;

export const meets = (f: Figures) => ({
  top1: f.top1 !== null && f.top1 >= TARGETS.top1,
  declinedShare: f.declinedShare !== null && f.declinedShare >= TARGETS.declinedShare,
  wrongConfidentRate: f.wrongConfidentRate !== null && f.wrongConfidentRate <= TARGETS.wrongConfidentRate,
});
