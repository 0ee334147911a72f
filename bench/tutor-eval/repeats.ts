/**
 * npx tsx bench/tutor-eval/repeats.ts FILE — the ids of FILE's questions that repeat, word for word, a question of
 * another evaluation file (questions.yaml, holdout-*.yaml) or an earlier one of FILE (lower case, punctuation and
 * spaces ignored). For a writer of new questions to replace them before committing: a repeat measures nothing new.
 * Prints ids only (never another file's question), so it can be run on a held-out file without reading it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';

const file = process.argv[2];
if (!file) throw new Error('usage: npx tsx bench/tutor-eval/repeats.ts FILE');
const dir = 'bench/tutor-eval';
const key = (q: string) =>
  q
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
type Q = { id: string; question: string };
const read = (f: string) => (parse(readFileSync(f, 'utf8')) as Q[] | null) ?? [];
const others = readdirSync(dir)
  .filter((f) => /^(?:questions|holdout-.*)\.yaml$/.test(f) && f !== basename(file))
  .flatMap((f) => read(join(dir, f)));
const seen = new Set(others.map((q) => key(q.question)));
const repeats: string[] = [];
for (const q of read(file)) {
  if (seen.has(key(q.question))) repeats.push(q.id);
  seen.add(key(q.question));
}
console.log(repeats.length ? `repeats: ${repeats.join(' ')}` : 'no repeats');
