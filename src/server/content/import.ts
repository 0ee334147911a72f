/**
 * Importing GS questions from a CSV or JSON file (`npm run content:import FILE`, later the admin API): every row is
 * validated with the bank's schema and the same checks as `content:check` (near-duplicates against the whole bank
 * included), and a report lists the accepted and rejected rows. Pure: parsing and validation only; writing the
 * accepted items is the caller's job (scripts/content-import.ts writes them atomically). CSV columns:
 * docs/question-bank-format.md.
 */
import { mcq, type Mcq } from '@shared/content';
import { longestIsKey } from './bank';
import { checkContent } from './check';
import type { ContentLibrary } from './load';

export const IMPORT_LIMITS = { maxBytes: 2 * 1024 * 1024, maxRows: 2000 } as const;

export type ImportFormat = 'csv' | 'json';
export interface RejectedRow { row: number; id?: string; reasons: string[] }
export interface AcceptedRow { row: number; id: string; subject: string }
export interface ImportReport { accepted: AcceptedRow[]; rejected: RejectedRow[]; items: Mcq[] }
export interface ImportFailure { error: { code: 'empty_file' | 'too_large' | 'too_many_rows' | 'bad_csv' | 'bad_json' | 'unknown_columns'; message: string } }

// ---------- CSV ----------

/** RFC 4180: comma-separated, fields in double quotes may hold commas, line breaks and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const s = text.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (quoted) {
      if (ch === '"') {
        if (s[i + 1] === '"') { field += '"'; i += 2; continue; }
        quoted = false; i++; continue;
      }
      field += ch; i++; continue;
    }
    if (ch === '"') {
      if (field !== '') throw new Error(`a quote inside an unquoted field (line ${rows.length + 1})`);
      quoted = true; i++; continue;
    }
    if (ch === ',') { row.push(field); field = ''; i++; continue; }
    if (ch === '\r' || ch === '\n') {
      row.push(field); field = '';
      rows.push(row); row = [];
      i += ch === '\r' && s[i + 1] === '\n' ? 2 : 1;
      continue;
    }
    field += ch; i++;
  }
  if (quoted) throw new Error('a quoted field is not closed');
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

const N = [1, 2, 3, 4, 5, 6];
const LETTERS = ['a', 'b', 'c', 'd'] as const;
const langs = ['en', 'mr'] as const;
/** Every column the CSV may have (header names, in this order in docs/question-bank-format.md). */
export const CSV_COLUMNS = [
  'id', 'subject', 'topic_id', 'difficulty', 'frequency', 'format', 'question_en', 'question_mr',
  ...langs.flatMap((l) => N.map((n) => `statement_${n}_${l}`)),
  ...langs.flatMap((l) => N.map((n) => `list1_${n}_${l}`)),
  ...langs.flatMap((l) => N.map((n) => `list2_${n}_${l}`)),
  'closing_en', 'closing_mr',
  ...langs.flatMap((l) => LETTERS.map((x) => `option_${x}_${l}`)),
  'answer', 'explanation_en', 'explanation_mr', 'source_title', 'source_detail', 'source_url', 'as_of',
  'review_author', 'review_batch', 'review_checked_by', 'review_checked_on', 'review_notes',
  'past_paper_exam', 'past_paper_year', 'past_paper_paper', 'past_paper_url',
] as const;

/** One CSV row (header → cell) in the YAML item shape; empty cells are left out, so the schema reports what is missing. */
export function csvRowToItem(cells: Record<string, string>): Record<string, unknown> {
  const v = (k: string) => {
    const x = cells[k]?.trim();
    return x ? x : undefined;
  };
  const many = (prefix: string, l: string) => N.map((n) => v(`${prefix}_${n}_${l}`)).filter((x): x is string => x !== undefined);
  const bi = (en?: string, mr?: string) => (en === undefined && mr === undefined ? undefined : { en, mr });
  const item: Record<string, unknown> = {
    id: v('id'), subject: v('subject'), topicId: v('topic_id'), difficulty: v('difficulty'), frequency: v('frequency'),
    format: v('format'),
    question: bi(v('question_en'), v('question_mr')),
    closing: bi(v('closing_en'), v('closing_mr')),
    options: { en: LETTERS.map((x) => v(`option_${x}_en`) ?? ''), mr: LETTERS.map((x) => v(`option_${x}_mr`) ?? '') },
    explanation: bi(v('explanation_en'), v('explanation_mr')),
    source: v('source_title') || v('source_detail') || v('source_url') ? { title: v('source_title'), detail: v('source_detail'), url: v('source_url') } : undefined,
    asOf: v('as_of'),
  };
  const answer = v('answer');
  if (answer !== undefined) item.answer = /^[A-Da-d]$/.test(answer) ? answer.toUpperCase().charCodeAt(0) - 65 : answer;
  if (many('statement', 'en').length || many('statement', 'mr').length) item.statements = { en: many('statement', 'en'), mr: many('statement', 'mr') };
  if (many('list1', 'en').length || many('list1', 'mr').length)
    item.lists = { en: { left: many('list1', 'en'), right: many('list2', 'en') }, mr: { left: many('list1', 'mr'), right: many('list2', 'mr') } };
  if (v('review_author') || v('review_batch') || v('review_checked_by'))
    item.review = { author: v('review_author'), batch: v('review_batch'), checkedBy: v('review_checked_by'), checkedOn: v('review_checked_on'), notes: v('review_notes') };
  if (v('past_paper_exam') || v('past_paper_url')) {
    const year = Number(v('past_paper_year'));
    item.pastPapers = [{ exam: v('past_paper_exam'), year: Number.isFinite(year) ? year : v('past_paper_year'), paper: v('past_paper_paper'), url: v('past_paper_url') }];
  }
  // undefined fields out, so that `.strict()` objects parse and missing ones are reported as missing
  return JSON.parse(JSON.stringify(item)) as Record<string, unknown>;
}

/** The rows of a file as raw items, numbered as a person sees them (CSV: the line of the sheet, header = 1; JSON: 1-based). */
export function readImportFile(text: string, format: ImportFormat): { rows: { row: number; raw: unknown }[] } | ImportFailure {
  if (!text.trim()) return { error: { code: 'empty_file', message: 'the file is empty' } };
  if (Buffer.byteLength(text, 'utf8') > IMPORT_LIMITS.maxBytes) return { error: { code: 'too_large', message: `the file is larger than ${IMPORT_LIMITS.maxBytes} bytes` } };
  let rows: { row: number; raw: unknown }[];
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      return { error: { code: 'bad_json', message: `not valid JSON: ${(e as Error).message}` } };
    }
    const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { items?: unknown }).items) ? (data as { items: unknown[] }).items : null;
    if (!list) return { error: { code: 'bad_json', message: 'expected a list of questions, or { "items": [...] }' } };
    rows = list.map((raw, i) => ({ row: i + 1, raw }));
  } else {
    let table: string[][];
    try {
      table = parseCsv(text);
    } catch (e) {
      return { error: { code: 'bad_csv', message: `not valid CSV: ${(e as Error).message}` } };
    }
    const header = (table[0] ?? []).map((h) => h.trim());
    const unknown = header.filter((h) => !(CSV_COLUMNS as readonly string[]).includes(h));
    if (unknown.length) return { error: { code: 'unknown_columns', message: `unknown column(s): ${unknown.join(', ')}` } };
    rows = table.slice(1).map((cells, i) => {
      if (cells.length !== header.length) return { row: i + 2, raw: { __csvError: `has ${cells.length} cells, the header has ${header.length}` } };
      return { row: i + 2, raw: csvRowToItem(Object.fromEntries(header.map((h, k) => [h, cells[k] ?? '']))) };
    });
  }
  if (rows.length > IMPORT_LIMITS.maxRows) return { error: { code: 'too_many_rows', message: `more than ${IMPORT_LIMITS.maxRows} rows` } };
  return { rows };
}

const isFailure = (x: unknown): x is ImportFailure => !!x && typeof x === 'object' && 'error' in x;

/**
 * Validates rows against the schema and the bank: a row is accepted only if the bank with it (and the other
 * accepted rows) has no problem that the bank alone did not have. A problem naming two new rows goes to the later.
 */
export function validateImport(bank: ContentLibrary, rows: { row: number; raw: unknown }[], opts: { allowUnreviewed?: boolean } = {}): ImportReport {
  const { bankRejected: _, ...report } = validateRows(bank, rows, opts, bankProblems(bank, opts));
  return report;
}

/**
 * The bank alone's problems, near-duplicates left out: the check of bank and rows looks for near-duplicates only of
 * the rows (a pair of two bank items cannot be one), so a problem it finds that is not here is the rows'.
 */
const bankProblems = (bank: ContentLibrary, opts: { allowUnreviewed?: boolean }) => new Set(checkContent(bank, { ...opts, nearDuplicatesOf: new Set() }).problems);

/** validateImport with the bank alone's problems given (bankProblems), and how many rows the bank check refused. */
function validateRows(
  bank: ContentLibrary,
  rows: { row: number; raw: unknown }[],
  opts: { allowUnreviewed?: boolean },
  baseline: Set<string>,
): ImportReport & { bankRejected: number } {
  const rejected = new Map<number, RejectedRow>();
  const reject = (row: number, id: string | undefined, reason: string) => {
    const r = rejected.get(row) ?? { row, id, reasons: [] };
    r.reasons.push(reason);
    rejected.set(row, r);
  };
  const parsed: { row: number; item: Mcq }[] = [];
  for (const { row, raw } of rows) {
    const rawId = raw && typeof raw === 'object' && typeof (raw as { id?: unknown }).id === 'string' ? (raw as { id: string }).id : undefined;
    if (raw && typeof raw === 'object' && '__csvError' in raw) { reject(row, undefined, String((raw as { __csvError: string }).__csvError)); continue; }
    const r = mcq.safeParse(raw);
    if (!r.success) {
      for (const issue of r.error.issues) reject(row, rawId, `${issue.path.join('.') || '(row)'}: ${issue.message}`);
      continue;
    }
    if (parsed.some((p) => p.item.id === r.data.id)) { reject(row, r.data.id, `id ${r.data.id} appears earlier in the file`); continue; }
    parsed.push({ row, item: r.data });
  }

  const rowOfId = new Map(parsed.map((p) => [p.item.id, p]));
  const mentions = (problem: string) => [...problem.matchAll(/\b(?:mcq|duplicate of) ([a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((m) => m[1]!);
  const combined = { ...bank, mcqs: [...bank.mcqs, ...parsed.map((p) => p.item)] };
  for (const problem of checkContent(combined, { ...opts, nearDuplicatesOf: new Set(parsed.map((p) => p.item.id)) }).problems) {
    if (baseline.has(problem)) continue;
    const named = [...new Set(mentions(problem))].map((id) => rowOfId.get(id)).filter((p) => p !== undefined);
    if (named.length) {
      const last = named.reduce((a, b) => (b.row > a.row ? b : a));
      reject(last.row, last.item.id, problem);
      continue;
    }
    // a subject-level problem (the longest-option share): the new rows of that subject whose key is the longest
    const subject = problem.match(/^mcqs for ([a-z-]+):/)?.[1];
    const culprits = parsed.filter((p) => p.item.subject === subject && longestIsKey(p.item));
    for (const p of culprits) reject(p.row, p.item.id, `${problem}: make the key no longer than the other options`);
    if (!culprits.length) for (const p of parsed) reject(p.row, p.item.id, problem);
  }

  const accepted = parsed.filter((p) => !rejected.has(p.row));
  return {
    accepted: accepted.map((p) => ({ row: p.row, id: p.item.id, subject: p.item.subject })),
    rejected: [...rejected.values()].sort((a, b) => a.row - b.row),
    items: accepted.map((p) => p.item),
    // a parsed row is rejected only by the bank check
    bankRejected: parsed.length - accepted.length,
  };
}

/**
 * File text → report, for the CLI and the admin API. With `acceptValid` false (the default) the caller writes
 * nothing unless `rejected` is empty.
 */
export function importQuestions(bank: ContentLibrary, text: string, format: ImportFormat, opts: { allowUnreviewed?: boolean } = {}): ImportReport | ImportFailure {
  const file = readImportFile(text, format);
  if (isFailure(file)) return file;
  const baseline = bankProblems(bank, opts);
  const { bankRejected, ...report } = validateRows(bank, file.rows, opts, baseline);
  // accepting a subset can change nothing for the others except the subject-level share: validate the subset again.
  // Rows refused before the bank check (schema, CSV, an id twice) never joined it: without a bank-check refusal the
  // subset is the bank check's own set of rows, and its result the same.
  if (bankRejected && report.items.length) {
    const { bankRejected: _, ...again } = validateRows(bank, file.rows.filter((r) => report.accepted.some((a) => a.row === r.row)), opts, baseline);
    if (again.rejected.length) return { ...again, rejected: [...report.rejected, ...again.rejected].sort((a, b) => a.row - b.row) };
  }
  return report;
}

export const importFormatOf = (file: string): ImportFormat | null => (/\.csv$/i.test(file) ? 'csv' : /\.json$/i.test(file) ? 'json' : null);
export { isFailure as isImportFailure };
