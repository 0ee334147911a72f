import { describe, expect, it } from 'vitest';
import { miniLibrary } from '../testing/content-fixture';
import { NEWS_FIXTURE } from '../testing/news-fixture';
import { checkContent, isMostlyDevanagari, normaliseQuestion } from './check';
import type { ContentLibrary } from './load';

/** A copy of the mini library with one thing changed. */
function libWith(change: (lib: ContentLibrary) => void): ContentLibrary {
  const lib = structuredClone(miniLibrary());
  change(lib);
  return lib;
}
const problemsOf = (lib: ContentLibrary) => checkContent(lib).problems;

describe('checkContent', () => {
  it('passes a correct library and counts it', () => {
    const r = checkContent(miniLibrary());
    expect(r.problems).toEqual([]);
    expect(r.counts).toMatchObject({ topics: 2, notes: 1, mcqs: 2, syllabusPapers: 3, hotspots: 1 });
    expect(r.mcqsPerSubject).toMatchObject({ polity: 1, economy: 1, history: 0 });
  });

  it('finds a duplicate question after normalising case, spaces and punctuation', () => {
    const lib = libWith((l) => {
      const copy = structuredClone(l.mcqs[0]!);
      copy.id = 'polity-q-002';
      copy.question.en = '  what is the MAXIMUM strength of the   Rajya-Sabha ?! ';
      copy.question.mr = 'राज्यसभेची सदस्यसंख्या किती?';
      l.mcqs.push(copy);
    });
    expect(problemsOf(lib)).toEqual(['mcq polity-q-002: duplicate of polity-q-001 (en)']);
  });

  it('finds a duplicate Marathi question too', () => {
    const lib = libWith((l) => {
      const copy = structuredClone(l.mcqs[0]!);
      copy.id = 'polity-q-002';
      copy.question.en = 'How many members can the Council of States have at most?';
      copy.question.mr = 'राज्यसभेची  कमाल सदस्यसंख्या, किती आहे';
      l.mcqs.push(copy);
    });
    expect(problemsOf(lib)).toEqual(['mcq polity-q-002: duplicate of polity-q-001 (mr)']);
  });

  it('finds options that are not distinct, in either language', () => {
    const en = libWith((l) => (l.mcqs[0]!.options.en = ['238', '245', 'Two hundred', 'two  hundred']));
    expect(problemsOf(en)).toEqual(['mcq polity-q-001: options in en are not distinct']);
    const mr = libWith((l) => (l.mcqs[0]!.options.mr = ['२३८', '२४५', '२५०', '२५०.']));
    expect(problemsOf(mr)).toEqual(['mcq polity-q-001: options in mr are not distinct']);
  });

  it('keeps options distinct that differ only by a sign, a percent or a currency symbol', () => {
    const lib = libWith((l) => {
      l.mcqs[0]!.options.en = ['-5', '5', '5%', '₹5'];
      l.mcqs[0]!.options.mr = ['-५', '५', '५%', '₹५'];
    });
    expect(problemsOf(lib)).toEqual([]);
  });

  it('requires Marathi text to be Devanagari, allowing Latin acronyms', () => {
    const translit = libWith((l) => (l.topics[0]!.description.mr = 'Kendriya sansad va tichi don sabhagruhe.'));
    expect(problemsOf(translit)).toEqual(['topic polity-parliament description: Marathi text is not in Devanagari: "Kendriya sansad va tichi don sabhagruhe."']);
    // the mini library's economy question already says "RBI …" in Marathi: acronyms are fine
    expect(problemsOf(miniLibrary())).toEqual([]);
    const sameText = libWith((l) => (l.topics[1]!.topic.mr = 'Inflation'));
    expect(problemsOf(sameText)).toContain('topic economy-inflation topic: English and Marathi are identical');
    const latinOption = libWith((l) => (l.mcqs[1]!.options.mr[3] = 'Index of Industrial Production'));
    expect(problemsOf(latinOption)).toEqual(['mcq economy-q-001: Marathi option 3 is not Marathi']);
    const hotspot = libWith((l) => (l.hotspots[0]!.nameMarathi = 'Raigad'));
    expect(problemsOf(hotspot)).toEqual(['hotspot raigad: nameMarathi is not Devanagari']);
    const hindi = libWith((l) => (l.mains[0]!.text.hi = 'Rajya Sabha ki bhumika'));
    expect(problemsOf(hindi)).toEqual(['mains mains-gs2-001 text: Hindi text is not in Devanagari']);
  });

  it('finds a hotspot outside its layer, and a layer outside its scope', () => {
    const outsideLayer = libWith((l) => Object.assign(l.hotspots[0]!, { latitude: 21.1458, longitude: 79.0882 })); // Nagpur
    expect(problemsOf(outsideLayer)).toEqual(['hotspot raigad: (21.1458, 79.0882) is outside layer sahyadri-forts']);
    const outsideState = libWith((l) => {
      l.mapLayers[0]!.boundingBox = { north: 20.5, south: 14.5, east: 75.0, west: 72.7 };
      Object.assign(l.hotspots[0]!, { latitude: 15.0, longitude: 74.0 }); // Goa
    });
    expect(problemsOf(outsideState)).toEqual(['map layer sahyadri-forts: bounding box leaves maharashtra', 'hotspot raigad: outside maharashtra']);
  });

  it('finds dangling cross-references', () => {
    const lib = libWith((l) => {
      l.notes[0]!.topicId = 'polity-nowhere';
      l.notes[0]!.relatedTopics = ['economy-deflation'];
      l.mcqs[1]!.topicId = 'economy-gdp';
      l.mapLayers[0]!.categoryId = 'rivers';
      l.hotspots[0]!.layerId = 'konkan-beaches';
      l.mapQuizzes[0]!.layerId = 'konkan-beaches';
    });
    expect(problemsOf(lib)).toEqual([
      'note polity-parliament-note: topicId polity-nowhere does not resolve',
      'note polity-parliament-note: related topic economy-deflation does not resolve',
      'mcq economy-q-001: topicId economy-gdp does not resolve',
      'map layer sahyadri-forts: category rivers does not resolve',
      'hotspot raigad: layer konkan-beaches does not resolve',
      'map quiz quiz-raigad: layer konkan-beaches does not resolve',
    ]);
  });

  it("finds a question filed under another subject than its topic's", () => {
    const lib = libWith((l) => (l.mcqs[1]!.subject = 'polity'));
    expect(problemsOf(lib)).toEqual(["mcq economy-q-001: subject polity differs from its topic's economy"]);
  });

  it('finds duplicate ids, syllabus papers included (the seed upserts by id)', () => {
    const lib = libWith((l) => {
      l.books.push({ ...l.books[0]! });
      l.syllabus!.mains.push({ ...l.syllabus!.prelims[0]! });
    });
    expect(problemsOf(lib)).toEqual(['book book-laxmikanth-polity: duplicate id', 'syllabus paper prelims-paper-1: duplicate id']);
  });

  it('finds map quiz options that repeat in either language', () => {
    const lib = libWith((l) => (l.mapQuizzes[0]!.options[1]!.text.mr = 'रायगड'));
    expect(problemsOf(lib)).toEqual(['map quiz quiz-raigad: options are not distinct (mr)']);
  });

  it('refuses book links that are not official free sources', () => {
    const lib = libWith((l) => (l.books[0]!.accessLink = 'https://example.com/polity.pdf'));
    expect(problemsOf(lib)).toEqual(['book book-laxmikanth-polity: accessLink must be an official free source (https://example.com/polity.pdf)']);
  });

  it('enforces the per-kind minimums only when asked', () => {
    const r = checkContent(miniLibrary(), { enforceMinimums: true });
    expect(r.problems).toContain('mcqs: 2 < minimum 600');
    expect(r.problems).toContain('mcqs for history: 0 < 30');
    expect(r.problems).toContain('twelve-month-plan.yaml is missing');
    expect(checkContent(miniLibrary()).problems).toEqual([]);
  });
});

describe('checkContent: question-bank gates (issue 12)', () => {
  const mcq0 = () => structuredClone(miniLibrary().mcqs[0]!);

  it('refuses Latin digits in any Marathi text field, and only there', () => {
    const lib = libWith((l) => {
      l.mcqs[0]!.question.mr = 'कलम 80 नुसार राज्यसभेची कमाल सदस्यसंख्या किती आहे?';
      l.mcqs[0]!.options.mr[3] = '552';
      l.notes[0]!.keyFacts[1]!.mr = 'राज्यसभेत जास्तीत जास्त 250 सदस्य असतात.';
      l.topics[1]!.subtopics[0]!.mr = 'ग्राहक किंमत निर्देशांक 2012';
      l.mcqs[1]!.source.url = 'https://rbi.org.in/Scripts/2016.aspx'; // a source is not Marathi text
      l.mcqs[1]!.question.en = 'Which index has the RBI targeted since 2016?';
    });
    expect(problemsOf(lib)).toEqual([
      'topic economy-inflation subtopics.0: Latin digits in Marathi text ("किंमत निर्देशांक 2012"): use ०–९',
      'note polity-parliament-note keyFacts.1: Latin digits in Marathi text ("जास्तीत जास्त 250 सदस्य असतात."): use ०–९',
      'mcq polity-q-001 question: Latin digits in Marathi text ("कलम 80 नुसार राज्यसभेची"): use ०–९',
      'mcq polity-q-001 options.3: Latin digits in Marathi text ("552"): use ०–९',
    ]);
  });

  it('checks statements, lists and the closing of the MPSC formats for Marathi digits too', () => {
    const lib = libWith((l) => {
      Object.assign(l.mcqs[0]!, {
        format: 'multi-statement',
        question: { en: 'Consider the following statements about the Rajya Sabha:', mr: 'राज्यसभेबाबत पुढील विधाने विचारात घ्या:' },
        statements: { en: ['It has at most 250 members.', 'It is dissolved every 5 years.'], mr: ['त्यात जास्तीत जास्त 250 सदस्य असतात.', 'ती दर पाच वर्षांनी विसर्जित होते.'] },
        closing: { en: 'Which of the statements given above is/are correct?', mr: 'वरीलपैकी कोणते विधान बरोबर आहे?' },
        options: { en: ['1 only', '2 only', 'Both 1 and 2', 'Neither 1 nor 2'], mr: ['फक्त १', 'फक्त २', '१ आणि 2 दोन्ही', '१ किंवा २ दोन्हीही नाही'] },
        answer: 0,
      });
    });
    expect(problemsOf(lib)).toEqual([
      'mcq polity-q-001 options.2: Latin digits in Marathi text ("१ आणि 2 दोन्ही"): use ०–९',
      'mcq polity-q-001 statements.0: Latin digits in Marathi text ("जास्तीत जास्त 250 सदस्य असतात."): use ०–९',
    ]);
  });

  it('requires asOf and a review record checked by someone other than the author; --allow-unreviewed skips only checkedBy', () => {
    const lib = libWith((l) => {
      delete l.mcqs[0]!.asOf;
      delete l.mcqs[0]!.review;
      l.mcqs[1]!.review = { author: 'writer-a', batch: 'b2' };
    });
    expect(problemsOf(lib)).toEqual([
      'mcq polity-q-001: no asOf date',
      'mcq polity-q-001: no review record',
      'mcq economy-q-001: not checked yet (review.checkedBy missing)',
    ]);
    expect(checkContent(lib, { allowUnreviewed: true }).problems).toEqual(['mcq polity-q-001: no asOf date', 'mcq polity-q-001: no review record']);
    const own = libWith((l) => (l.mcqs[1]!.review = { author: 'writer-a', batch: 'b2', checkedBy: 'Writer-A' }));
    expect(checkContent(own, { allowUnreviewed: true }).problems).toEqual(['mcq economy-q-001: checked by its own author (writer-a)']);
  });

  it('refuses a past-year tag without a link, and a past paper linked elsewhere than the official site', () => {
    const lib = libWith((l) => {
      l.mcqs[0]!.pastYear = [{ exam: 'MPSC', year: 2019 }];
      l.mcqs[1]!.pastPapers = [{ exam: 'UPSC CSE Prelims', year: 2020, paper: 'GS Paper I', url: 'https://example.com/upsc-2020.pdf' }];
    });
    expect(problemsOf(lib)).toEqual([
      'mcq polity-q-001: pastYear has no link to the official paper (record it in pastPapers with its url)',
      'mcq economy-q-001: past paper UPSC CSE Prelims 2020 must link to the official paper on mpsc.gov.in or upsc.gov.in',
    ]);
    const ok = libWith((l) => (l.mcqs[1]!.pastPapers = [{ exam: 'UPSC CSE Prelims', year: 2020, paper: 'GS Paper I', url: 'https://upsc.gov.in/sites/default/files/QP-CSP-20-GS-I.pdf' }]));
    expect(problemsOf(ok)).toEqual([]);
  });

  it('finds a near-duplicate in another subject by the mean of its English and Marathi similarities', () => {
    const copy = mcq0();
    Object.assign(copy, {
      id: 'constitution-q-100', subject: 'economy', topicId: 'economy-inflation',
      question: { en: 'What is the maximum strength of the Rajya Sabha under the Constitution?', mr: 'राज्यसभेची कमाल सदस्यसंख्या किती असते?' },
    });
    const lib = libWith((l) => l.mcqs.push(copy));
    expect(problemsOf(lib)).toEqual([expect.stringMatching(/^near-duplicate \(similarity 0\.\d\d; en 0\.\d\d, mr 0\.\d\d\): mcq constitution-q-100 and mcq polity-q-001$/)]);
    // the same Marathi with a different English question: one language alone is not a duplicate
    const oneLanguage = libWith((l) => l.mcqs.push({ ...copy, question: { en: 'Which article caps the membership of the Council of States?', mr: copy.question.mr } }));
    expect(problemsOf(oneLanguage)).toEqual([]);
  });

  it('fails a subject whose key is the longest option in more than 30% of (at least 20) questions', () => {
    // distinct made-up words, so that the questions are not near-duplicates of each other
    const word = (i: number, k: number, base: number) => Array.from({ length: 5 }, (_, c) => String.fromCharCode(base + ((i * 7 + k * 11 + c * (i + 3) + c * c) % 26))).join('');
    const make = (n: number, longestKeys: number) =>
      libWith((l) => {
        l.mcqs = Array.from({ length: n }, (_, i) => {
          const q = mcq0();
          q.id = `polity-q-${100 + i}`;
          q.question = { en: [0, 1, 2, 3].map((k) => word(i, k, 97)).join(' '), mr: [0, 1, 2, 3].map((k) => word(i, k, 0x915)).join(' ') };
          q.options = i < longestKeys ? { en: ['the long right one', 'b', 'c', 'd'], mr: ['लांब बरोबर उत्तर', 'ब', 'क', 'ड'] } : { en: ['a', 'b', 'c', 'dd'], mr: ['अ', 'ब', 'क', 'डड'] };
          q.answer = 0;
          return q;
        });
      });
    expect(problemsOf(make(20, 6))).toEqual([]);
    expect(problemsOf(make(20, 7))).toEqual(['mcqs for polity: the longest option is the key in 35.0% (at most 30%)']);
    expect(problemsOf(make(10, 7))).toEqual([]); // too few questions for a share to mean anything
  });

  it('checks CSAT passages and items: Marathi digits, language, review, distinct options, and counts them', () => {
    const review = { author: 'writer-c', batch: 'b2-csat-01', checkedBy: 'reviewer-d', checkedOn: '2026-11' };
    const lib = libWith((l) => {
      l.csatPassages = [{
        id: 'csat-mr-001', language: 'mr', title: 'पाणी', difficulty: 'medium', source: { title: 'Original passage written for Abhyas' }, review,
        text: 'महाराष्ट्रातील शेती मोठ्या प्रमाणावर पावसावर अवलंबून आहे. '.repeat(12) + 'सन 2019 मध्ये दुष्काळ होता.',
        questions: [1, 2, 3, 4].map((n) => ({ id: `csat-mr-001-q${n}`, question: `प्रश्न क्रमांक ${'१२३४'[n - 1]} कोणता?`, options: ['अ', 'ब', 'क', 'ड'], answer: 0, explanation: 'उताऱ्यानुसार.' })),
      }];
      l.csatItems = [{
        id: 'csat-dm-001', section: 'decision-making', difficulty: 'easy', source: { title: 'Original item written for Abhyas' },
        review: { author: 'writer-c', batch: 'b2-csat-01' },
        question: { en: 'A colleague asks you to sign for a parcel that is not yours. What do you do?', mr: 'तुमचा नसलेला पार्सल घेण्यासाठी सहकारी सही मागतो. तुम्ही काय कराल?' },
        options: { en: ['Sign', 'Refuse politely and inform the owner', 'Ignore', 'Sign and keep it'], mr: ['सही करणे', 'नम्रपणे नकार देऊन मालकाला कळवणे', 'दुर्लक्ष करणे', 'सही करून ठेवून घेणे'] },
        answer: 1, explanation: { en: 'Only the addressee should sign.', mr: 'फक्त ज्याच्या नावे पार्सल आहे त्यानेच सही करावी.' },
      }];
    });
    const r = checkContent(lib);
    expect(r.problems).toEqual([
      'csat passage csat-mr-001 text: Latin digits in Marathi text ("आहे. सन 2019 मध्ये दुष्काळ"): use ०–९',
      'csat csat-dm-001: not checked yet (review.checkedBy missing)',
    ]);
    expect(r.bank.csat).toEqual({ passages: { en: 0, mr: 1 }, passageQuestions: 4, decisionMaking: 1, reasoningNumeracyDi: 0 });
  });

  it('requires the news pack to be second-checked like the bank, and counts it', () => {
    const item = (id: string, scope: 'maharashtra' | 'india', checkedBy?: string) => ({
      ...structuredClone(NEWS_FIXTURE[0]!),
      id,
      scope,
      review: { author: 'writer-n', batch: 'b5', ...(checkedBy ? { checkedBy } : {}) },
    });
    const lib = libWith((l) => {
      l.news = [item('news-2025-07-001', 'maharashtra', 'reviewer-n'), item('news-2025-07-002', 'india'), item('news-2025-07-003', 'india', 'Writer-N')];
    });
    const r = checkContent(lib);
    expect(r.problems).toEqual([
      'news news-2025-07-002: not checked yet (review.checkedBy missing)',
      'news news-2025-07-003: checked by its own author (writer-n)',
    ]);
    expect(r.counts).toMatchObject({ news: 3, newsMaharashtra: 1 });
    expect(checkContent(lib, { allowUnreviewed: true }).problems).toEqual(['news news-2025-07-003: checked by its own author (writer-n)']);
  });

  it('reports the bank counts beside the targets', () => {
    const r = checkContent(miniLibrary());
    expect(r.bank.gsTotal).toBe(2);
    expect(r.bank.gsPerSubject).toMatchObject({ polity: 1, economy: 1 });
    expect(r.bank.perFormat.single).toBe(2);
    expect(r.bank.csat.passages).toEqual({ en: 0, mr: 0 });
  });
});

describe('normaliseQuestion and isMostlyDevanagari', () => {
  it('normalises case, spacing, punctuation and zero-width joiners', () => {
    expect(normaliseQuestion(' Who  is the ex-officio\tChairman? ')).toBe('who is the ex officio chairman');
    expect(normaliseQuestion('क्‍ष')).toBe(normaliseQuestion('क्ष'));
  });
  it('accepts Devanagari with a few acronyms, refuses transliteration', () => {
    expect(isMostlyDevanagari('RBI चे पतधोरण')).toBe(true);
    expect(isMostlyDevanagari('२३८')).toBe(true);
    expect(isMostlyDevanagari('Rajyasabha')).toBe(false);
    expect(isMostlyDevanagari('GDP व GNP')).toBe(false);
  });
});
