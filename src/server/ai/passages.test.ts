import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import * as library from '../library';
import { candidatePassages, covers, passageIndex, passageScore, questionUnits } from './passages';
import { indexTerms } from './text/entities';
import { handLibrary } from './hand-library';
import { findTopic, findTopics, isSure, SURE_FROM } from './retrieval';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

describe('passage index', () => {
  it('is built once per content hash, not per request', async () => {
    const reads = vi.spyOn(library, 'allNotes');
    const a = await passageIndex(t.db.kysely);
    const b = await passageIndex(t.db.kysely);
    expect(b).toBe(a);
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    reads.mockRestore();
    expect(a.passages.length).toBeGreaterThan(1000);
  });

  it('a Marathi word is a name when its notes are exactly those whose English holds a capitalised name (सातवाहन, Satavahana)', async () => {
    const ix = await passageIndex(t.db.kysely);
    const units = questionUnits(ix, 'सातवाहन राजवंशाची राजधानी कोणती होती?');
    const unit = (w: string) => units.find((u) => u.label === indexTerms(w)[0]);
    expect(unit('सातवाहन')?.name).toBe(true);
    // a common word is not, though many notes hold it
    expect(unit('राजधानी')?.name).toBeUndefined();
    expect(ix.names.has(indexTerms('राजधानी')[0]!)).toBe(false);
  });

  it('a capitalised name is a typo only of a word the notes write as a name ("Governer", not "Ballon" as "ballot")', async () => {
    const ix = await passageIndex(t.db.kysely);
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    expect(labels("who won the Ballon d'Or 2025?")).toContain('ballon');
    expect(labels("who won the Ballon d'Or 2025?")).not.toContain('ballot');
    expect(labels('Who was the Governer of Bombay?')).toContain('governor');
  });

  it('a question word stands for a glossary term only when the rest is an ending ("राज्य" is no "राज्यघटना")', async () => {
    const ix = await passageIndex(t.db.kysely);
    const expands = (q: string, word: string) => questionUnits(ix, q).some((u) => u.alts.some((a) => a.terms.includes(indexTerms(word)[0]!)));
    const state = 'क्षेत्रफळाने भारतातील सर्वात मोठे राज्य कोणते?';
    expect(expands(state, 'constitution')).toBe(false);
    expect(expands(state, 'coronation')).toBe(false);
    expect(questionUnits(ix, state).map((u) => u.label)).toContain('राज्य');
    // an inflected form still finds its term
    expect(expands('राज्यघटनेतील कलम कोणते?', 'constitution')).toBe(true);
    // the glossary's "most common" finds the sentence that says "dominant" or "most widespread"
    expect(expands('Which soil is most common in India?', 'dominant')).toBe(true);
    expect(expands('Which soil is most common in India?', 'widespread')).toBe(true);
    // "निर्मूलन" (abolition) finds the sentence that says an article "नष्ट करते" (abolishes)
    expect(expands('अस्पृश्यता निर्मूलन कोणत्या कलमात आहे?', 'नष्ट')).toBe(true);
  });

  it('a term named again in brackets is one unit ("जांभा (laterite) मृदा"); named twice outside them, two', async () => {
    const ix = await passageIndex(t.db.kysely);
    const terms = (q: string) => questionUnits(ix, q).filter((u) => u.term);
    expect(terms('कोकण किनारपट्टीवर जांभी (laterite) मृदा का आढळते?').filter((u) => u.alts.some((a) => a.terms.includes('laterite')))).toHaveLength(1);
    expect(terms('मिठाचा सत्याग्रह (दांडी यात्रा) का केला?')).toHaveLength(1);
    // "why is the Sahyadri called the Western Ghats?" asks about each name
    expect(terms('सह्याद्रीला पश्चिम घाट का म्हणतात?')).toHaveLength(2);
  });

  it('an English question word is a glossary term only in its own forms: "Government" is not "Governor"', async () => {
    const ix = await passageIndex(t.db.kysely);
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    expect(labels('What did the Government of India Act 1935 provide?')).not.toContain('governor');
    expect(labels('Who appoints the Governor of a state?')).toContain('governor');
    // the two words of "Governor-General" are one office, not a Governor
    expect(labels('Which Governor General brought the Doctrine of Lapse?')).toContain('governor general');
  });

  it('the verbs a question is phrased with ("केल्या", "ठरवली जाते", "get") say nothing of its subject', async () => {
    const ix = await passageIndex(t.db.kysely);
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    expect(labels('राजर्षी शाहू महाराजांनी कोणत्या सुधारणा केल्या?')).toHaveLength(labels('राजर्षी शाहू महाराजांच्या सुधारणा').length);
    expect(labels('माहिती किती दिवसांत मिळायला हवी?')).toEqual(labels('माहिती किती दिवसांत मिळायला'));
    expect(labels('How much rain does Maharashtra get?')).toEqual(labels('How much rain does Maharashtra have?'));
    expect(labels('When was the Battle of Plassey fought?')).toEqual(labels('When was the Battle of Plassey?'));
    expect(labels('राष्ट्रपतींवर महाभियोग कसा चालवला जातो?')).toEqual(labels('राष्ट्रपतींवर महाभियोग'));
    // …but "who won" stays: it is what a sports result asks (and the library declines those)
    expect(labels('Who won the IPL final?')).toContain('won');
    expect(labels('भारतीय प्रमाणवेळ कोणत्या रेखावृत्तावरून ठरवली जाते?')).not.toContain(labels('जाते')[0] ?? 'जात');
  });

  it('a case ending is cut after a vowel letter ("पेशवाईचा" is "पेशवाई") and from a noun in -री ("शेतकऱ्यांना")', () => {
    expect(indexTerms('पेशवाईचा')).toEqual(indexTerms('पेशवाई'));
    expect(indexTerms('लढाईत')).toEqual(indexTerms('लढाई'));
    expect(indexTerms('कमाईने')).toEqual(indexTerms('कमाई'));
    expect(indexTerms('भाऊ')).toEqual(['भाऊ']);
    // a noun in -री takes -ऱ्या- before an ending: the Collector's (जिल्हाधिकाऱ्याची) is the Collector, not a district
    expect(indexTerms('जिल्हाधिकाऱ्याची')).toEqual(indexTerms('जिल्हाधिकारी'));
    expect(indexTerms('शेतकऱ्यांना')).toEqual(indexTerms('शेतकरी'));
    // a plural's nasal vowel before the ending: the Chairmen's (सभापतींची) are the Chairman (सभापती)
    expect(indexTerms('सभापतींची')).toEqual(indexTerms('सभापती'));
    expect(indexTerms('साधूंच्या')).toEqual(indexTerms('साधू'));
  });

  it('words in brackets name again what the words before them name: a sentence with either side holds them', async () => {
    const ix = await passageIndex(t.db.kysely);
    const holds = (q: string, sentence: string) => questionUnits(ix, q).every((u) => covers(new Set(indexTerms(sentence)), u));
    expect(holds('आम्ल पाऊस (acid rain) कशामुळे होतो?', 'आम्ल पाऊस सल्फर डायऑक्साइडमुळे होतो')).toBe(true);
    expect(holds('आम्ल पाऊस (acid rain) कशामुळे होतो?', 'acid rain')).toBe(true);
    expect(holds('जिल्हा परिषदेचा मुख्य कार्यकारी अधिकारी (CEO) कोण असतो?', 'जिल्हा परिषदेचा CEO')).toBe(true);
    // without the brackets both words are asked
    expect(holds('आम्ल पाऊस acid rain कशामुळे होतो?', 'आम्ल पाऊस सल्फर डायऑक्साइडमुळे होतो')).toBe(false);
  });

  it('an English word the library never uses, one letter off one it does, is read as that word ("governer")', async () => {
    const ix = await passageIndex(t.db.kysely);
    const terms = (q: string) => questionUnits(ix, q).flatMap((u) => u.alts.flatMap((a) => a.terms));
    expect(terms('who appoints the rbi governer')).toContain(indexTerms('governor')[0]);
    expect(terms('how many members are there in the parliment')).toContain(indexTerms('parliament')[0]);
    // a misspelt question word is dropped like the word itself ("difference" says nothing of the subject)
    expect(questionUnits(ix, 'diffrence between weather and climate').map((u) => u.label)).toEqual(
      questionUnits(ix, 'difference between weather and climate').map((u) => u.label),
    );
    // a word the library uses stays as it is, and so does a short one
    expect(terms('who appoints the governor')).toContain(indexTerms('governor')[0]);
    expect(terms('what is a dam')).not.toContain(indexTerms('day')[0]);
  });

  it('a postposition the stemmer leaves on a Marathi word is cut when the library uses the word without it', async () => {
    const ix = await passageIndex(t.db.kysely);
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    // words the library never uses: "कमिशनला" (Commission + ला), "ग्रंथावर" (ग्रंथ + वर)
    expect(labels('सायमन कमिशनला भारतीयांनी विरोध का केला?')).toContain('कमिशन');
    expect(labels('ज्ञानेश्वरी कोणत्या ग्रंथावर आधारित आहे?')).toContain('ग्रंथ');
    // a form the library uses once is asked as the word it uses more, with that form among its inflections
    const reservation = questionUnits(ix, 'शाहू महाराजांनी आरक्षणाबाबत कोणता निर्णय घेतला?').find((u) => u.label === 'आरक्षण');
    expect(reservation?.alts.flatMap((a) => a.terms)).toContain('आरक्षणाबाबत');
    // "युद्धानंतर" is "युद्ध" + "नंतर" (after)
    expect(labels('पेशवाईचा शेवट कोणत्या युद्धानंतर झाला?')).toContain(indexTerms('युद्ध')[0]);
    // "कधीपासून" (since when) is a question word like "कधी"; "वर्षी" (in the year) is no rain (Hindi वर्षा)
    expect(labels('सरपंचाची निवड थेट कधीपासून होते?').join(' ')).not.toMatch(/कध/);
    const year = questionUnits(ix, 'राज्याभिषेक कोणत्या वर्षी झाला?').flatMap((u) => u.alts.flatMap((a) => a.terms));
    expect(year).not.toContain(indexTerms('rain')[0]);
    // one letter is never cut from a word the library uses: "महिला" is no "महि" + "ला"
    expect(labels('महिला आरक्षण किती आहे?')).toContain(indexTerms('महिला')[0]);
  });

  it('"what are the Western Ghats called?": the term is only the form asked with, not its other names (they are the answer)', async () => {
    const ix = await passageIndex(t.db.kysely);
    const terms = (q: string) => questionUnits(ix, q).flatMap((u) => u.alts.flatMap((a) => a.terms));
    expect(terms('What are the Western Ghats?')).toContain(indexTerms('Sahyadri')[0]);
    expect(terms('What are the Western Ghats called in Maharashtra?')).not.toContain(indexTerms('Sahyadri')[0]);
  });

  it('"by area" is the measure a superlative is taken by: it weighs less than the thing asked about', async () => {
    const ix = await passageIndex(t.db.kysely);
    const weight = (q: string, word: string) => questionUnits(ix, q).find((u) => u.label === indexTerms(word)[0])?.weight ?? 0;
    const area = weight('Which is the largest district of Maharashtra by area?', 'area');
    expect(area).toBeGreaterThan(0);
    expect(area).toBeLessThan(0.5 * weight('What is the area of Maharashtra?', 'area'));
    const mr = 'क्षेत्रफळाने महाराष्ट्रातील सर्वात मोठा जिल्हा कोणता?';
    expect(weight(mr, 'क्षेत्रफळाने')).toBeGreaterThan(0);
    expect(weight(mr, 'क्षेत्रफळाने')).toBeLessThan(0.5 * weight('महाराष्ट्राचे क्षेत्रफळ किती?', 'क्षेत्रफळ'));
  });

  it('candidates: every passage that scores, in index order, and few of the others', async () => {
    const ix = await passageIndex(t.db.kysely);
    for (const q of [
      'What does Article 21 protect?',
      'महाराष्ट्रातील सर्वात लांब नदी कोणती?',
      'Who founded the Satyashodhak Samaj?',
      'मौलिक अधिकार क्या हैं?',
      // a glossary term of several words: its phrase token and its scattered words
      'What is the role of the Chief Secretary of a state?',
    ]) {
      const units = questionUnits(ix, q);
      const scoring = ix.passages.filter((p) => passageScore(ix, p, units) > 0);
      const candidates = candidatePassages(ix, units);
      expect(candidates.filter((p) => passageScore(ix, p, units) > 0)).toEqual(scoring);
      expect(scoring.length).toBeGreaterThan(0);
      expect(candidates.length).toBeLessThan(ix.passages.length / 4);
    }
  });
});

describe('retrieval', () => {
  it.each([
    ['What does Article 21 protect?', 'constitution-fundamental-rights-note'],
    ['भारतीय राज्यघटनेतील कलम २१ काय आहे?', 'constitution-fundamental-rights-note'],
    ['अनुच्छेद 21 क्या है?', 'constitution-fundamental-rights-note'],
    ['What is Article 370?', 'current-affairs-laws-amendments-note'],
    ['महाराष्ट्रातील सर्वात लांब नदी कोणती?', 'maharashtra-geography-rivers-note'],
    ['राज्यघटनेची प्रास्ताविका काय सांगते?', 'constitution-preamble-note'],
  ])('%s → %s, sure', async (question, note) => {
    const m = await findTopic(t.db.kysely, question);
    expect(m?.note?.id).toBe(note);
    expect(m!.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });

  it('a sentence that lists amendments is about none of them: "the 73rd Amendment" is the note on panchayats, not on Schedules', async () => {
    const ix = await passageIndex(t.db.kysely);
    const units = questionUnits(ix, 'What is the 73rd Amendment about?');
    const listing = ix.passages.find((p) => p.noteId === 'constitution-schedules-note' && p.lang === 'en' && /73rd/.test(p.text))!;
    expect(listing.lists?.has('amd')).toBe(true);
    // ranking notes it counts half; choosing the note's own sentences it counts in full
    expect(passageScore(ix, listing, units)).toBeLessThan(passageScore(ix, { ...listing, lists: undefined }, units));
    expect(passageScore(ix, listing, units, true)).toBe(passageScore(ix, { ...listing, lists: undefined }, units, true));
    const m = await findTopic(t.db.kysely, 'What is the 73rd Amendment about?');
    expect(m?.note?.id).toBe('polity-local-government-note');
    // a sentence that opens with the asked article counts it in full even when it lists others
    const opener = ix.passages.find((p) => p.lists?.has('art') && p.lead)!;
    const own = questionUnits(ix, `What is Article ${opener.lead!.replace(/^art:/, '').replace(/~$/, '')}?`);
    expect(passageScore(ix, opener, own)).toBe(passageScore(ix, { ...opener, lists: undefined }, own));
  });

  it('"how many districts in Maharashtra" is the note that counts them, not the one on district administration', async () => {
    expect((await findTopic(t.db.kysely, 'how many districts are there in maharashtra'))?.note?.id).toBe(
      'maharashtra-geography-administrative-divisions-note',
    );
    // in Marathi the administration note's "36 वा जिल्हा" (the 36th) and "कलम २५ नुसार जिल्हा" are no count
    const mr = await findTopic(t.db.kysely, 'महाराष्ट्रात एकूण किती जिल्हे आहेत?');
    expect(mr?.note?.id).toBe('maharashtra-geography-administrative-divisions-note');
  });

  it('a note that never names what the question names ranks lower: "Who chairs the GST Council?" is not the Union executive', async () => {
    const m = await findTopic(t.db.kysely, 'Who chairs the GST Council?');
    expect(['economy-taxation-gst-note', 'polity-federalism-note']).toContain(m?.note?.id);
  });

  it('a term known by an acronym is a name in whatever script it is asked: "जीएसटी परिषद" is the GST note, not a summit\'s परिषद', async () => {
    const ix = await passageIndex(t.db.kysely);
    expect(questionUnits(ix, 'जीएसटी परिषदेचे अध्यक्ष कोण असतात?').find((u) => u.term && u.alts.some((a) => a.terms.includes('gst')))?.name).toBe(true);
    const m = await findTopic(t.db.kysely, 'जीएसटी परिषदेचे अध्यक्ष कोण असतात?');
    expect(['economy-taxation-gst-note', 'polity-federalism-note']).toContain(m?.note?.id);
  });

  it('an Act is a कायदा or an अधिनियम: "माहितीचा अधिकार कायदा" is the note on the RTI अधिनियम', async () => {
    const m = await findTopic(t.db.kysely, 'माहितीचा अधिकार कायदा कधी आला?');
    expect(m?.note?.id).toBe('public-administration-rti-note');
  });

  it('a Marathi "कलम" whose English twin says "section" is no article: Lok Adalat\'s section 21 is not Article 21', () => {
    const ix = handLibrary([
      {
        id: 'courts',
        title: 'Lok Adalat',
        summary: ['An award of a Lok Adalat is final and no appeal lies against it (section 21).'],
        summaryMr: ['लोक अदालतीचा निवाडा अंतिम असतो आणि त्यावर अपील करता येत नाही (कलम २१).'],
      },
      {
        id: 'rights',
        title: 'Right to life',
        summary: ['Article 21 protects life and personal liberty.'],
        summaryMr: ['कलम २१ जीवित व व्यक्तिगत स्वातंत्र्याचे संरक्षण करते.'],
      },
    ]);
    const mr = (id: string) => ix.notes.get(id)!.passages.find((p) => p.lang === 'mr' && p.kind === 'summary')!;
    expect(mr('courts').body.has('art:21')).toBe(false);
    expect(mr('rights').body.has('art:21')).toBe(true);
  });

  it('a word only a few notes hold is as good as a name: the Palk Strait is the note that names it, not the one on straits', async () => {
    const m = await findTopic(t.db.kysely, 'पाल्क सामुद्रधुनी कोणत्या दोन देशांना वेगळे करते?');
    expect(m?.note?.id).toBe('indian-geography-location-extent-note');
  });

  it('"Article 21" in Polity is the Fundamental Rights note, not elections (voting age 21)', async () => {
    const m = await findTopic(t.db.kysely, 'Article 21', { subjects: ['polity', 'constitution'] });
    expect(m?.note?.id).toBe('constitution-fundamental-rights-note');
  });

  it('a "when" question whose answering sentence has no year is less sure than the same question without "when"', async () => {
    // (not "When does Article 21 protect?": the note has a sentence on Article 21 with a year, 21A in 2002)
    const plain = await findTopic(t.db.kysely, 'Why is a writ of habeas corpus issued?');
    const when = await findTopic(t.db.kysely, 'When is a writ of habeas corpus issued?');
    expect(when?.note?.id).toBe(plain?.note?.id);
    const sentence = [...when!.passages].sort((a, b) => b.own - a.own)[0]!.passage.text;
    expect(sentence).not.toMatch(/(?:1[0-9]|20)[0-9]{2}|[१२][०-९]{3}/u);
    expect(when!.confidence).toBeLessThan(plain!.confidence);
  });

  it.each([
    // an ordinal names which one: the second commission, not the first
    ['दुसऱ्या प्रशासकीय सुधारणा आयोगाचे अध्यक्ष कोण होते?', 'public-administration-good-governance-note'],
    ['what were the main recommendations of the 2nd administrative reforms commission', 'public-administration-good-governance-note'],
    // "माहिती" is a word of the question ("राज्य माहिती आयुक्त"), not only of "…बद्दल माहिती द्या"
    ['महाराष्ट्राच्या राज्य माहिती आयुक्तांची नियुक्ती कोण करते?', 'public-administration-rti-note'],
    // the municipal commissioner is not the State Election Commissioner of a sentence that names municipal bodies later
    ['महानगरपालिका आयुक्ताची नियुक्ती कोण करते?', 'public-administration-urban-governance-note'],
    // two notes level on score: the one whose sentence holds the whole question (the third battle, not the first)
    ['When was the Third Battle of Panipat fought?', 'maharashtra-history-maratha-expansion-note'],
  ])('%s → %s', async (question, note) => {
    expect((await findTopic(t.db.kysely, question))?.note?.id).toBe(note);
  });

  it('a question whose words meet in no passage is not sure', async () => {
    const ms = await findTopics(t.db.kysely, 'Who is the president of France?', { limit: 3 });
    expect(isSure(ms[0])).toBe(false);
  });
});
