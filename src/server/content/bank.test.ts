import { describe, expect, it } from 'vitest';
import type { Mcq } from '@shared/content';
import { bankDocuments, bankNearDuplicates, longestIsKey, nearDuplicatePairs, similarity, trigrams, type TextDoc } from './bank';
import { bankCounts, formatBankCounts } from './bank-counts';

describe('trigrams and similarity (pg_trgm semantics)', () => {
  it('pads each lower-cased word with two spaces before and one after', () => {
    expect([...trigrams('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat'].sort());
    expect(trigrams('the CAT, the cat!')).toEqual(trigrams('cat the'));
  });
  it('works on Devanagari, vowel signs included', () => {
    const t = trigrams('संसद');
    expect(t.size).toBe(5);
    expect(similarity(trigrams('राज्यसभेची सदस्यसंख्या'), trigrams('राज्यसभेची सदस्यसंख्या किती'))).toBeGreaterThan(0.6);
  });
  it('is shared / union, 1 for equal texts and 0 for disjoint ones', () => {
    expect(similarity(trigrams('word'), trigrams('word'))).toBe(1);
    expect(similarity(trigrams('abc'), trigrams('xyz'))).toBe(0);
    // "ab": {"  a"," ab","ab "}; "abc": {"  a"," ab","abc","bc "} → 2 shared of 5
    expect(similarity(trigrams('ab'), trigrams('abc'))).toBeCloseTo(2 / 5);
  });
});

/** All pairs, naively: the reference the indexed search must agree with. */
function naive(docs: TextDoc[], t: number) {
  const sets = docs.map((d) => trigrams(d.text));
  const out: string[] = [];
  for (let i = 0; i < docs.length; i++) for (let j = 0; j < i; j++) if (similarity(sets[i]!, sets[j]!) >= t) out.push(`${docs[j]!.id}|${docs[i]!.id}`);
  return out.sort();
}
/** Deterministic pseudo-random sentences over a small vocabulary, so that many pairs are close. */
function randomDocs(n: number, seed: number): TextDoc[] {
  let x = seed;
  const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const words = ['river', 'dam', 'koyna', 'godavari', 'article', 'parliament', 'rajya', 'sabha', 'tiger', 'reserve', 'first', 'india', 'state', 'act'];
  return Array.from({ length: n }, (_, i) => ({ id: `d${i}`, text: Array.from({ length: 3 + Math.floor(rnd() * 5) }, () => words[Math.floor(rnd() * words.length)]).join(' ') }));
}

describe('nearDuplicatePairs', () => {
  it('finds exactly the pairs an all-pairs comparison finds, at several thresholds', () => {
    for (const seed of [1, 2, 3]) {
      const docs = randomDocs(150, seed);
      for (const t of [0.3, 0.5, 0.8]) {
        const got = nearDuplicatePairs(docs, t).map((p) => `${p.a}|${p.b}`).sort();
        expect(got).toEqual(naive(docs, t));
      }
    }
  });
  it('given a set of documents, finds exactly the all-pairs pairs that touch one of them (an import against the bank)', () => {
    for (const seed of [4, 5]) {
      const docs = randomDocs(150, seed);
      for (const only of [new Set(['d3']), new Set(['d0', 'd7', 'd149', 'd42']), new Set<string>()]) {
        for (const t of [0.3, 0.5, 0.8]) {
          const got = nearDuplicatePairs(docs, t, undefined, only).map((p) => `${p.a}|${p.b}`).sort();
          const want = naive(docs, t).filter((pair) => pair.split('|').some((id) => only.has(id)));
          expect(got).toEqual(want);
          if (only.size > 1 && t === 0.3) expect(got.length).toBeGreaterThan(0);
        }
      }
    }
  });
  it('scans 4,000 question-length texts through the index, comparing only a small share of the pairs', () => {
    // a realistic vocabulary: a few thousand distinct words, each text 12–25 words long
    let x = 11;
    const rnd = () => ((x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const vocab = Array.from({ length: 3000 }, () => Array.from({ length: 3 + Math.floor(rnd() * 7) }, () => String.fromCharCode(97 + Math.floor(rnd() * 26))).join(''));
    const docs = Array.from({ length: 4000 }, (_, i) => ({ id: `q${i}`, text: Array.from({ length: 12 + Math.floor(rnd() * 14) }, () => vocab[Math.floor(rnd() ** 2 * vocab.length)]).join(' ') }));
    const stats = { verified: 0 };
    const started = performance.now();
    nearDuplicatePairs(docs, 0.5, stats);
    // the index, not all pairs: far fewer than the 8 million pairs are compared (a timing bound only catches disasters)
    expect(stats.verified).toBeLessThan((4000 * 3999) / 2 / 10);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

const q = (over: Partial<Mcq>): Mcq => ({
  id: 'polity-q-001', subject: 'polity', topicId: 'polity-parliament', difficulty: 'easy', frequency: 'frequent', format: 'single',
  question: { en: 'Who chairs the Rajya Sabha?', mr: 'राज्यसभेचे सभापती कोण असतात?' },
  options: { en: ['The Vice-President', 'The Speaker', 'The President', 'The Prime Minister'], mr: ['उपराष्ट्रपती', 'लोकसभा अध्यक्ष', 'राष्ट्रपती', 'पंतप्रधान'] },
  answer: 0, explanation: { en: 'Article 89.', mr: 'कलम ८९.' }, source: { title: 'Constitution of India' }, pastYear: [], pastPapers: [],
  ...over,
});

describe('bank gates', () => {
  it('counts the key as longest when it is strictly longest in either language', () => {
    expect(longestIsKey(q({}))).toBe(false); // "The Prime Minister" is as long in English, "लोकसभा अध्यक्ष" longer in Marathi
    expect(longestIsKey(q({ answer: 0, options: { en: ['The Vice-President of India', 'B', 'C', 'D'], mr: ['अ', 'ब', 'क', 'ड'] } }))).toBe(true);
    expect(longestIsKey({ options: { en: ['aa', 'bb', 'c', 'd'], mr: ['क', 'ख', 'गगग', 'घ'] }, answer: 0 })).toBe(false); // a tie is no giveaway
    expect(longestIsKey({ options: { en: ['aa', 'bb', 'c', 'd'], mr: ['ककक', 'ख', 'ग', 'घ'] }, answer: 0 })).toBe(true);
  });

  it('finds a near-duplicate across subjects by both languages, but not between templated reasoning items', () => {
    const a = q({ id: 'history-q-001', subject: 'history', question: { en: 'Who was the first Chief Minister of Maharashtra?', mr: 'महाराष्ट्राचे पहिले मुख्यमंत्री कोण होते?' }, options: { en: ['Y. B. Chavan', 'B', 'C', 'D'], mr: ['यशवंतराव चव्हाण', 'ब', 'क', 'ड'] } });
    const b = q({ id: 'polity-q-009', question: { en: 'Name the first Chief Minister of the state of Maharashtra.', mr: 'महाराष्ट्र राज्याचे पहिले मुख्यमंत्री कोण?' }, options: { en: ['Y. B. Chavan', 'X', 'Y', 'Z'], mr: ['यशवंतराव चव्हाण', 'क्ष', 'य', 'झ'] } });
    const pairs = bankNearDuplicates(bankDocuments([a, b], [], []));
    expect(pairs.map((p) => [p.a, p.b])).toEqual([['mcq history-q-001', 'mcq polity-q-009']]);
    const series = (id: string, nums: string) => q({ id, subject: 'mental-ability', question: { en: `What number comes next in the series ${nums}?`, mr: `मालिकेतील पुढील संख्या कोणती? ${nums}` } });
    expect(bankNearDuplicates(bankDocuments([series('mental-ability-q-001', '2, 6, 12, 20, 30'), series('mental-ability-q-002', '7, 11, 13, 17, 19')], [], []))).toEqual([]);
  });

  it('counts per subject, per format and CSAT, and prints below-target lines', () => {
    const c = bankCounts([q({}), q({ id: 'polity-q-002', format: 'multi-statement' }), q({ id: 'mental-ability-q-001', subject: 'mental-ability' })], [], []);
    expect(c.gsTotal).toBe(2);
    expect(c.perFormat).toMatchObject({ single: 1, 'multi-statement': 1 });
    expect(c.mpscFormatShare).toBe(0.5);
    const text = formatBankCounts(c).join('\n');
    expect(text).toMatch(/polity\s+2 \/\s+210\s+below target/);
    expect(text).toMatch(/MPSC formats share: 50\.0% \/ target 35\.0%\s+ok/);
    expect(text).toMatch(/mental-ability\s+1\s+\(not GS paper 1; no target\)/);
    expect(text).toMatch(/passages \(Marathi\)\s+0 \/ 30\s+below target/);
  });
});
