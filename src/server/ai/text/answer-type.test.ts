import { describe, expect, it } from 'vitest';
import { chooseSentences } from '../answer-sentences';
import { handLibrary, otherNotes } from '../hand-library';
import { questionUnits } from '../passages';
import { isSure, rankNotes } from '../retrieval';
import { kindMatch, questionClauses, questionKind } from './answer-type';

describe('"why" asks for a reason', () => {
  it.each([
    ['Why did the revolt of 1857 fail?', 'why'],
    ['causes of the revolt of 1857', 'why'],
    ['दांडी यात्रा का काढली?', 'why'],
    ['सायमन कमिशनला भारतीयांनी विरोध का केला?', 'why'],
    // a closing का asks yes or no; Hindi's का is "of"; "why is X called Y" asks for the name's sense
    ['कलम २१ मूलभूत हक्क आहे का?', null],
    ['संविधान का अनुच्छेद 21 क्या सुरक्षा देता है?', null],
    ['गोदावरी नदी का उद्गम कहाँ होता है?', 'where'],
    ['गांधीजी ने दांडी यात्रा क्यों की?', 'why'],
    ['Why is Nashik called the wine capital of India?', 'name'],
    ['western ghats in maharashtra are known by which name', 'name'],
    // a question that opens with "why" asks a reason whatever follows ("most" is no superlative here)…
    ['Why do the Narmada and Tapi flow west when most Indian rivers flow east?', 'why'],
    // …but "why is X important" asks what made it matter, which a sentence states without a "because"
    ['Why is the Chandrayaan-3 mission important for ISRO?', null],
    ['पैठण हे व्यापारी केंद्र म्हणून का महत्त्वाचे होते?', null],
  ] as const)('%s → %s', (q, kind) => expect(questionKind(q)).toBe(kind));

  it.each([
    // "when" inside a clause joins it ("subsumed when it replaced…"); it asks only opening a question or a clause
    ['When was GST introduced?', 'when'],
    ['GST came when?', 'when'],
    ['who founded the Satyashodhak Samaj and when', 'who'],
    // of two questions in one sentence, the first leads — unless it only asks what something is
    ['Why did the Marathas lose at Panipat in 1761, and who led them there?', 'why'],
    ['What is GST and when was it introduced in India?', 'when'],
    // "which states does…", "which taxes were…": several are asked for, as a list
    ['which states does the tropic of cancer pass thru', 'list'],
    ['Which taxes were subsumed into GST when it replaced the old indirect taxes?', 'list'],
    ['which process is used to purify water', null],
  ] as const)('two questions in one: %s → %s', (q, kind) => expect(questionKind(q)).toBe(kind));

  it('splits a sentence that asks two questions into its clauses', () => {
    expect(questionClauses('When did Maharashtra start the Employment Guarantee Scheme and who was behind it?')).toEqual([
      'When did Maharashtra start the Employment Guarantee Scheme',
      'who was behind it?',
    ]);
    expect(questionClauses('राज्यपालांची नेमणूक कोण करते आणि त्यांचा कार्यकाळ किती असतो?')).toEqual(['राज्यपालांची नेमणूक कोण करते', 'त्यांचा कार्यकाळ किती असतो?']);
    // a question closed by its question word ("… म्हणजे काय") and another that asks further on is two
    expect(questionClauses('पंचायत समिती म्हणजे काय आणि महाराष्ट्रातील जिल्ह्यांत तिचे सभापती साधारण किती वर्षांसाठी निवडले जातात?')).toEqual([
      'पंचायत समिती म्हणजे काय',
      'महाराष्ट्रातील जिल्ह्यांत तिचे सभापती साधारण किती वर्षांसाठी निवडले जातात?',
    ]);
    expect(questionClauses('भारत आणि पाकिस्तान यांच्या सीमेवरील रेषा कोणती?')).toEqual(['भारत आणि पाकिस्तान यांच्या सीमेवरील रेषा कोणती?']);
    // "and" between two nouns is one question
    expect(questionClauses('What is the difference between GDP and GNP?')).toEqual(['What is the difference between GDP and GNP?']);
    // "…आणि का": the last clause is a bare का, and it asks why (a closing का after a verb asks yes or no)
    const [where, why] = questionClauses('मुहम्मद बिन तुघलकाने राजधानी दिल्लीहून कुठे हलवली आणि का');
    expect(why).toBe('का');
    expect([questionKind(where!), questionKind(why!)]).toEqual(['where', 'why']);
    expect(questionKind('हे विधान बरोबर आहे का?')).not.toBe('why');
  });

  it('a sentence that gives one answers: because, due to, -मुळे, नसल्याने', () => {
    // a list names the asked things item after item; a long sentence of clauses less surely
    const rights = (w: string) => /^(?:right|rights)$/i.test(w);
    expect(
      kindMatch(
        'list',
        'The six rights are the right to equality, the right to freedom, the right against exploitation, the right to freedom of religion, cultural and educational rights and the right to constitutional remedies.',
        rights,
      ),
    ).toBe(1);
    expect(
      kindMatch(
        'list',
        'Part III is called the Magna Carta because, like the charter of 1215, it limits power: the rights are justiciable, and a law that takes them away is void.',
        rights,
      ),
    ).toBeLessThan(1);
    // what something was called, in the past tense too ("…ला 'हृदय व आत्मा' म्हटले")
    expect(kindMatch('name', "डॉ. आंबेडकरांनी कलम ३२ ला संविधानाचे 'हृदय व आत्मा' म्हटले.")).toBe(1);
    expect(kindMatch('name', 'कलम ३२ नुसार व्यक्ती सर्वोच्च न्यायालयात जाऊ शकते.')).toBe(0);
    expect(kindMatch('why', 'The revolt failed because it lacked a common leadership.')).toBe(1);
    expect(kindMatch('why', 'सायमन कमिशनमध्ये एकही भारतीय सदस्य नसल्याने त्यावर बहिष्कार टाकण्यात आला.')).toBe(1);
    expect(kindMatch('why', 'The revolt began at Meerut on 10 May 1857.')).toBe(0);
    // a purpose says why too: "…marched to the Chavdar tank to assert the right of the untouchables to its water"
    expect(kindMatch('why', 'Ambedkar led the Mahad satyagraha to assert the right of the untouchables to public water.')).toBe(1);
  });

  const ix = handLibrary([
    {
      id: 'revolt',
      title: 'The Revolt of 1857',
      summary: [
        'The Revolt of 1857 began at Meerut on 10 May 1857 and spread to Delhi, Kanpur and Lucknow.',
        'The Revolt of 1857 failed because it lacked a common leadership and a plan, and large parts of India stayed away.',
        'The Revolt of 1857 ended Company rule: the Crown took over in 1858.',
      ],
    },
    ...otherNotes(),
  ]);

  it('the reason leads the answer', () => {
    const q = 'Why did the revolt of 1857 fail?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    expect(chooseSentences(ix, m!.note!, m!.passages, m!.units, q, 'en').summary[0]?.index).toBe(1);
    expect(isSure(m)).toBe(true);
  });

  it('a note that gives no reason is less sure of a "why"', () => {
    const noReason = handLibrary([
      {
        id: 'revolt',
        title: 'The Revolt of 1857',
        summary: ['The Revolt of 1857 began at Meerut on 10 May 1857 and spread to Delhi.', 'The Revolt of 1857 failed in the end.'],
      },
      ...otherNotes(),
    ]);
    const why = 'Why did the revolt of 1857 fail?';
    const when = 'When did the revolt of 1857 fail?';
    const [a] = rankNotes(noReason, questionUnits(noReason, why), why);
    const [b] = rankNotes(noReason, questionUnits(noReason, when), when);
    expect(a!.confidence).toBeLessThan(b!.confidence);
  });
});

describe('kindMatch', () => {
  const districts = (w: string) => /^district/i.test(w) || w.startsWith('जिल्ह');
  it('a year or date for "when", in either script', () => {
    expect(kindMatch('when', 'He was crowned at Raigad on 6 June 1674.')).toBe(1);
    expect(kindMatch('when', '६ जून १६७४ रोजी राज्याभिषेक झाला.')).toBe(1);
    expect(kindMatch('when', 'He was crowned at Raigad by Gagabhatta.')).toBe(0);
    // the condition on which it happens answers "when" in part: "when is President's Rule imposed?"
    expect(kindMatch('when', 'कलम ३५६ नुसार राज्यात राष्ट्रपती राजवट तेव्हा लागू केली जाते, जेव्हा राज्याचे शासन घटनेनुसार चालवणे शक्य नसते.')).toBe(0.6);
    expect(kindMatch('when', "President's Rule is imposed only when the state's government cannot be carried on.")).toBe(0.6);
    expect(kindMatch('when', 'The writ of mandamus orders a public official to do a duty.')).toBe(0);
  });
  it('"how many" wants the number next to the counted word, and takes any number for less', () => {
    expect(kindMatch('how-many', 'The state has 36 districts in six divisions.', districts)).toBe(1);
    expect(kindMatch('how-many', 'राज्यात ३६ जिल्हे आहेत.', districts)).toBe(1);
    expect(kindMatch('how-many', 'Under Article 243ZD every district has a committee.', districts)).toBeLessThan(1);
    // a count written as a word is a count
    const states = (w: string) => /^states?\.?$/i.test(w) || w.startsWith('राज्यां');
    expect(kindMatch('how-many', 'The Tropic of Cancer passes through eight states.', states)).toBe(1);
    expect(kindMatch('how-many', 'कर्कवृत्त आठ राज्यांतून जाते.', states)).toBe(1);
    expect(kindMatch('how-many', 'The Tropic of Cancer passes through several states.', states)).toBe(0);
    expect(kindMatch('how-many', 'Every district has a Collector.', districts)).toBe(0);
    // a year before the counted word is no count of it
    expect(kindMatch('how-many', 'Collector (Section 7, Maharashtra Land Revenue Code, 1966); District Magistrate.', districts)).toBeLessThan(1);
    expect(kindMatch('how-many', 'In 2011 districts were counted again.', districts)).toBeLessThan(1);
  });
  it('a person for "who", a place for "where", a superlative for "largest"', () => {
    expect(kindMatch('who', 'The Prarthana Samaj was founded in 1867 by Atmaram Pandurang.')).toBe(1);
    expect(kindMatch('who', 'The samaj worked for social reform.')).toBe(0);
    // an office answers "who" too, less surely than a name
    expect(kindMatch('who', 'उपराष्ट्रपती हे राज्यसभेचे पदसिद्ध सभापती असतात (कलम ८९).')).toBe(0.7);
    expect(kindMatch('who', 'its ex officio chairman is the Vice-President.')).toBe(0.7);
    // …and so does a body: "who prepares the Economic Survey?" — a directorate, a commission
    expect(kindMatch('who', 'महाराष्ट्राचा आर्थिक पाहणी अहवाल नियोजन विभागाचे अर्थ व सांख्यिकी संचालनालय तयार करते.')).toBe(0.7);
    expect(kindMatch('who', 'panchayat elections are the work of a separate Commission.')).toBe(0.7);
    expect(kindMatch('where', 'The Krishna rises near Mahabaleshwar in Satara district.')).toBe(1);
    const river = (w: string) => /^rivers?$/i.test(w);
    expect(kindMatch('superlative', 'The Godavari is the longest river in Maharashtra.', river)).toBe(1);
    expect(kindMatch('superlative', 'The Godavari flows east.', river)).toBe(0);
    // the superlative must stand by what is asked: "the largest forest cover among districts" is not the largest district
    const district = (w: string) => /^districts?$/i.test(w) || w.startsWith('जिल्हा');
    expect(kindMatch('superlative', 'Ahmednagar is the largest district by area.', district)).toBe(1);
    expect(kindMatch('superlative', 'क्षेत्रफळाने सर्वांत मोठा जिल्हा: अहमदनगर.', district)).toBe(1);
    expect(kindMatch('superlative', 'Gadchiroli has the largest forest cover among districts.', district)).toBeLessThan(1);
    expect(kindMatch('superlative', 'Gadchiroli has the largest forest cover among districts.', district)).toBeGreaterThan(0);
  });
  it('"the main crop", "the dominant soil", "प्रमुख पीक" answer "which … most"', () => {
    const crop = (w: string) => /^(?:crops?|soils?|पीक)$/i.test(w);
    expect(kindMatch('superlative', 'Cotton is the main kharif cash crop of Vidarbha.', crop)).toBe(1);
    expect(kindMatch('superlative', 'Black soil is the dominant soil of the plateau.', crop)).toBe(1);
    expect(kindMatch('superlative', 'कापूस हे विदर्भातील प्रमुख नगदी पीक आहे.', crop)).toBe(1);
    expect(kindMatch('superlative', 'Cotton is grown in Vidarbha.', crop)).toBe(0);
  });
  it('a difference is a sentence that sets the two asked things apart, not one that names them side by side', () => {
    const asked = (w: string) => /^(?:gdp|gnp|parks?|sanctuar(?:y|ies)|national|wildlife)$/i.test(w);
    expect(kindMatch('difference', 'GDP counts output within the country, whereas GNP adds net income from abroad.', asked)).toBe(1);
    expect(kindMatch('difference', 'GDP देशांतर्गत उत्पादन मोजते, तर GNP मध्ये परदेशातील निव्वळ उत्पन्नही मिळवले जाते.', asked)).toBe(1);
    expect(kindMatch('difference', 'Tadoba National Park, together with the Andhari Wildlife Sanctuary, forms a tiger reserve.', asked)).toBe(0);
    // a contrast between two other things ("real GDP, whereas nominal GDP") is half of one
    expect(kindMatch('difference', 'Real GDP is at base-year prices, whereas nominal GDP is at current prices.', asked)).toBe(0.5);
  });

  it('a definition names the asked term first and says what it is', () => {
    const review = (w: string) => /^(judicial|review)/i.test(w);
    expect(kindMatch('definition', 'Judicial review is the power to strike down laws.', review)).toBe(1);
    expect(kindMatch('definition', 'Public interest litigation was developed by judges in the 1980s, not by judicial review.', review)).toBe(0);
  });

  it('"X is called Y" says what X is called, not what X is', () => {
    const ghats = (w: string) => /^(western|ghats)/i.test(w);
    expect(kindMatch('definition', 'The Western Ghats are the mountain range that runs parallel to the west coast.', ghats)).toBe(1);
    expect(kindMatch('definition', 'The Western Ghats are called a biodiversity hotspot because of their endemic species.', ghats)).toBeLessThan(1);
    expect(kindMatch('definition', 'The Western Ghats are known as the Sahyadri in Maharashtra.', ghats)).toBeLessThan(1);
  });
});

describe('"how does X work?"', () => {
  it('is answered like a definition: the sentence that opens with X and says what it does', () => {
    expect(questionKind('How does a vaccine work?')).toBe('definition');
    // the functions or duties of an office are several: a sentence that lists them answers
    expect(questionKind('What are the functions of the Collector?')).toBe('list');
    expect(questionKind('महाराष्ट्रात जिल्हाधिकाऱ्याची मुख्य कामे कोणती?')).toBe('list');
    expect(questionKind('लस कशी काम करते?')).toBe('definition');
    const vaccine = (w: string) => /^vaccin/i.test(w);
    expect(kindMatch('definition', 'A vaccine works by training the immune system to make antibodies.', vaccine)).toBe(1);
    expect(kindMatch('definition', 'Mission Indradhanush was launched in 2014 to raise vaccine coverage.', vaccine)).toBe(0);
  });
});
