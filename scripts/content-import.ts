/**
 * npm run content:import FILE.csv|FILE.json [-- --accept-valid] [--allow-unreviewed] [--content DIR]
 * Validates every row with the bank's schema and checks (src/server/content/import.ts), prints which rows were
 * accepted and which rejected (row, reason), and appends the accepted questions to new files
 * content/subjects/<subject>/mcq-import-<timestamp>.yaml. If any row is rejected nothing is written, unless
 * --accept-valid is given: then only the valid rows are written. Either way all files appear or none does.
 */
import { existsSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringify } from 'yaml';
import type { Mcq } from '../src/shared/content';
import { ContentError, loadContent } from '../src/server/content/load';
import { importFormatOf, importQuestions, isImportFailure } from '../src/server/content/import';

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const contentAt = args.indexOf('--content');
const root = resolve(contentAt >= 0 ? args[contentAt + 1]! : 'content');
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--content');
if (!file) {
  console.error('usage: npm run content:import FILE.csv|FILE.json [-- --accept-valid] [--allow-unreviewed]');
  process.exit(2);
}
const format = importFormatOf(file);
if (!format) {
  console.error(`${file}: the file must end in .csv or .json`);
  process.exit(2);
}

let bank;
try {
  bank = loadContent(root);
} catch (e) {
  console.error(e instanceof ContentError ? `the bank itself does not load:\n${e.message}` : e);
  process.exit(1);
}
const result = importQuestions(bank, readFileSync(file, 'utf8'), format, { allowUnreviewed: flag('--allow-unreviewed') });
if (isImportFailure(result)) {
  console.error(`${file}: ${result.error.code}: ${result.error.message}`);
  process.exit(1);
}
for (const a of result.accepted) console.log(`accepted  row ${a.row}  ${a.id}`);
for (const r of result.rejected) for (const reason of r.reasons) console.log(`rejected  row ${r.row}  ${r.id ?? '(no id)'}  ${reason}`);
console.log(`${result.accepted.length} accepted, ${result.rejected.length} rejected`);

if (result.rejected.length && !flag('--accept-valid')) {
  console.log('nothing written: fix the rejected rows, or run again with --accept-valid to import only the accepted ones');
  process.exit(1);
}
if (!result.items.length) process.exit(result.rejected.length ? 1 : 0);

// all files or none: write temporaries, then rename; undo on any failure, including a bank that no longer loads
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
const bySubject = new Map<string, Mcq[]>();
for (const q of result.items) bySubject.set(q.subject, [...(bySubject.get(q.subject) ?? []), q]);
const planned = [...bySubject].map(([subject, items]) => ({ path: join(root, 'subjects', subject, `mcq-import-${stamp}.yaml`), items }));
const done: string[] = [];
try {
  for (const p of planned) if (existsSync(p.path)) throw new Error(`${p.path} exists already`);
  for (const p of planned) writeFileSync(`${p.path}.tmp`, stringify(p.items, { lineWidth: 0 }), { flag: 'wx' });
  for (const p of planned) {
    renameSync(`${p.path}.tmp`, p.path);
    done.push(p.path);
  }
  loadContent(root);
} catch (e) {
  for (const p of planned) if (existsSync(`${p.path}.tmp`)) unlinkSync(`${p.path}.tmp`);
  for (const d of done) unlinkSync(d);
  console.error(`nothing written: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
for (const p of planned) console.log(`wrote ${p.items.length} question(s) to ${p.path}`);
