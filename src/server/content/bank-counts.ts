/**
 * Question-bank counts of issue 12 against the targets recorded in docs/content-guidelines.md: GS questions per subject
 * and per format, the longest-option-is-key share per subject, and the CSAT passages and items, as `npm run
 * content:check` prints them. The gates (near-duplicates, longest option, Marathi digits) are in bank.ts.
 */
import type { CsatItem, CsatPassage, Mcq, QuestionFormat } from '@shared/content';
import { QUESTION_FORMATS } from '@shared/content';
import { GS_PAPER_WEIGHTS, type PlannerSubjectId } from '@shared/subjects';
import { countsForLongestKey, longestIsKey } from './bank';

/**
 * Target number of GS questions per subject: 3,000 weighted to MPSC Rajyaseva prelims GS paper 1. The weights
 * are an editorial estimate from the published syllabus and the pattern of recent papers (docs/content-guidelines.md),
 * not a measured statistic. Mental ability is not part of GS paper 1 (it belongs to CSAT) and has no GS target.
 * 3,000 questions spread by the one weight table, GS_PAPER_WEIGHTS (30 per weight point).
 */
export const GS_TARGETS: Partial<Record<PlannerSubjectId, number>> = Object.fromEntries(
  Object.entries(GS_PAPER_WEIGHTS).map(([subject, weight]) => [subject, weight * 30]),
);
export const TARGETS = {
  gsQuestions: 3000,
  /** share of GS questions in the four MPSC formats (multi-statement, match-pairs, chronology, assertion-reason) */
  mpscFormatShare: 0.35,
  passagesPerLanguage: 30,
  passages: 60,
  decisionMaking: 150,
  reasoningNumeracyDi: 150,
} as const;

export interface BankCounts {
  gsPerSubject: Record<string, number>;
  gsTotal: number;
  perFormat: Record<QuestionFormat, number>;
  mpscFormatShare: number;
  longestKeyShare: Record<string, number>;
  longestKeyCounted: Record<string, number>;
  csat: { passages: { en: number; mr: number }; passageQuestions: number; decisionMaking: number; reasoningNumeracyDi: number };
}

export function bankCounts(mcqs: Mcq[], passages: CsatPassage[], items: CsatItem[]): BankCounts {
  const gs = mcqs.filter((q) => q.subject in GS_TARGETS);
  const gsPerSubject: Record<string, number> = {};
  for (const q of mcqs) gsPerSubject[q.subject] = (gsPerSubject[q.subject] ?? 0) + 1;
  const perFormat = Object.fromEntries(QUESTION_FORMATS.map((f) => [f, 0])) as Record<QuestionFormat, number>;
  for (const q of gs) perFormat[q.format]++;
  const longest: Record<string, [number, number]> = {};
  for (const q of mcqs) {
    if (!countsForLongestKey(q)) continue;
    const c = (longest[q.subject] ??= [0, 0]);
    c[1]++;
    if (longestIsKey(q)) c[0]++;
  }
  return {
    gsPerSubject,
    gsTotal: gs.length,
    perFormat,
    mpscFormatShare: gs.length ? (gs.length - perFormat.single) / gs.length : 0,
    longestKeyShare: Object.fromEntries(Object.entries(longest).map(([s, [k, n]]) => [s, n ? k / n : 0])),
    longestKeyCounted: Object.fromEntries(Object.entries(longest).map(([s, [, n]]) => [s, n])),
    csat: {
      passages: { en: passages.filter((p) => p.language === 'en').length, mr: passages.filter((p) => p.language === 'mr').length },
      passageQuestions: passages.reduce((n, p) => n + p.questions.length, 0),
      decisionMaking: items.filter((i) => i.section === 'decision-making').length,
      reasoningNumeracyDi: items.filter((i) => i.section !== 'decision-making').length,
    },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mark = (n: number, target: number) => (n >= target ? 'ok' : 'below target');

/** The counts beside their targets, as printed by `npm run content:check`. Below-target lines do not fail (yet). */
export function formatBankCounts(c: BankCounts): string[] {
  const lines: string[] = ['GS questions per subject (count / target):'];
  for (const [s, target] of Object.entries(GS_TARGETS)) {
    const n = c.gsPerSubject[s] ?? 0;
    lines.push(`  ${s.padEnd(24)} ${String(n).padStart(5)} / ${String(target).padStart(4)}  ${mark(n, target)}   longest option is key: ${pct(c.longestKeyShare[s] ?? 0)}`);
  }
  for (const [s, n] of Object.entries(c.gsPerSubject)) {
    if (!(s in GS_TARGETS)) lines.push(`  ${s.padEnd(24)} ${String(n).padStart(5)}   (not GS paper 1; no target)   longest option is key: ${pct(c.longestKeyShare[s] ?? 0)}`);
  }
  lines.push(`  ${'GS total'.padEnd(24)} ${String(c.gsTotal).padStart(5)} / ${TARGETS.gsQuestions}  ${mark(c.gsTotal, TARGETS.gsQuestions)}`);
  lines.push('GS questions per format:');
  for (const f of QUESTION_FORMATS) lines.push(`  ${f.padEnd(24)} ${String(c.perFormat[f]).padStart(5)}`);
  lines.push(`  MPSC formats share: ${pct(c.mpscFormatShare)} / target ${pct(TARGETS.mpscFormatShare)}  ${c.mpscFormatShare >= TARGETS.mpscFormatShare ? 'ok' : 'below target'}`);
  const p = c.csat.passages;
  lines.push('CSAT:');
  lines.push(`  passages (English)       ${String(p.en).padStart(5)} / ${TARGETS.passagesPerLanguage}  ${mark(p.en, TARGETS.passagesPerLanguage)}`);
  lines.push(`  passages (Marathi)       ${String(p.mr).padStart(5)} / ${TARGETS.passagesPerLanguage}  ${mark(p.mr, TARGETS.passagesPerLanguage)}`);
  lines.push(`  passage questions        ${String(c.csat.passageQuestions).padStart(5)}`);
  lines.push(`  decision-making          ${String(c.csat.decisionMaking).padStart(5)} / ${TARGETS.decisionMaking}  ${mark(c.csat.decisionMaking, TARGETS.decisionMaking)}`);
  lines.push(`  reasoning/numeracy/DI    ${String(c.csat.reasoningNumeracyDi).padStart(5)} / ${TARGETS.reasoningNumeracyDi}  ${mark(c.csat.reasoningNumeracyDi, TARGETS.reasoningNumeracyDi)}`);
  return lines;
}
