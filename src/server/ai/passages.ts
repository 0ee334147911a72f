import type { GlossaryEntry, SyllabusTopic, TopicNote } from '@shared/content';
import type { Executor } from '../db/database';
import * as library from '../library';
import { phraseToken, type Unit } from './question-units';
import { entities, indexTerms, properNames } from './text/entities';
import { isDevanagari } from './text/tokens';
import { splitSentences } from './text/sentences';

export { questionUnits, type Unit } from './question-units';

/**
 * The tutor's passage index: every sentence of every note's summary and every key fact, in English and Marathi,
 * each with its note's title, ranked with BM25 (k1 1.2, b 0.75). Built once per content hash (the seeded library's
 * fingerprint), not per request. A question becomes *units* (question-units.ts), scored here against the passages.
 */
export interface Passage {
  noteId: string;
  lang: 'en' | 'mr';
  kind: 'summary' | 'fact';
  /** position among the note's sentences (summary) or key facts (fact) in that language */
  index: number;
  text: string;
  /** terms of the sentence and of its note's title (ranking notes) */
  tf: Map<string, number>;
  len: number;
  /** terms of the sentence alone (choosing the note's sentences that answer) */
  body: Map<string, number>;
  bodyLen: number;
  /** the article or amendment the sentence names first: what it is about ("Article 21 protects…") */
  lead?: string;
  /**
   * "art"/"amd" when the sentence lists at least `LIST_FROM` articles or amendments ("the Ninth by the 1st Amendment,
   * the Tenth by the 52nd, the Eleventh by the 73rd…"): it is about none of them but the one it opens with
   */
  lists?: Set<string>;
}
export interface NoteEntry {
  note: TopicNote;
  topic: SyllabusTopic;
  /** every term of the note, its topic and their titles */
  terms: Set<string>;
  /** the terms of the note's and its topic's titles, both languages */
  titleTerms: Set<string>;
  /** the title's terms and those of the note's opening sentence, both languages: what the note is about */
  headTerms: Set<string>;
  passages: Passage[];
}
export interface PassageIndex {
  notes: Map<string, NoteEntry>;
  passages: Passage[];
  df: Map<string, number>;
  vocab: string[];
  avgLen: number;
  /** `acronym`: the term has an acronym among its English forms ("GST"): it names one thing, in whatever script it is asked */
  glossary: { forms: string[][]; acronym?: boolean; proper?: boolean }[];
  /** every word of every glossary form: a word the library knows, however the notes spell it ("Qutub" for "Qutb") */
  glossaryTerms: Set<string>;
  /** term → positions in `passages` of the passages whose `tf` holds it, ascending (built with the index) */
  postings: Map<string, number[]>;
  /**
   * Marathi words that are names ("सातवाहन", "वाकाटक"): Devanagari has no capitals, so a word held by at least three notes
   * counts as a name when they are exactly the notes whose English holds one capitalised name (Satavahana)
   */
  names: Set<string>;
  /** English words the notes write as names, capitalised inside a sentence ("Governor", "Satavahana"; not "ballot") */
  capitalised: Set<string>;
}

const K1 = 1.2;
const B = 0.75;
const B_OWN = 0.3;

/** The glossary's terms of several words, by their first word. */
type Phrases = Map<string, string[][]>;

function phrasesOf(glossary: { forms: string[][] }[]): Phrases {
  const out: Phrases = new Map();
  for (const g of glossary) for (const f of g.forms) if (f.length > 1) out.set(f[0]!, [...(out.get(f[0]!) ?? []), f]);
  return out;
}

function termsOf(text: string, phrases: Phrases): string[] {
  const ts = indexTerms(text);
  const joined: string[] = [];
  ts.forEach((t, i) => {
    for (const f of phrases.get(t) ?? []) if (f.every((x, k) => ts[i + k] === x)) joined.push(phraseToken(f));
  });
  return [...ts, ...joined, ...entities(text)];
}

export function buildIndex(topics: SyllabusTopic[], notes: TopicNote[], glossary: GlossaryEntry[]): PassageIndex {
  const topicOf = new Map(topics.map((t) => [t.id, t]));
  const out: PassageIndex = {
    notes: new Map(),
    passages: [],
    df: new Map(),
    vocab: [],
    avgLen: 1,
    glossary: [],
    glossaryTerms: new Set(),
    postings: new Map(),
    names: new Set(),
    capitalised: new Set(),
  };
  out.glossary = glossary.map((g) => ({
    forms: [...g.en, ...g.mr, ...g.hi].map((f) => indexTerms(f)).filter((f) => f.length > 0),
    ...(g.en.some((f) => /^[A-Z]{2,6}$/.test(f)) ? { acronym: true } : {}),
    // a name ("Sahyadri", "Western Ghats"), not a common word ("woman"): what "why is X called Y?" asks about
    ...(g.en.some((f) => /^\p{Lu}/u.test(f)) ? { proper: true } : {}),
  }));
  out.glossaryTerms = new Set(out.glossary.flatMap((g) => g.forms.flat()));
  const phrases = phrasesOf(out.glossary);
  const termsIn = (text: string) => termsOf(text, phrases);
  for (const note of notes) {
    const topic = topicOf.get(note.topicId);
    if (!topic) continue;
    const entry: NoteEntry = { note, topic, terms: new Set(), titleTerms: new Set(), headTerms: new Set(), passages: [] };
    for (const lang of ['en', 'mr'] as const) {
      const title = termsIn(`${note.title[lang]} ${topic.topic[lang]}`);
      for (const t of title) entry.titleTerms.add(t);
      for (const t of [...title, ...termsIn(splitSentences(note.summary[lang])[0] ?? '')]) entry.headTerms.add(t);
      const add = (kind: Passage['kind'], index: number, text: string) => {
        const own = termsIn(text);
        const ts = [...own, ...title];
        const lead = entities(text.slice(0, 40))[0];
        const lists = listedKinds(own);
        entry.passages.push({
          noteId: note.id,
          lang,
          kind,
          index,
          text,
          tf: counts(ts),
          // a phrase token repeats words the sentence already has: it does not make the sentence longer
          len: wordCount(ts),
          body: counts(own),
          bodyLen: wordCount(own),
          lead,
          ...(lists ? { lists } : {}),
        });
      };
      splitSentences(note.summary[lang]).forEach((s, i) => add('summary', i, s));
      // a long key fact is several sentences: each is a passage (a question's words must meet in one sentence)
      note.keyFacts.forEach((f, i) => splitSentences(f[lang]).forEach((s) => add('fact', i, s)));
      for (const t of [...title, ...termsIn(`${topic.description[lang]} ${topic.subtopics.map((s) => s[lang]).join(' ')}`)]) entry.terms.add(t);
    }
    sectionsNotArticles(entry.passages);
    for (const p of entry.passages) for (const t of p.tf.keys()) entry.terms.add(t);
    out.notes.set(note.id, entry);
    out.passages.push(...entry.passages);
  }
  out.passages.forEach((p, i) => {
    for (const t of p.tf.keys()) {
      out.df.set(t, (out.df.get(t) ?? 0) + 1);
      const list = out.postings.get(t);
      if (list) list.push(i);
      else out.postings.set(t, [i]);
    }
  });
  for (const e of out.notes.values()) for (const t of e.terms) if (!out.df.has(t)) out.df.set(t, 0);
  out.vocab = [...out.df.keys()].sort();
  out.avgLen = out.passages.reduce((s, p) => s + p.len, 0) / Math.max(1, out.passages.length);
  Object.assign(out, namesIn(out.passages));
  return out;
}

/** A name is held by at least this many notes to be told by its notes (fewer: `rare` in retrieval.ts says it already). */
const NAME_NOTES_FROM = 3;
function namesIn(passages: Passage[]): Pick<PassageIndex, 'names' | 'capitalised'> {
  const notesOf = (lang: 'en' | 'mr', termsOf: (p: Passage) => Iterable<string>) => {
    const m = new Map<string, Set<string>>();
    for (const p of passages) if (p.lang === lang) for (const t of termsOf(p)) m.set(t, (m.get(t) ?? new Set()).add(p.noteId));
    return m;
  };
  const key = (ids: Set<string>) => [...ids].sort().join(' ');
  const capitalised = notesOf('en', (p) => properNames(p.text));
  const english = new Set([...capitalised.values()].filter((ids) => ids.size >= NAME_NOTES_FROM).map(key));
  const names = new Set<string>();
  for (const [t, ids] of notesOf('mr', (p) => p.body.keys()))
    if (ids.size >= NAME_NOTES_FROM && isDevanagari(t) && english.has(key(ids))) names.add(t);
  return { names, capitalised: new Set(capitalised.keys()) };
}

/**
 * Marathi writes an Act's section as "कलम", like the Constitution's article ("लोक अदालतीचा निवाडा अंतिम (कलम २१)" is
 * section 21 of the Legal Services Authorities Act, not Article 21). English does not: a Marathi passage keeps an
 * article only when its English twin (the same key fact, or the same summary sentence when the two summaries align)
 * names it too.
 */
function sectionsNotArticles(passages: Passage[]): void {
  const summaries = (l: 'en' | 'mr') => passages.filter((p) => p.kind === 'summary' && p.lang === l).length;
  const aligned = summaries('en') === summaries('mr');
  for (const p of passages) {
    if (p.lang !== 'mr' || (p.kind === 'summary' && !aligned)) continue;
    const twins = passages.filter((q) => q.lang === 'en' && q.kind === p.kind && q.index === p.index);
    if (!twins.length) continue;
    for (const t of [...p.body.keys()]) {
      if (!t.startsWith('art:') || twins.some((q) => q.body.has(t))) continue;
      p.tf.delete(t);
      p.body.delete(t);
      if (p.lead === t) delete p.lead;
    }
  }
}

/** A sentence naming this many articles (or amendments) lists them. */
const LIST_FROM = 3;
/**
 * Ranking notes, an article or amendment found in a sentence that lists them counts this share: the note on the
 * 73rd Amendment, not the note on Schedules that names it among four (0.3–0.5 measured alike; 0.7 too little).
 * Choosing a note's sentences it counts in full ("the right to constitutional remedies (Article 32)" in a list of
 * the rights is what says what Article 32 is).
 */
const LISTED = 0.5;
/** The kinds of entity a sentence's terms list (`LIST_FROM` or more different numbers of one kind). */
function listedKinds(terms: string[]): Set<string> | undefined {
  const n = new Map<string, Set<string>>();
  for (const t of terms) {
    const m = /^(art|amd):(\d+)/.exec(t);
    if (m) n.set(m[1]!, (n.get(m[1]!) ?? new Set()).add(m[2]!));
  }
  const out = new Set([...n].filter(([, v]) => v.size >= LIST_FROM).map(([k]) => k));
  return out.size ? out : undefined;
}
const entityKind = (label: string) => (label.startsWith('art:') ? 'art' : label.startsWith('amd:') ? 'amd' : undefined);

const wordCount = (ts: string[]) => ts.reduce((n, t) => n + (t.includes('_') ? 0 : 1), 0);

function counts(ts: string[]): Map<string, number> {
  const tf = new Map<string, number>();
  for (const t of ts) tf.set(t, (tf.get(t) ?? 0) + 1);
  return tf;
}

const cache = new Map<string, Promise<PassageIndex>>();

/** The index for the library the database holds, built on first use and kept per content hash. */
export async function passageIndex(db: Executor): Promise<PassageIndex> {
  const version = await library.contentVersion(db);
  let index = cache.get(version);
  if (!index) {
    index = Promise.all([library.allTopics(db), library.allNotes(db), library.glossary(db)]).then(([t, n, g]) => buildIndex(t, n, g));
    index.catch(() => cache.delete(version));
    if (cache.size >= 4) cache.delete(cache.keys().next().value!);
    cache.set(version, index);
  }
  return index;
}

function altScore(ix: PassageIndex, tfs: Map<string, number>, len: number, terms: string[], b: number): number {
  let s = 0;
  for (const t of terms) {
    const tf = tfs.get(t) ?? 0;
    if (!tf) return 0;
    s += (tf * (K1 + 1)) / (tf + K1 * (1 - b + (b * len) / ix.avgLen));
  }
  return s / terms.length;
}

/** BM25 of one passage (with its note's title, or its own sentence alone) for the question's units. */
/**
 * The passages a question can score on, in index order: a passage scores only when it holds every term of some
 * alternative of some unit, so each alternative's rarest term's postings are enough. Ranking them gives exactly what
 * ranking all passages gives (the others score 0), without touching the other ~95 % on every question.
 */
export function candidatePassages(ix: PassageIndex, units: Unit[]): Passage[] {
  const at = new Set<number>();
  for (const u of units)
    for (const a of u.alts) {
      let rarest: number[] | undefined;
      for (const t of a.terms) {
        const list = ix.postings.get(t) ?? [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      for (const i of rarest ?? []) at.add(i);
    }
  return [...at].sort((x, y) => x - y).map((i) => ix.passages[i]!);
}

export function passageScore(ix: PassageIndex, p: Passage, units: Unit[], own = false): number {
  // within a note, a long sentence that says more of what is asked should not lose to a short one that mentions it
  const [tfs, len, b] = own ? [p.body, p.bodyLen, B_OWN] : [p.tf, p.len, B];
  let s = 0;
  for (const u of units) {
    const listed = !own && p.lists && p.lead !== u.label && p.lists.has(entityKind(u.label) ?? '') ? LISTED : 1;
    s += listed * u.weight * Math.max(0, ...u.alts.map((a) => a.factor * altScore(ix, tfs, len, a.terms, b)));
  }
  return s;
}

export const covers = (terms: { has(t: string): boolean }, u: Unit) => u.alts.some((a) => a.terms.every((t) => terms.has(t)));

/** The share of the question's weight whose units a set of terms holds. */
export function coverageOf(terms: { has(t: string): boolean }, units: Unit[]): number {
  const total = units.reduce((s, u) => s + u.weight, 0);
  if (!total) return 0;
  return units.reduce((s, u) => s + (covers(terms, u) ? u.weight : 0), 0) / total;
}
