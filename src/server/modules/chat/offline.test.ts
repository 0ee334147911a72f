import { describe, expect, it } from 'vitest';
import { handLibrary, otherNotes } from '@server/ai/hand-library';
import { questionUnits } from '@server/ai/passages';
import { rankNotes } from '@server/ai/retrieval';
import { askedParts } from './asked-parts';
import { groundedAnswer, withoutField } from './offline';
import { beyondFacts } from './intents';

describe('the answer from a note', () => {
  it('a question of two parts gets the sentence that answers its second part, not only more of the first', () => {
    const ix = handLibrary([
      {
        id: 'income',
        title: 'National income',
        summary: [
          'GDP is the value of all final goods and services produced within a country in a year.',
          'GDP per head is GDP divided by the population.',
          'Real GDP is GDP at the prices of a base year, and nominal GDP is GDP at current prices.',
          'GDP growth is the change in real GDP from one year to the next.',
          'The production, income and expenditure methods are how national output is measured.',
        ],
      },
      // other notes, so that "GDP" is as rare in the library as in a real one
      ...otherNotes(),
    ]);
    const q = 'What is GDP and how is it measured?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const answer = groundedAnswer(m!, q, 'english');
    expect(answer.response).toContain('GDP is the value of all final goods');
    expect(answer.response).toContain('expenditure methods');
  });

  it('"explain CRR and SLR": each name gets the sentence about it, not one that only lists it', () => {
    const ix = handLibrary([
      {
        id: 'banking',
        title: 'Money and banking',
        summary: [
          'The CRR is the share of deposits a bank keeps as cash with the RBI; raising it leaves banks less to lend and so controls lending.',
          'The RBI controls lending through the repo rate and the CRR, its quantitative tools.',
          'The Narasimham Committee of 1991 asked for a phased cut in the SLR and the CRR.',
          'The SLR is the share of deposits a bank keeps itself in cash, gold or approved securities.',
          'Regional Rural Banks were started in 1975.',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'explain CRR and SLR, how do they control lending';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    expect(m!.units.find((u) => u.label === 'slr')?.name).toBe(true);
    const text = groundedAnswer(m!, q, 'english').response;
    expect(text).toContain('The CRR is the share');
    expect(text).toContain('The SLR is the share');
    expect(text).not.toContain('Narasimham');
  });

  it('"difference between mandamus and certiorari": each side gets a sentence about it, not one that only lists it', () => {
    const ix = handLibrary([
      {
        id: 'writs',
        title: 'Fundamental Rights',
        summary: [
          'Fundamental Rights are in Part III of the Constitution.',
          'Ambedkar called Article 32 the heart and soul of the Constitution, because the Supreme Court may issue writs of habeas corpus, mandamus, prohibition, certiorari and quo warranto.',
          'The writ of habeas corpus orders that a detained person be produced before the court.',
          "The writ of mandamus ('we command') orders a public official or body to perform a public duty it has refused to do.",
          'The writ of prohibition forbids a lower court from going beyond its jurisdiction.',
          'The writ of quo warranto asks by what authority a person holds a public office, and unlike the other writs it can be sought by any interested person.',
          'High Courts issue writs under Article 226, a wider power than the Supreme Court has under Article 32.',
          'The writ of certiorari is issued by a higher court to a lower court to transfer a case or to quash its order; certiorari is both preventive and curative, unlike prohibition.',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'diffrence between writ of mandamus and certiorari';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const text = groundedAnswer(m!, q, 'english').response;
    expect(text).toContain('The writ of certiorari is issued');
    expect(text).toContain("The writ of mandamus ('we command')");
  });

  it('two questions asked one after the other are answered in the order asked, each by its own sentence', () => {
    const ix = handLibrary([
      {
        id: 'village',
        title: 'Village government',
        summary: [
          'The Sarpanch of a village panchayat is elected directly by the voters of the village.',
          'The Gram Sabha is the assembly of the village, the base of Panchayati Raj (Article 243A).',
          'Every adult whose name is on the voter list of the village is a member of the Gram Sabha.',
          'The Gram Sevak keeps the records of the panchayat.',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'What is the Gram Sabha? Who are its members?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const text = groundedAnswer(m!, q, 'english').response.split('\n\n')[1]!;
    expect(text.startsWith('The Gram Sabha is the assembly of the village')).toBe(true);
    expect(text.indexOf('Every adult whose name')).toBeGreaterThan(0);
    // a person elected is not what the first question asks
    expect(text).not.toMatch(/^The Sarpanch/);
  });

  it('a question of its own that names an article keeps the article among its words ("कलम 356 म्हणजे काय?")', () => {
    const ix = handLibrary([
      {
        id: 'emergency',
        title: 'आणीबाणी',
        summary: ['कलम ३५६ नुसार राज्यात राष्ट्रपती राजवट लागू होते.', 'कलम ३५२ नुसार राष्ट्रीय आणीबाणी जाहीर होते.'],
      },
      ...otherNotes(),
    ]);
    const q = 'कलम 356 म्हणजे काय? राज्यात राष्ट्रपती राजवट कधी लागू केली जाते';
    const parts = askedParts(q, questionUnits(ix, q));
    expect(parts).toHaveLength(2);
    expect(parts[0]!.units.map((u) => u.label)).toContain('art:356');
  });

  it('a sentence that asks two questions ("when… and who…") is asked as two, each clause\'s own words leading', () => {
    const ix = handLibrary([
      {
        id: 'egs',
        title: 'Economy of Maharashtra',
        summary: [
          'The Employment Guarantee Scheme of Maharashtra was started in 1972, during a severe drought.',
          'V. S. Page conceived the Employment Guarantee Scheme.',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'When did Maharashtra start the Employment Guarantee Scheme and who conceived it?';
    const units = questionUnits(ix, q);
    const parts = askedParts(q, units);
    expect(parts.map((p) => p.text)).toEqual(['When did Maharashtra start the Employment Guarantee Scheme', 'who conceived it?']);
    const weight = (part: number, label: string) => parts[part]!.units.find((u) => u.label === label)!.weight;
    const conceived = units.find((u) => /^conceiv/.test(u.label))!.label;
    expect(weight(1, conceived)).toBeGreaterThan(weight(0, conceived));
    expect(weight(0, 'start')).toBeGreaterThan(weight(1, 'start'));
    // …and the scheme, named only in the first clause, is still what the second asks about
    expect(parts[1]!.units.some((u) => u.label === 'scheme')).toBe(true);
    const [m] = rankNotes(ix, units, q);
    expect(groundedAnswer(m!, q, 'english').response).toContain('V. S. Page conceived');
  });

  it('"the difference between A and B" leads with what sets them apart, and says what the note\'s subject is', () => {
    const ix = handLibrary([
      {
        id: 'dpsp',
        title: 'Directive Principles of State Policy',
        summary: [
          'The Directive Principles of State Policy are set out in Part IV of the Constitution, Articles 36 to 51.',
          'They draw on the Irish Constitution of 1937.',
          'Unlike the Fundamental Rights, the Directive Principles cannot be enforced by any court (Article 37).',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'What is the difference between Fundamental Rights and Directive Principles?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const answer = groundedAnswer(m!, q, 'english');
    const text = answer.response;
    expect(text).toContain('Unlike the Fundamental Rights');
    expect(text.indexOf('Unlike the Fundamental Rights')).toBeLessThan(text.indexOf('Part IV'));
    expect(text).toContain('Part IV');
  });
});

describe('the field a question is asked in', () => {
  it('is dropped from what is looked up when the question names it last ("… in public administration")', () => {
    expect(withoutField('difference between line and staff agencies in public administration')).not.toMatch(/administration/);
    expect(withoutField('difference between line and staff agencies in public administration')).toMatch(/line and staff agencies/);
    // named as what is asked, it stays
    expect(withoutField('What is public administration?')).toBe('What is public administration?');
    expect(withoutField('history of the Maratha navy')).toBe('history of the Maratha navy');
  });
});

describe('an opinion or a forecast', () => {
  it.each([
    'who is the best chief minister maharashtra ever had?',
    'What will the repo rate be after the next RBI policy meeting?',
    'should i take geography or history as my optional?',
    'तुमच्या मते टिळक आणि गोखले यांपैकी कोण जास्त बरोबर होते?',
    'पुढच्या निवडणुकीत महाराष्ट्रात कोणत्या पक्षाचे सरकार येईल?',
    // the election named between "next" and "in the election"
    'पुढच्या विधानसभा निवडणुकीत महाराष्ट्रात कोणता पक्ष सत्तेत येईल',
    'whats your favourite hill station in maharashtra',
    'महाराष्ट्रातील तुमचा आवडता किल्ला कोणता?',
    // tomorrow, and a Marathi "will it…?" (…ेल का, …ईल का)
    'will it rain in mumbai tomorrow?',
    'टाटा मोटर्सचा शेअर उद्या वाढेल का?',
    'यंदा MPSC ची जाहिरात लवकर येईल का?',
    // who the next one will be
    'पुढचे महाराष्ट्राचे मुख्यमंत्री कोण होणार?',
    'who will be the next chief justice of india',
    // which of two is better: a judgement, not a fact
    'is the shiv sena better than the ncp for mumbai',
    'राष्ट्रवादी चांगली की शिवसेना?',
  ])('"%s" is not a question of fact', (q) => expect(beyondFacts(q)).toBe('not-facts'));
  it.each([
    // a figure of the day, or the news of a day named by its distance from now: no note can know which day
    'what is the onion price at lasalgaon market today',
    'आज पुण्यात सोन्याचा भाव किती आहे?',
    'who won the t20 world cup final last month',
    "What was the score in yesterday's India vs Australia cricket match?",
    'what happened in the rajya sabha this week',
    'गेल्या महिन्यात कोणती नवी योजना सुरू झाली?',
    'कालच्या सामन्यात कोण जिंकले?',
  ])('"%s" asks the news of a day', (q) => expect(beyondFacts(q)).toBe('not-dated'));
  it.each([
    'What happens if the President resigns?',
    'Which is the best soil for cotton?',
    'Who won the Battle of Plassey?',
    'पुढील विधानांपैकी कोणते विधान बरोबर आहे?',
    'When will a Money Bill be deemed passed by the Rajya Sabha?',
    'Which hill station is the favourite of tourists in Maharashtra?',
    'Why did onion prices rise in 2019?',
    'What is the repo rate?',
    'उद्यान म्हणजे काय?',
    'राष्ट्रपती राजवट कधी लागू करता येते?',
    // a condition's outcome is a fact of the Constitution
    'राज्यसभेने धन विधेयक १४ दिवसांत परत केले नाही तर काय होईल?',
    'पुढील विधानांपैकी कोणते विधान बरोबर असेल?',
    'Is the primary deficit bigger or smaller than the fiscal deficit?',
    'Why is black soil better suited to cotton?',
    // today and last year are no day's news by themselves
    "What is the relevance of Gandhi's seven social sins today?",
    'Who won the Nobel Peace Prize last year?',
    'आजही महात्मा फुले यांचे विचार का महत्त्वाचे आहेत?',
  ])('"%s" is', (q) => expect(beyondFacts(q)).toBe(null));
});
