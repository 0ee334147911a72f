/**
 * How the tutor's confidence separates right answers from wrong ones (issue 10, record 017): for each threshold, how
 * many answerable questions a sure answer would get right, and how many questions it would answer wrongly while sure.
 * Figures only (a held-out file's questions and answers stay unseen).
 *
 *   npx tsx bench/tutor-eval/calibration.ts [questions.yaml|holdout-k.yaml …] [q2261-q2500]
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadContent } from '../../src/server/content/load';
import { buildIndex, questionUnits } from '../../src/server/ai/passages';
import { rankNotes } from '../../src/server/ai/retrieval';
import { groundedAnswer } from '../../src/server/modules/chat/offline';
import { classify, evalSet } from './classify';

const files = process.argv.slice(2).filter((a) => a.endsWith('.yaml'));
const range = process.argv.slice(2).find((a) => /^q?\d+-q?\d+$/.test(a));
const [from, to] = range ? range.replace(/q/g, '').split('-').map(Number) : [0, Infinity];
const library = loadContent('content');
const ix = buildIndex(library.topics, library.notes, library.glossary);
const questions = (files.length ? files : ['questions.yaml'])
  .flatMap((f) => evalSet.parse(parse(readFileSync(`bench/tutor-eval/${f}`, 'utf8'))))
  .filter((q) => Number(q.id.slice(1)) >= from! && Number(q.id.slice(1)) <= to!);
const rows = questions.map((q) => {
  const units = questionUnits(ix, q.question);
  const m = units.length ? rankNotes(ix, units, q.question, { limit: 3 })[0] : undefined;
  if (!m) return { confidence: 0, right: false };
  const answer = groundedAnswer(m, q.question, q.lang === 'mr' ? 'marathi' : 'english');
  return { confidence: m.confidence, right: classify(q, { ...answer, sure: true }).outcome === 'correct' };
});
const answerable = questions.filter((q) => q.answerable && !q.gap).length;
const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : '—'} %`;
console.log(`${questions.length} questions (${answerable} answerable, not gaps)`);
console.log('sure from   right (of answerable)   wrong but sure (of all)');
for (const t of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1]) {
  const sure = rows.filter((r) => r.confidence >= t);
  const right = sure.filter((r) => r.right).length;
  console.log(
    `${t.toFixed(2).padStart(9)}   ${String(right).padStart(5)}  ${pct(right, answerable).padStart(8)}        ${String(sure.length - right).padStart(4)}  ${pct(sure.length - right, questions.length).padStart(7)}`,
  );
}
