/**
 * npm run bench:tutor-gaps — how the tutor behaves when the library does not hold the answer, measured on every
 * answerable question of the evaluation set (bench/tutor-eval/questions.yaml) instead of the few real gaps: each
 * question is asked of the library *without the notes labelled as answering it* (the labels list every note that
 * answers), so whatever the tutor says with confidence then is an answer from a note that does not answer it.
 *
 * Prints the share of these "taken-out" questions the tutor is not sure of (the higher the better: it should say it is
 * not sure and show the closest notes), the share it is sure of with an answer that lacks the question's keywords (a
 * wrong answer given with confidence; a sure answer that holds them is another note answering too) and, beside them,
 * the share of the same questions it answers right with their notes in place (what a stricter gate would cost), by
 * language, and what another threshold would trade. The ranking and the confidence are the chat's
 * (`rankNotes`, `isSure`); the check for a Latin word the library never uses is left out (it reads the database's
 * whole vocabulary, MCQs included, which taking a note out does not change). Held-out sets are not read.
 * It measures: exit 0 whatever the figures.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { loadContent } from '../src/server/content/load';
import { buildIndex, questionUnits } from '../src/server/ai/passages';
import { isSure, rankNotes } from '../src/server/ai/retrieval';
import { groundedAnswer } from '../src/server/modules/chat/offline';
import { evalSet, hasKeyword } from './tutor-eval/classify';

const verbose = process.argv.includes('--verbose');
const library = loadContent('content');
const questions = evalSet
  .parse(parse(readFileSync('bench/tutor-eval/questions.yaml', 'utf8')))
  .filter((q) => q.answerable && !q.gap && q.expectedNotes.length);

const started = performance.now();
const full = buildIndex(library.topics, library.notes, library.glossary);
// one index per set of notes taken out
const groups = new Map<string, typeof questions>();
for (const q of questions) {
  const key = [...q.expectedNotes].sort().join(' ');
  groups.set(key, [...(groups.get(key) ?? []), q]);
}
interface Row {
  id: string;
  lang: string;
  question: string;
  /** sure of an answer with its notes taken out: from which note */
  without: string | null;
  /** …and that answer holds every keyword of the question (another note answers it too: its label misses it) */
  withoutRight: boolean;
  /** sure, from one of its notes, with them in place */
  withNotes: boolean;
  /** the confidences, for the threshold's trade-off */
  goneConfidence: number;
  rightConfidence: number;
}
const rows: Row[] = [];
for (const [key, qs] of groups) {
  const out = new Set(key.split(' '));
  const ix = buildIndex(
    library.topics,
    library.notes.filter((n) => !out.has(n.id)),
    library.glossary,
  );
  for (const q of qs) {
    const ask = (index: typeof ix) => {
      const units = questionUnits(index, q.question);
      return units.length ? rankNotes(index, units, q.question, { limit: 1 })[0] : undefined;
    };
    const gone = ask(ix);
    const there = ask(full);
    const goneText = gone && isSure(gone) ? groundedAnswer(gone, q.question, q.lang === 'mr' ? 'marathi' : 'english').response : '';
    rows.push({
      id: q.id,
      lang: q.lang,
      question: q.question,
      without: isSure(gone) ? (gone?.note?.id ?? gone?.topic.id ?? '?') : null,
      withoutRight: !!goneText && q.keywords.every((k) => hasKeyword(goneText, k)),
      withNotes: isSure(there) && q.expectedNotes.includes(there?.note?.id ?? ''),
      goneConfidence: gone?.confidence ?? 0,
      rightConfidence: q.expectedNotes.includes(there?.note?.id ?? '') ? (there?.confidence ?? 0) : 0,
    });
  }
}
const seconds = (performance.now() - started) / 1000;

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1).padStart(5)}%` : '   —  ');
const line = (name: string, list: Row[]) => {
  const unsure = list.filter((r) => r.without === null).length;
  const wrong = list.filter((r) => r.without !== null && !r.withoutRight).length;
  const sure = list.filter((r) => r.withNotes).length;
  return `${name.padEnd(10)} ${String(list.length).padStart(4)}   ${pct(unsure, list.length)} (${unsure})   ${pct(wrong, list.length)} (${wrong})          ${pct(sure, list.length)} (${sure})`;
};
console.log(
  `\n## Tutor with the answering notes taken out: ${rows.length} answerable questions, ${groups.size} indexes, offline engine, ${seconds.toFixed(1)} s\n`,
);
console.log(`${''.padEnd(10)} ${'n'.padStart(4)}   without its notes: not sure · sure, keywords missing   with them: sure and right`);
console.log(line('all', rows));
console.log(
  line(
    'English',
    rows.filter((r) => r.lang === 'en'),
  ),
);
console.log(
  line(
    'Marathi',
    rows.filter((r) => r.lang === 'mr'),
  ),
);
const other = rows.filter((r) => r.withoutRight).length;
console.log(`(sure without its notes and every keyword there: ${other} — another note answers it too)`);

// what another threshold would trade: fewer answers from a note that does not answer, fewer right answers
console.log(`\nthreshold   not sure without its notes   sure and right with them`);
for (const t of [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.9]) {
  const unsure = rows.filter((r) => r.goneConfidence < t).length;
  const right = rows.filter((r) => r.rightConfidence >= t).length;
  console.log(`${t.toFixed(2).padStart(9)}   ${pct(unsure, rows.length)} (${unsure})          ${pct(right, rows.length)} (${right})`);
}
if (verbose) {
  console.log('\nSure of an answer with its notes taken out:');
  for (const r of rows.filter((x) => x.without && !x.withoutRight)) console.log(`  ${r.id} [${r.lang}] ${r.question}  → ${r.without}`);
}
