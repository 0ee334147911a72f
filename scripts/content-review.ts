/**
 * npx tsx scripts/content-review.ts --by REVIEWER [--on YYYY-MM] ID…
 * Records a completed independent check on the listed GS questions: adds `checkedBy` and `checkedOn` to their
 * `review: { … }` line in content/subjects/<subject>/mcq*.yaml. Refuses an id it cannot find, an item without a
 * one-line review record, and a reviewer who is the item's author. Run it only after reading every listed item.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const args = process.argv.slice(2);
const value = (flag: string) => {
  const i = args.indexOf(flag);
  return i >= 0 ? args[i + 1] : undefined;
};
const by = value('--by');
const on = value('--on') ?? new Date().toISOString().slice(0, 7);
const ids = new Set(args.filter((a, i) => !a.startsWith('--') && !['--by', '--on'].includes(args[i - 1] ?? '')));
if (!by || !ids.size || !/^\d{4}-\d{2}(-\d{2})?$/.test(on)) {
  console.error('usage: npx tsx scripts/content-review.ts --by REVIEWER [--on YYYY-MM] ID…');
  process.exit(2);
}

const root = join('content', 'subjects');
const problems: string[] = [];
const done = new Set<string>();
const writes: [string, string][] = [];
for (const subject of readdirSync(root)) {
  for (const f of readdirSync(join(root, subject)).filter((x) => x.startsWith('mcq') && x.endsWith('.yaml'))) {
    const file = join(root, subject, f);
    const blocks = readFileSync(file, 'utf8').split(/^(?=- id: )/m);
    let changed = false;
    const out = blocks.map((b) => {
      const id = b.match(/^- id: (\S+)/)?.[1];
      if (!id || !ids.has(id)) return b;
      const line = b.match(/^ {2}review: (\{.*\})$/m);
      if (!line) {
        problems.push(`${id}: no one-line review record in ${file}`);
        return b;
      }
      const review = parse(line[1]!) as Record<string, string>;
      if (review.author?.trim().toLowerCase() === by.trim().toLowerCase()) {
        problems.push(`${id}: ${by} is its author; the check must be independent`);
        return b;
      }
      const notes = review.notes?.replace(/; pending an independent second check$/, '');
      const next = { ...review, ...(notes ? { notes } : {}), checkedBy: by, checkedOn: on };
      done.add(id);
      changed = true;
      return b.replace(
        line[0],
        `  review: { ${Object.entries(next)
          .map(([k, v]) => `${k}: ${JSON.stringify(String(v))}`)
          .join(', ')} }`,
      );
    });
    if (changed) writes.push([file, out.join('')]);
  }
}
for (const id of ids) if (!done.has(id) && !problems.some((p) => p.startsWith(`${id}:`))) problems.push(`${id}: not found`);
if (problems.length) {
  console.error(`nothing recorded for these:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
for (const [file, text] of writes) writeFileSync(file, text);
console.log(`recorded the check by ${by} (${on}) on ${done.size} question(s)`);
