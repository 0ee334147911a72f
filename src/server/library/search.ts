import { sql } from 'kysely';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '@shared/content-search';
import type { ContentLang } from '@shared/language';
import type { Executor } from '../db/database';
import { questionKey } from './question-key';
import { snippet } from './snippet';

export interface SearchOptions {
  /** Language of titles and snippets; matching always covers English and Marathi. Default: the query's script. */
  lang?: ContentLang;
  kinds?: readonly SearchKind[];
  limit?: number;
  /** `false` for searches inside the server that never show a snippet: the bodies are then neither read nor cut. */
  snippets?: boolean;
}

const MAX_TOKENS = 12;
const MAX_TOKEN_LENGTH = 40;
/** Shorter words match whole only: `ra:*` would match half the library. */
const PREFIX_FROM = 3;
/** Only words this long are spell-corrected, and only to a word this close (pg_trgm similarity). */
const CORRECT_FROM = 4;
const CORRECTION_MIN_SIMILARITY = 0.35;

const DEVANAGARI = /[\u0900-\u097F]/g;
const LATIN = /[A-Za-z]/g;
export function detectLang(text: string): ContentLang {
  return (text.match(DEVANAGARI)?.length ?? 0) > (text.match(LATIN)?.length ?? 0) ? 'marathi' : 'english';
}

/**
 * The words of a user's query, made safe for to_tsquery: only letters, combining marks and digits survive
 * (none of tsquery's operators `& | ! ( ) : * < > '` nor a backslash), so no query text can change the
 * query's structure. Splitting on everything else is what the 'simple' parser does to the documents too.
 */
export function searchTokens(query: string): string[] {
  const words = query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

export function toTsquery(tokens: readonly string[], op: '&' | '|'): string {
  return tokens.map((t) => ([...t].length >= PREFIX_FROM ? `${t}:*` : t)).join(` ${op} `);
}

interface KindColumns {
  table: 'topic_notes' | 'syllabus_topics' | 'mcqs';
  title: string;
  body: string;
  topicId: string;
  boost: number;
}
const KIND_COLUMNS: Record<SearchKind, KindColumns> = {
  // A topic or a note whose title matches is a better first answer than one of its many questions.
  note: { table: 'topic_notes', title: 'title', body: 'summary', topicId: 'topic_id', boost: 1.2 },
  topic: { table: 'syllabus_topics', title: 'topic', body: 'description', topicId: 'id', boost: 1.3 },
  // A question's snippet is the question itself: its explanation would give the answer away.
  mcq: { table: 'mcqs', title: 'question', body: 'question', topicId: 'topic_id', boost: 1 },
};
const KIND_ORDER = sql.raw(`case kind ${SEARCH_KINDS.map((k, i) => `when '${k}' then ${i}`).join(' ')} end`);

interface HitRow {
  kind: SearchKind;
  id: string;
  title: string;
  body: string;
  subject: string;
  topic_id: string;
  score: number;
}

/**
 * Ranked full-text hits over notes, syllabus topics and MCQs, English and Marathi alike ('simple'
 * configuration, prefix matching): all words must match; failing that, misspelt words are corrected to
 * the library's nearest words and all must match again; failing that, any word may. Empty or
 * punctuation-only queries find nothing.
 */
export async function searchContent(db: Executor, query: string, opts: SearchOptions = {}): Promise<SearchHit[]> {
  let tokens = searchTokens(query);
  if (!tokens.length) return [];
  const lang = opts.lang ?? detectLang(query);
  const kinds = opts.kinds?.length ? [...new Set(opts.kinds)] : [...SEARCH_KINDS];
  const limit = Math.max(1, Math.min(Math.trunc(opts.limit ?? 20), 100));
  const withBody = opts.snippets !== false;
  const fullText = (tsquery: string) => fullTextRows(db, tsquery, lang, kinds, limit, withBody);

  let rows = await fullText(toTsquery(tokens, '&'));
  if (!rows.length) {
    const corrected = await correctTokens(db, tokens);
    if (corrected.some((t, i) => t !== tokens[i])) {
      tokens = [...new Set(corrected)];
      rows = await fullText(toTsquery(tokens, '&'));
    }
  }
  if (!rows.length && tokens.length > 1) rows = await fullText(toTsquery(tokens, '|'));
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    snippet: withBody ? snippet(r.body, tokens) : '',
    subject: r.subject,
    topicId: r.topic_id,
    score: Math.round(Number(r.score) * 10_000) / 10_000,
  }));
}

const col = (alias: string, name: string, lang: ContentLang) => sql.ref(`${alias}.${name}_${lang === 'marathi' ? 'mr' : 'en'}`);

/** Retired questions (modules/admin) never reach a candidate: not in search results, not as a scanner's match. */
const NOT_RETIRED = sql`and t.id not in (select question_id from question_retirements)`;

async function fullTextRows(db: Executor, tsquery: string, lang: ContentLang, kinds: SearchKind[], limit: number, withBody: boolean) {
  const perKind = kinds.map((kind) => {
    const c = KIND_COLUMNS[kind];
    // ts_rank normalisation 1 divides by 1 + log(length): a match in a short title outranks one in a long summary.
    return sql`(select ${sql.lit(kind)}::text as kind, t.id, t.subject, ${sql.ref(`t.${c.topicId}`)} as topic_id,
        ${col('t', c.title, lang)} as title, ${withBody ? col('t', c.body, lang) : sql`''`} as body, ts_rank(t.search, q.q, 1) * ${sql.lit(c.boost)} as score
      from ${sql.table(c.table)} t, q where t.search @@ q.q ${kind === 'mcq' ? NOT_RETIRED : sql``}
      order by score desc, t.position limit ${limit})`;
  });
  const r = await sql<HitRow>`with q as (select to_tsquery('simple'::regconfig, ${tsquery}) as q)
    select * from (${sql.join(perKind, sql` union all `)}) hits
    order by score desc, ${KIND_ORDER}, id`.execute(db);
  return withEachKind(r.rows, kinds, limit);
}

/**
 * The best `limit` hits, with the best of each kind among them: a long note on the Rajya Sabha scores below twenty short
 * questions that name it (ts_rank divides by the length), yet a candidate searching for it should see the note too.
 */
export function withEachKind<T extends { kind: SearchKind }>(sorted: T[], kinds: SearchKind[], limit: number): T[] {
  const top = sorted.slice(0, limit);
  const missing = kinds.map((k) => sorted.find((h) => h.kind === k)).filter((h): h is T => !!h && !top.includes(h));
  const keep = new Set([...top.slice(0, Math.max(0, limit - missing.length)), ...missing]);
  // the database's order (score, kind, id) is kept
  return sorted.filter((h) => keep.has(h)).slice(0, limit);
}

/**
 * Each word of 4+ characters replaced by the library's most similar word, when one is close enough.
 * `%` finds candidates through the GIN index at pg_trgm.similarity_threshold (default 0.3).
 */
async function correctTokens(db: Executor, tokens: string[]): Promise<string[]> {
  const candidates = tokens.filter((t) => [...t].length >= CORRECT_FROM);
  if (!candidates.length) return tokens;
  const r = await sql<{ token: string; word: string }>`
    select t.token, w.word
    from unnest(${candidates}::text[]) as t(token)
    cross join lateral (
      select word, similarity(word, t.token) as score from search_words where word % t.token order by score desc, word limit 1
    ) w
    where w.score >= ${CORRECTION_MIN_SIMILARITY}`.execute(db);
  const best = new Map(r.rows.map((x) => [x.token, x.word]));
  return tokens.map((t) => best.get(t) ?? t);
}

export interface SimilarQuestion {
  id: string;
  subject: string;
  topicId: string;
  question: string;
  lang: ContentLang;
  score: number;
}

/**
 * Bank questions closest to `text` by trigram similarity (pg_trgm) of their question keys (question-key.ts),
 * in the text's own language: near-duplicates of a new question, or of a scanned one. Ordered by the
 * GiST index's distance `<->`, then cut at `threshold` (0.5: a reworded question scores above it, an
 * unrelated one below 0.1).
 */
export async function findSimilarQuestions(
  db: Executor,
  text: string,
  { limit = 5, threshold = 0.5 }: { limit?: number; threshold?: number } = {},
): Promise<SimilarQuestion[]> {
  const key = questionKey(text.slice(0, 2000));
  if (!key) return [];
  const lang = detectLang(text);
  const sfx = lang === 'marathi' ? 'mr' : 'en';
  const keyCol = sql.ref(`question_key_${sfx}`);
  const n = Math.max(1, Math.min(Math.trunc(limit), 50));
  // Ordered by the distance alone: a second sort key stops the GiST index serving the order (17 ms → 1 ms).
  const r = await sql<{ id: string; subject: string; topic_id: string; question: string; score: number }>`
    select * from (
      select id, subject, topic_id, ${sql.ref(`question_${sfx}`)} as question, similarity(${keyCol}, ${key}) as score
      from mcqs t where true ${NOT_RETIRED} order by ${keyCol} <-> ${key} limit ${n}
    ) near where score >= ${threshold} order by score desc, id`.execute(db);
  return r.rows.map((x) => ({
    id: x.id,
    subject: x.subject,
    topicId: x.topic_id,
    question: x.question,
    lang,
    score: Math.round(Number(x.score) * 10_000) / 10_000,
  }));
}

/**
 * The Latin-script words (4+ letters) the library never uses, not even misspelt: a question about "FIFA" is
 * about something the library doesn't hold, however well its other words ("world", "cup") match.
 * Devanagari is left out: its inflected forms are too many for a word list to judge.
 */
export async function unknownWords(db: Executor, candidates: readonly string[]): Promise<string[]> {
  const ws = [...new Set(candidates.filter((w) => /^[a-z]{4,}$/.test(w)))];
  if (!ws.length) return [];
  const r = await sql<{ w: string }>`
    select t.w from unnest(${ws}::text[]) as t(w)
    where not exists (select 1 from search_words s where s.word = t.w or s.word like t.w || '%')
      and not exists (select 1 from search_words s where s.word % t.w and similarity(s.word, t.w) >= ${UNKNOWN_WORD_SIMILARITY})`.execute(db);
  return r.rows.map((x) => x.w);
}
const UNKNOWN_WORD_SIMILARITY = 0.45;
