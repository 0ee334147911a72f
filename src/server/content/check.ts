import { INDIA_BBOX, MAHARASHTRA_BBOX, type BoundingBox } from '@shared/content';
import { PLANNER_SUBJECT_IDS } from '@shared/subjects';
import type { ContentLibrary } from './load';
import {
  LATIN_DIGIT, LONGEST_KEY_MAX_SHARE, LONGEST_KEY_MIN_ITEMS, bankDocuments, bankNearDuplicates, marathiFieldsOfCsatItem, marathiFieldsOfMcq,
  marathiFieldsOfNote, marathiFieldsOfPassage, marathiFieldsOfTopic,
} from './bank';
import { bankCounts, type BankCounts } from './bank-counts';

export const MINIMUMS = {
  topics: 80, notes: 80, mcqs: 600, books: 120, bookList: 13, mains: 60, interview: 60, essays: 24,
  mapCategories: 6, mapLayers: 15, hotspots: 150, mapQuizzes: 100, mcqsPerSubject: 30,
} as const;

/** Normalises a question for duplicate detection: case, spaces and punctuation ignored. */
export function normaliseQuestion(s: string): string {
  return s.toLowerCase().normalize('NFC').replace(/[\u200c\u200d]/g, '').replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ').trim();
}

/**
 * Normalises an option for the distinctness check: case, spacing and closing punctuation only. Signs and
 * symbols stay: "-5" and "5", "5%" and "₹5" are different answers.
 */
export function normaliseOption(s: string): string {
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s"'“”‘’]+|[\s.,;:!?।"'“”‘’]+$/gu, '');
}

const DEVANAGARI = /[\u0900-\u097F]/gu;
const LATIN = /[A-Za-z]/g;
/** Marathi/Hindi text must be mostly Devanagari; a few Latin letters (acronyms like GDP, RBI) are fine. */
export function isMostlyDevanagari(s: string): boolean {
  const dev = s.match(DEVANAGARI)?.length ?? 0;
  const lat = s.match(LATIN)?.length ?? 0;
  return dev > 0 && dev >= lat * 2;
}

/** A few words either side of the first match, for a readable problem line. */
function around(text: string, re: RegExp): string {
  const words = text.split(/\s+/);
  const at = words.findIndex((w) => re.test(w));
  return words.slice(Math.max(0, at - 2), at + 3).join(' ');
}

function inside(b: BoundingBox, lat: number, lon: number): boolean {
  return lat <= b.north && lat >= b.south && lon <= b.east && lon >= b.west;
}

export interface CheckReport {
  problems: string[];
  counts: Record<string, number>;
  mcqsPerSubject: Record<string, number>;
  /** the question bank against its targets (issue 12) */
  bank: BankCounts;
}

export interface CheckOptions {
  enforceMinimums?: boolean;
  /** Skip only the requirement of a second check (`review.checkedBy`): for a batch awaiting review. */
  allowUnreviewed?: boolean;
  /**
   * Near-duplicates only of these questions (mcq ids) against the rest: an import's new rows, whose other problems
   * are told from the bank's own by comparison with a check of the bank alone (given an empty set: no scan at all).
   */
  nearDuplicatesOf?: ReadonlySet<string>;
}

/** Official past papers are linked where they are published. */
const OFFICIAL_PAPER_URL = /^https:\/\/([a-z0-9-]+\.)*(mpsc\.gov\.in|upsc\.gov\.in)\//;

/** The review record every bank item carries: author, and a second independent check by someone else. */
function reviewProblems(where: string, review: { author: string; checkedBy?: string } | undefined, opts: CheckOptions): string[] {
  if (!review) return [`${where}: no review record`];
  if (!review.checkedBy) return opts.allowUnreviewed ? [] : [`${where}: not checked yet (review.checkedBy missing)`];
  if (review.checkedBy.trim().toLowerCase() === review.author.trim().toLowerCase()) return [`${where}: checked by its own author (${review.author})`];
  return [];
}

/** Quality gates of issues 4 and 12 beyond schema validity. */
export function checkContent(lib: ContentLibrary, opts: CheckOptions = {}): CheckReport {
  const problems: string[] = [];
  const counts: Record<string, number> = {
    topics: lib.topics.length, notes: lib.notes.length, mcqs: lib.mcqs.length, books: lib.books.length,
    bookList: lib.bookList.length, mains: lib.mains.length, interview: lib.interview.length, essays: lib.essays.length,
    mapCategories: lib.mapCategories.length, mapLayers: lib.mapLayers.length, hotspots: lib.hotspots.length,
    mapQuizzes: lib.mapQuizzes.length, syllabusPapers: lib.syllabus ? lib.syllabus.prelims.length + lib.syllabus.mains.length : 0,
    twelveMonthPlan: lib.twelveMonthPlan ? lib.twelveMonthPlan.months.length : 0,
    news: lib.news.length,
    newsMaharashtra: lib.news.filter((n) => n.scope === 'maharashtra').length,
  };

  // unique ids per kind
  const kinds: [string, { id: string }[]][] = [
    ['topic', lib.topics], ['note', lib.notes], ['mcq', lib.mcqs], ['book', lib.books], ['book-list group', lib.bookList],
    ['mains', lib.mains], ['interview', lib.interview], ['essay', lib.essays], ['map category', lib.mapCategories],
    ['map layer', lib.mapLayers], ['hotspot', lib.hotspots], ['map quiz', lib.mapQuizzes], ['news item', lib.news],
    // one id space for both stages: the seed stores every paper in one table, by id
    ['syllabus paper', lib.syllabus ? [...lib.syllabus.prelims, ...lib.syllabus.mains] : []],
  ];
  for (const [kind, items] of kinds) {
    const seen = new Set<string>();
    for (const it of items) {
      if (seen.has(it.id)) problems.push(`${kind} ${it.id}: duplicate id`);
      seen.add(it.id);
    }
  }

  const bilingualCheck = (where: string, b: { en: string; mr: string; hi?: string }) => {
    if (normaliseQuestion(b.en) === normaliseQuestion(b.mr)) problems.push(`${where}: English and Marathi are identical`);
    if (!isMostlyDevanagari(b.mr)) problems.push(`${where}: Marathi text is not in Devanagari: "${b.mr.slice(0, 40)}"`);
    if (b.hi !== undefined && !isMostlyDevanagari(b.hi)) problems.push(`${where}: Hindi text is not in Devanagari`);
  };

  // topics and notes
  const topicIds = new Set(lib.topics.map((t) => t.id));
  for (const t of lib.topics) {
    bilingualCheck(`topic ${t.id} topic`, t.topic);
    bilingualCheck(`topic ${t.id} description`, t.description);
  }
  for (const n of lib.notes) {
    const topic = lib.topics.find((t) => t.id === n.topicId);
    if (!topic) problems.push(`note ${n.id}: topicId ${n.topicId} does not resolve`);
    else if (topic.subject !== n.subject) problems.push(`note ${n.id}: subject ${n.subject} differs from its topic's ${topic.subject}`);
    for (const r of n.relatedTopics) if (!topicIds.has(r)) problems.push(`note ${n.id}: related topic ${r} does not resolve`);
    bilingualCheck(`note ${n.id} summary`, n.summary);
    n.keyFacts.forEach((f, i) => bilingualCheck(`note ${n.id} keyFacts.${i}`, f));
  }

  // MCQs
  const seenQ = new Map<string, string>();
  const perSubject: Record<string, number> = Object.fromEntries(PLANNER_SUBJECT_IDS.map((s) => [s, 0]));
  for (const q of lib.mcqs) {
    perSubject[q.subject] = (perSubject[q.subject] ?? 0) + 1;
    const topic = lib.topics.find((t) => t.id === q.topicId);
    if (!topic) problems.push(`mcq ${q.id}: topicId ${q.topicId} does not resolve`);
    else if (topic.subject !== q.subject) problems.push(`mcq ${q.id}: subject ${q.subject} differs from its topic's ${topic.subject}`);
    for (const lang of ['en', 'mr'] as const) {
      const key = normaliseQuestion(q.question[lang]);
      const other = seenQ.get(`${lang}:${key}`);
      if (other) problems.push(`mcq ${q.id}: duplicate of ${other} (${lang})`);
      seenQ.set(`${lang}:${key}`, q.id);
      const opts = q.options[lang].map(normaliseOption);
      if (new Set(opts).size !== 4) problems.push(`mcq ${q.id}: options in ${lang} are not distinct`);
    }
    bilingualCheck(`mcq ${q.id} question`, q.question);
    bilingualCheck(`mcq ${q.id} explanation`, q.explanation);
    if (!q.asOf) problems.push(`mcq ${q.id}: no asOf date`);
    problems.push(...reviewProblems(`mcq ${q.id}`, q.review, opts));
    if (q.pastYear.length) problems.push(`mcq ${q.id}: pastYear has no link to the official paper (record it in pastPapers with its url)`);
    for (const pp of q.pastPapers)
      if (!OFFICIAL_PAPER_URL.test(pp.url)) problems.push(`mcq ${q.id}: past paper ${pp.exam} ${pp.year} must link to the official paper on mpsc.gov.in or upsc.gov.in`);
    if (q.statements && q.format === 'match-pairs') problems.push(`mcq ${q.id}: match-pairs uses lists, not statements`);
    q.options.mr.forEach((o, i) => {
      if (/[A-Za-z]/.test(o) && !/[\u0900-\u097F0-9\u2080-\u2089]/.test(o) && o !== q.options.en[i]) problems.push(`mcq ${q.id}: Marathi option ${i} is not Marathi`);
    });
  }

  // Marathi text uses Devanagari digits (MPSC's Marathi papers do)
  const digits = (where: string, fields: [string, string][]) => {
    for (const [path, text] of fields) if (LATIN_DIGIT.test(text)) problems.push(`${where} ${path}: Latin digits in Marathi text ("${around(text, LATIN_DIGIT)}"): use ०–९`);
  };
  for (const t of lib.topics) digits(`topic ${t.id}`, marathiFieldsOfTopic(t));
  for (const n of lib.notes) digits(`note ${n.id}`, marathiFieldsOfNote(n));
  for (const q of lib.mcqs) digits(`mcq ${q.id}`, marathiFieldsOfMcq(q));
  for (const p of lib.csatPassages) digits(`csat passage ${p.id}`, marathiFieldsOfPassage(p));
  for (const it of lib.csatItems) digits(`csat ${it.id}`, marathiFieldsOfCsatItem(it));

  // CSAT
  const csatIds = new Set<string>();
  const csatId = (id: string) => {
    if (csatIds.has(id)) problems.push(`csat ${id}: duplicate id`);
    csatIds.add(id);
  };
  for (const p of lib.csatPassages) {
    csatId(p.id);
    problems.push(...reviewProblems(`csat passage ${p.id}`, p.review, opts));
    if (isMostlyDevanagari(p.text) !== (p.language === 'mr')) problems.push(`csat passage ${p.id}: text is not in its language (${p.language})`);
    for (const q of p.questions) {
      csatId(q.id);
      if (new Set(q.options.map(normaliseOption)).size !== 4) problems.push(`csat passage ${p.id} ${q.id}: options are not distinct`);
    }
  }
  for (const it of lib.csatItems) {
    csatId(it.id);
    problems.push(...reviewProblems(`csat ${it.id}`, it.review, opts));
    bilingualCheck(`csat ${it.id} question`, it.question);
    for (const lang of ['en', 'mr'] as const)
      if (new Set(it.options[lang].map(normaliseOption)).size !== 4) problems.push(`csat ${it.id}: options in ${lang} are not distinct`);
  }

  // the curated news pack (issue 16): second-checked like the bank
  for (const n of lib.news) problems.push(...reviewProblems(`news ${n.id}`, n.review, opts));

  // the bank as a whole: near-duplicates anywhere (both languages), and the longest option as the key
  const exactDuplicates = new Set(problems.filter((p) => p.includes(': duplicate of ')).map((p) => p.replace(/^mcq (\S+): duplicate of (\S+).*$/, 'mcq $2|mcq $1')));
  const only = opts.nearDuplicatesOf && new Set([...opts.nearDuplicatesOf].map((id) => `mcq ${id}`));
  for (const pair of bankNearDuplicates(bankDocuments(lib.mcqs, lib.csatPassages, lib.csatItems), undefined, undefined, only)) {
    if (exactDuplicates.has(`${pair.a}|${pair.b}`) || exactDuplicates.has(`${pair.b}|${pair.a}`)) continue;
    const langs = (['en', 'mr'] as const).filter((l) => pair[l] !== undefined).map((l) => `${l} ${pair[l]!.toFixed(2)}`).join(', ');
    problems.push(`near-duplicate (similarity ${pair.similarity.toFixed(2)}; ${langs}): ${pair.a} and ${pair.b}`);
  }
  const bank = bankCounts(lib.mcqs, lib.csatPassages, lib.csatItems);
  for (const [subject, share] of Object.entries(bank.longestKeyShare))
    if (share > LONGEST_KEY_MAX_SHARE && (bank.longestKeyCounted[subject] ?? 0) >= LONGEST_KEY_MIN_ITEMS) problems.push(`mcqs for ${subject}: the longest option is the key in ${(share * 100).toFixed(1)}% (at most ${LONGEST_KEY_MAX_SHARE * 100}%)`);

  // books and book list
  for (const b of lib.books) {
    if (b.accessLink && !/^https:\/\/([a-z0-9-]+\.)*(gov\.in|nic\.in|ncert\.nic\.in|ebalbharati\.in|mpsc\.gov\.in|upsc\.gov\.in|india\.gov\.in|rbi\.org\.in|indiabudget\.gov\.in)\//.test(b.accessLink))
      problems.push(`book ${b.id}: accessLink must be an official free source (${b.accessLink})`);
  }
  for (const g of lib.bookList) if (!isMostlyDevanagari(g.titleMarathi)) problems.push(`book-list ${g.id}: titleMarathi is not Devanagari`);

  for (const m of lib.mains) {
    bilingualCheck(`mains ${m.id} text`, m.text);
    m.modelAnswerPoints.forEach((p, i) => bilingualCheck(`mains ${m.id} point ${i}`, p));
  }
  for (const q of lib.interview) bilingualCheck(`interview ${q.id} question`, q.question);
  for (const e of lib.essays) bilingualCheck(`essay ${e.id} title`, e.title);

  // maps
  const categoryIds = new Set(lib.mapCategories.map((x) => x.id));
  const layers = new Map(lib.mapLayers.map((l) => [l.id, l]));
  for (const l of lib.mapLayers) {
    if (!categoryIds.has(l.categoryId)) problems.push(`map layer ${l.id}: category ${l.categoryId} does not resolve`);
    const outer = l.scope === 'maharashtra' ? MAHARASHTRA_BBOX : INDIA_BBOX;
    const b = l.boundingBox;
    if (!inside(outer, b.north, b.east) || !inside(outer, b.south, b.west)) problems.push(`map layer ${l.id}: bounding box leaves ${l.scope}`);
  }
  for (const h of lib.hotspots) {
    const l = layers.get(h.layerId);
    if (!l) { problems.push(`hotspot ${h.id}: layer ${h.layerId} does not resolve`); continue; }
    if (!inside(l.boundingBox, h.latitude, h.longitude)) problems.push(`hotspot ${h.id}: (${h.latitude}, ${h.longitude}) is outside layer ${l.id}`);
    const outer = l.scope === 'maharashtra' ? MAHARASHTRA_BBOX : INDIA_BBOX;
    if (!inside(outer, h.latitude, h.longitude)) problems.push(`hotspot ${h.id}: outside ${l.scope}`);
    if (!isMostlyDevanagari(h.nameMarathi)) problems.push(`hotspot ${h.id}: nameMarathi is not Devanagari`);
  }
  for (const q of lib.mapQuizzes) {
    if (!layers.has(q.layerId)) problems.push(`map quiz ${q.id}: layer ${q.layerId} does not resolve`);
    if (new Set(q.options.map((o) => o.id)).size !== 4) problems.push(`map quiz ${q.id}: option ids repeat`);
    for (const lang of ['en', 'mr'] as const)
      if (new Set(q.options.map((o) => normaliseOption(o.text[lang]))).size !== 4) problems.push(`map quiz ${q.id}: options are not distinct (${lang})`);
    bilingualCheck(`map quiz ${q.id} question`, q.question);
  }

  if (opts.enforceMinimums) {
    for (const [k, min] of Object.entries(MINIMUMS)) {
      if (k === 'mcqsPerSubject') continue;
      if ((counts[k] ?? 0) < min) problems.push(`${k}: ${counts[k]} < minimum ${min}`);
    }
    for (const s of PLANNER_SUBJECT_IDS) if ((perSubject[s] ?? 0) < MINIMUMS.mcqsPerSubject) problems.push(`mcqs for ${s}: ${perSubject[s]} < ${MINIMUMS.mcqsPerSubject}`);
    if (!lib.syllabus) problems.push('syllabus/tree.yaml is missing');
    if (!lib.twelveMonthPlan) problems.push('twelve-month-plan.yaml is missing');
  }
  return { problems, counts, mcqsPerSubject: perSubject, bank };
}
