/**
 * Fixing one bank question on the desk (modules/admin, docs/decisions/009-question-bank-desk.md): the edited item is
 * validated with the bank's schema and the checks of `npm run content:check` — the item's own gates (distinct options,
 * Devanagari digits and script in Marathi, source, as-of, review record), near-duplicates against the rest of the bank
 * in both languages, and the subject's longest-option-is-key share — and every problem is tied to the field it is
 * about, so the desk can show it beside that field. Pure: the caller loads the bank and writes the result.
 */
import { mcq, type Mcq } from '@shared/content';
import {
  LONGEST_KEY_MAX_SHARE,
  LONGEST_KEY_MIN_ITEMS,
  NEAR_DUPLICATE_THRESHOLD,
  NEAR_DUPLICATE_THRESHOLD_REASONING,
  bankDocuments,
  similarity,
  trigrams,
  type TextDoc,
} from './bank';
import { bankCounts } from './bank-counts';
import { checkContent } from './check';
import type { ContentLibrary } from './load';

export type EditProblemCode =
  | 'question_field_invalid'
  | 'question_options_not_distinct'
  | 'question_marathi_digits'
  | 'question_marathi_script'
  | 'question_source_missing'
  | 'question_as_of_invalid'
  | 'question_near_duplicate'
  | 'question_longest_option_share';

/** One problem with an edit: the field it is about (a path like `options.mr.2`), a code the web translates, values. */
export interface EditProblem {
  field: string;
  code: EditProblemCode;
  params?: Record<string, string | number>;
}

/** The fields an admin may change; format, statements, lists, topic and the review record stay as they are. */
export type EditableFields = Pick<Mcq, 'difficulty' | 'question' | 'options' | 'answer' | 'explanation' | 'source'> & { asOf?: string };

export function applyEdit(base: Mcq, edit: EditableFields): unknown {
  const { asOf, source, ...rest } = edit;
  const cleanSource = Object.fromEntries(Object.entries(source).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
  const item: Record<string, unknown> = { ...base, ...rest, source: cleanSource };
  if (asOf?.trim()) item.asOf = asOf.trim();
  else delete item.asOf;
  return item;
}

const schemaProblem = (path: PropertyKey[], message: string): EditProblem => {
  const field = path.map(String).join('.') || 'question';
  if (field.startsWith('source')) return { field: 'source.title', code: 'question_source_missing' };
  if (field === 'asOf') return { field, code: 'question_as_of_invalid' };
  return { field, code: 'question_field_invalid', params: { detail: message.slice(0, 200) } };
};

/** content:check's wording for one item → the field and the code (check.ts words its problems this way). */
function checkProblem(problem: string, id: string): EditProblem | null {
  const mine = `mcq ${id}`;
  if (!problem.startsWith(mine)) return null;
  const rest = problem.slice(mine.length);
  let m: RegExpMatchArray | null;
  if ((m = rest.match(/^: options in (en|mr) are not distinct/))) return { field: `options.${m[1]}`, code: 'question_options_not_distinct' };
  if ((m = rest.match(/^ ([a-z.0-9]+): Latin digits in Marathi text/))) {
    const [head, ...tail] = m[1]!.split('.');
    return { field: [head, 'mr', ...tail].join('.'), code: 'question_marathi_digits' };
  }
  if ((m = rest.match(/^ (question|explanation): (English and Marathi are identical|Marathi text is not in Devanagari)/)))
    return { field: `${m[1]}.mr`, code: 'question_marathi_script' };
  if ((m = rest.match(/^: Marathi option (\d) is not Marathi/))) return { field: `options.mr.${m[1]}`, code: 'question_marathi_script' };
  if ((m = rest.match(/^: duplicate of (\S+)/))) return { field: 'question', code: 'question_near_duplicate', params: { other: m[1]! } };
  if (/^: no asOf date/.test(rest)) return { field: 'asOf', code: 'question_as_of_invalid' };
  return { field: 'question', code: 'question_field_invalid', params: { detail: rest.replace(/^:\s*/, '').slice(0, 200) } };
}

const docsOf = (docs: TextDoc[]) => new Map(docs.map((d) => [d.id, d]));

/** Bank items (other than `id`) whose mean English/Marathi trigram similarity reaches content:check's threshold. */
export function nearDuplicatesOf(bank: ContentLibrary, item: Mcq): { id: string; similarity: number }[] {
  const others = bankDocuments(
    bank.mcqs.filter((q) => q.id !== item.id),
    bank.csatPassages,
    bank.csatItems,
  );
  const mine = bankDocuments([item], [], []);
  const reasoning = item.subject === 'mental-ability';
  const scores = new Map<string, number[]>();
  for (const lang of ['en', 'mr'] as const) {
    const t = trigrams(mine[lang][0]!.text);
    for (const d of others[lang]) {
      const list = scores.get(d.id) ?? [];
      list.push(similarity(t, trigrams(d.text)));
      scores.set(d.id, list);
    }
  }
  const en = docsOf(others.en);
  const mr = docsOf(others.mr);
  const out: { id: string; similarity: number }[] = [];
  for (const [docId, sims] of scores) {
    const mean = sims.reduce((a, b) => a + b, 0) / sims.length;
    const both = (en.get(docId) ?? mr.get(docId))!;
    if (mean >= (reasoning && both.reasoning ? NEAR_DUPLICATE_THRESHOLD_REASONING : NEAR_DUPLICATE_THRESHOLD))
      out.push({ id: docId.replace(/^(mcq|csat passage|csat) /, ''), similarity: Math.round(mean * 100) / 100 });
  }
  return out.sort((a, b) => b.similarity - a.similarity);
}

/**
 * The edited item, or every problem with it. `bank` is the bank as it stands (content/, imported and edited
 * questions), the question's current version included.
 */
export function validateEdit(bank: ContentLibrary, id: string, raw: unknown): { item: Mcq } | { problems: EditProblem[] } {
  const parsed = mcq.safeParse(raw);
  if (!parsed.success) return { problems: parsed.error.issues.map((i) => schemaProblem(i.path, i.message)) };
  const item = parsed.data;
  const problems: EditProblem[] = [];
  // the item's own gates: content:check on a library holding only this question (and the topics it must resolve to)
  const alone: ContentLibrary = { ...bank, mcqs: [item], notes: [], csatPassages: [], csatItems: [], mapQuizzes: [], hotspots: [] };
  const seen = new Set<string>();
  for (const p of checkContent(alone).problems) {
    const e = checkProblem(p, id);
    if (!e || seen.has(`${e.field}|${e.code}`)) continue;
    seen.add(`${e.field}|${e.code}`);
    problems.push(e);
  }
  const dupes = nearDuplicatesOf(bank, item);
  if (dupes.length) problems.push({ field: 'question', code: 'question_near_duplicate', params: { other: dupes[0]!.id, similarity: dupes[0]!.similarity } });
  // the longest option as the key: refused only when this edit pushes the subject's share up and over the limit
  const before = bankCounts(bank.mcqs, [], []);
  const after = bankCounts(
    bank.mcqs.map((q) => (q.id === id ? item : q)),
    [],
    [],
  );
  const s = item.subject;
  const share = after.longestKeyShare[s] ?? 0;
  if (share > LONGEST_KEY_MAX_SHARE && share > (before.longestKeyShare[s] ?? 0) && (after.longestKeyCounted[s] ?? 0) >= LONGEST_KEY_MIN_ITEMS)
    problems.push({
      field: 'answer',
      code: 'question_longest_option_share',
      params: { subject: s, share: Math.round(share * 1000) / 10, limit: LONGEST_KEY_MAX_SHARE * 100 },
    });
  return problems.length ? { problems } : { item };
}
