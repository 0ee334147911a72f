/**
 * npx tsx scripts/content-marathi-digits.ts FILE.yaml… [--write]
 * Rewrites Latin digits (0–9) in the Marathi (`mr:`) values of content YAML files as Devanagari digits (०–९), the
 * rule MPSC's Marathi papers follow; chemical formulas get subscript digits instead (H₂O, CaSO₄). Line-based, so
 * the files keep their layout; afterwards every file is parsed again and compared field by field with the expected
 * result (English and every other field unchanged), and nothing is written if anything else moved.
 * Without --write it only reports what it would change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';
import { toDevanagariDigits } from '../src/server/content/bank';

const SUB = '₀₁₂₃₄₅₆₇₈₉';
/** Element symbols that occur in the bank's formulas; a token made only of these (with counts) is a formula. */
const FORMULA = /(?<![\p{L}\p{N}-])(?!COP\d)(\d*)((?:(?:Ca|Na|Cl|Mg|Fe|Al|Zn|Cu|K|H|O|C|N|S|P)\d*)+)(?![\p{L}\p{N}])/gu;
export function marathiDigits(s: string): string {
  const withFormulas = s.replace(FORMULA, (whole, coef: string, body: string) => {
    if (!/[A-Z][a-z]?\d/.test(body) || !/[A-Z].*[A-Z]|\d/.test(body)) return whole;
    return toDevanagariDigits(coef) + body.replace(/\d/g, (d) => SUB[Number(d)]!);
  });
  return toDevanagariDigits(withFormulas);
}

function transformLines(src: string): string {
  const lines = src.split('\n');
  let blockIndent = -1;
  return lines
    .map((line) => {
      const indent = line.match(/^ */)![0].length;
      if (blockIndent >= 0) {
        if (line.trim() === '' || indent > blockIndent) return marathiDigits(line);
        blockIndent = -1;
      }
      const m = line.match(/^(\s*(?:- )?)mr:(.*)$/);
      if (!m) return line;
      blockIndent = m[1]!.length;
      return `${m[1]}mr:${marathiDigits(m[2]!)}`;
    })
    .join('\n');
}

/** The expected parse: every string under an `mr` key converted, everything else the same. */
function expected(v: unknown, underMr = false): unknown {
  if (typeof v === 'string') return underMr ? marathiDigits(v) : v;
  if (typeof v === 'number') return underMr ? marathiDigits(String(v)) : v;
  if (Array.isArray(v)) return v.map((x) => expected(x, underMr));
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, expected(x, underMr || k === 'mr')]));
  return v;
}

if (process.argv[1]?.endsWith('content-marathi-digits.ts')) main();
function main() {
  const write = process.argv.includes('--write');
  let failed = false;
  for (const file of process.argv.slice(2).filter((a) => !a.startsWith('--'))) {
    const before = readFileSync(file, 'utf8');
    const after = transformLines(before);
    if (after === before) continue;
    if (!isDeepStrictEqual(parse(after), expected(parse(before)))) {
      console.error(`${file}: the line-based rewrite changed more than the Marathi digits; not written`);
      failed = true;
      continue;
    }
    const changed = before.split('\n').filter((l, i) => l !== after.split('\n')[i]).length;
    console.log(`${file}: ${changed} line(s)${write ? ' rewritten' : ' would change'}`);
    if (write) writeFileSync(file, after);
  }
  process.exitCode = failed ? 1 : 0;
}
