import { describe, expect, it } from 'vitest';
import { handLibrary, otherNotes, type HandNote } from './hand-library';
import { chooseSentences } from './answer-sentences';
import { questionUnits } from './passages';
import { isSure, mainUnit, mainUnits, rankNotes } from './retrieval';
import { kindMatch, questionKind } from './text/answer-type';
import { indexTerms } from './text/entities';

const library = (notes: HandNote[]) =>
  handLibrary(notes, {
    facts: ['Fact one.', 'Fact two.', 'Fact three.', 'Fact four.'],
    glossary: [{ en: ['President'], mr: ['राष्ट्रपती'], hi: ['राष्ट्रपति'] }],
  });

describe('questionKind', () => {
  it.each([
    ['When was Shivaji Maharaj crowned?', 'when'],
    ['शिवाजी महाराजांचा राज्याभिषेक कधी झाला?', 'when'],
    ['शिवाजी का राज्याभिषेक कब हुआ?', 'when'],
    ['Who founded the Prarthana Samaj?', 'who'],
    ['प्रार्थना समाजाची स्थापना कोणी केली?', 'who'],
    ['ब्राह्मो समाज के संस्थापक कौन थे?', 'who'],
    ['How many districts are there in Maharashtra?', 'how-many'],
    ['महाराष्ट्रात किती जिल्हे आहेत?', 'how-many'],
    ['Where does the Krishna originate?', 'where'],
    ['कृष्णा नदीचा उगम कोठे होतो?', 'where'],
    ['What is the longest river of Maharashtra?', 'superlative'],
    ['महाराष्ट्रातील सर्वात लांब नदी कोणती?', 'superlative'],
    ['What are the six fundamental rights?', 'list'],
    ['भारतातील मृदांचे प्रकार कोणते?', 'list'],
    // "which are" (plural) asks for the list; "which is" (कोणती नदी) does not
    ['मूलभूत हक्क कोणते आहेत?', 'list'],
    ['In which season does Maharashtra get most of its rain?', 'when'],
    ['महाराष्ट्रात पाऊस कोणत्या मोसमात पडतो?', 'when'],
    ['What is judicial review?', 'definition'],
    ['ई-गव्हर्नन्स म्हणजे काय?', 'definition'],
    ['Tell me about the Mauryan empire', null],
    // "which Governor-General / कोणत्या व्हाइसरॉयच्या…" asks for a person, as "who" does
    ['Which Governor General brought the Doctrine of Lapse?', 'who'],
    ['कोणत्या व्हाइसरॉयच्या काळात बंगालची फाळणी झाली?', 'who'],
    ['Which river flows through Pune?', null],
    // a name for something: "what is X called", "why is X called Y", "कोणत्या नावाने ओळखतात"
    ['What are the Western Ghats called in Maharashtra?', 'name'],
    ['Why is Bal Gangadhar Tilak called Lokmanya?', 'name'],
    ['सह्याद्री पर्वतरांगेला आणखी कोणत्या नावाने ओळखतात?', 'name'],
    // "difference between A and B" (misspelt too), "A vs B", "फरक": a sentence that sets them apart
    ['What is the difference between GDP and GNP?', 'difference'],
    ['what is the differnce between a national park and a wildlife sanctuary', 'difference'],
    ['PSLV vs GSLV', 'difference'],
    ['GDP आणि GNP मध्ये फरक काय?', 'difference'],
  ])('%s → %s', (q, kind) => expect(questionKind(q)).toBe(kind));

  it('"who was X?" leads with the sentence that opens with X and says who X was, not one that names X among others', () => {
    const ix = handLibrary([
      {
        id: 'reformers',
        title: 'Reformers of Maharashtra',
        summary: [
          'Chiplunkar, Tilak and Gopal Ganesh Agarkar founded the New English School in 1880 and Agarkar later edited the Sudharak.',
          'Gopal Ganesh Agarkar (1856–1895) was a rationalist social reformer and the founder of the Sudharak.',
        ],
      },
    ]);
    const q = 'Who was Gopal Ganesh Agarkar?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    const choice = chooseSentences(ix, m!.note, m!.passages, m!.units, q, 'en');
    expect(choice.summary[0]?.index).toBe(1);
  });

  it('"what is CPI inflation?" is answered by a sentence that names CPI, not by the note\'s definition of inflation', () => {
    const ix = library([
      {
        id: 'inflation',
        title: 'Inflation',
        summary: [
          'Inflation is a sustained rise in the general price level over time.',
          'Demand-pull inflation arises when demand exceeds supply.',
          'In India the Wholesale Price Index covers goods but not services, and the Consumer Price Index (CPI) is compiled by the National Statistical Office.',
        ],
      },
      ...otherNotes(),
    ]);
    const q = 'What is CPI inflation?';
    const [m] = rankNotes(ix, questionUnits(ix, q), q);
    expect(chooseSentences(ix, m!.note, m!.passages, m!.units, q, 'en').summary[0]?.index).toBe(2);
    // without a name the note's opening defines what is asked
    const q2 = 'What is inflation?';
    const [m2] = rankNotes(ix, questionUnits(ix, q2), q2);
    expect(chooseSentences(ix, m2!.note, m2!.passages, m2!.units, q2, 'en').summary[0]?.index).toBe(0);
  });

  it('a name is given by a sentence that says what something is called', () => {
    expect(kindMatch('name', 'In Maharashtra the Western Ghats are called the Sahyadri.')).toBe(1);
    expect(kindMatch('name', 'पश्चिम घाटाला महाराष्ट्रात सह्याद्री म्हणतात.')).toBe(1);
    expect(kindMatch('name', 'The Western Ghats were inscribed as a World Heritage Site in 2012.')).toBe(0);
  });

  it('"which" in Marathi (कोणती) is not "who" (कोण), nor a list when it asks for one thing', () => {
    expect(questionKind('कोणती नदी मोठी आहे?')).not.toBe('who');
    expect(questionKind('कोणती नदी मोठी आहे?')).not.toBe('list');
    // "अंतर" is distance in Marathi, not a difference
    expect(questionKind('वेग, वेळ आणि अंतर यांचे सूत्र काय?')).not.toBe('difference');
  });
});

describe('chooseSentences', () => {
  const ix = library([
    {
      id: 'shivaji',
      title: 'Shivaji Maharaj',
      summary: [
        'Shivaji Maharaj was born at Shivneri and began building Swarajya near Pune.',
        'Shivaji Maharaj fought the Adilshahi and the Mughals for many years.',
        'He was crowned at Raigad in 1674 by Gagabhatta.',
        'Shivaji Maharaj built a navy and sea forts.',
        'The Ashtapradhan was his council of eight ministers.',
        'Shivaji Maharaj fought the Mughals at Surat in 1664.',
      ],
    },
  ]);
  const choose = (q: string) => {
    const units = questionUnits(ix, q);
    const m = rankNotes(ix, units, q)[0]!;
    return chooseSentences(ix, m.note, m.passages, units, q, 'en');
  };

  it('leads with the sentence of the asked kind: the year for "when", not the opening that names the subject most', () => {
    const c = choose('When was Shivaji Maharaj crowned?');
    expect(c.kind).toBe('when');
    expect(c.summary[0]).toMatchObject({ index: 2, match: 1 });
  });

  it('between sentences with the same words, the one with the year answers "when"', () => {
    const c = choose('When did Shivaji Maharaj fight the Mughals?');
    expect(c.summary[0]).toMatchObject({ index: 5, match: 1 });
    expect(c.summary.find((x) => x.index === 1)?.match).toBe(0);
  });

  it('without a kind, the opening that names the subject still leads', () => {
    expect(choose('Shivaji Maharaj Swarajya').summary[0]?.index).toBe(0);
  });

  it('"what are X?" is answered by the sentence that opens with X and says what it is, not one that names X twice further in', () => {
    const ghats = library([
      {
        id: 'physiography',
        title: 'Physiographic divisions of India',
        summary: [
          'The Himalayas are young fold mountains along the northern border of India.',
          'The Northern Plains were built by the Indus, Ganga and Brahmaputra.',
          'The Peninsular Plateau is the oldest landmass of India.',
          'The Western Ghats are the mountain range that runs parallel to the western coast of India from the Tapi valley to Kanyakumari.',
          'The difference between the Western Ghats and the Eastern Ghats is that the Western Ghats are continuous and higher while the Eastern Ghats are broken by rivers.',
        ],
      },
    ]);
    const q = 'What are the Western Ghats?';
    const units = questionUnits(ghats, q);
    const m = rankNotes(ghats, units, q)[0]!;
    expect(chooseSentences(ghats, m.note, m.passages, units, q, 'en').summary[0]).toMatchObject({ index: 3, match: 1 });
  });
});

describe('rankNotes', () => {
  const ix = library([
    {
      id: 'executive',
      title: 'Union Executive: the President',
      summary: [
        'The President is the head of the Union executive.',
        'The President is elected by an electoral college of the elected members of Parliament and of the state assemblies.',
        'The President holds office for five years.',
        'The Council of Ministers aids and advises the President.',
        'The Vice-President is the ex-officio chairman of the Rajya Sabha.',
      ],
    },
    {
      id: 'appointments',
      title: 'Appointments in the news, 2024–2025',
      summary: [
        'Several elections were held in 2024 and 2025.',
        'A committee chaired by former President Ram Nath Kovind, elected in 2017, reported on simultaneous elections.',
        'A new Chief Election Commissioner was appointed in 2025.',
        'A new Vice-President was elected in September 2025.',
        'State elections were held in Maharashtra in November 2024.',
      ],
    },
  ]);

  it('the note whose title names the main noun outranks one that mentions it in passing, and is surer', () => {
    const q = 'How is the President elected?';
    const units = questionUnits(ix, q);
    expect(mainUnit(ix, units, ['executive', 'appointments'])?.label).toBe('president');
    const [first, second] = rankNotes(ix, units, q);
    expect(first?.note?.id).toBe('executive');
    expect(second?.note?.id).toBe('appointments');
    expect(second!.confidence).toBeLessThan(first!.confidence);
  });

  it('two words of the question that weigh alike, each in a leading title, are both its main nouns', () => {
    const two = handLibrary([
      { id: 'climate', title: 'Climate of India and the monsoon', summary: ['The monsoon brings rain to India.'] },
      { id: 'rain', title: 'Rain in Maharashtra', summary: ['Maharashtra gets rain from the monsoon.'] },
      { id: 'forts', title: 'Forts of Maharashtra', summary: ['Raigad is a fort.'] },
    ]);
    const q = 'Why does the monsoon bring rain?';
    const units = questionUnits(two, q);
    // equal weights here; "rain" a little lighter is still one, much lighter it is not
    const [rain] = indexTerms('rain');
    const lighter = (share: number) => units.map((u) => (u.label === rain ? { ...u, weight: u.weight * share } : u));
    const labels = (share: number) => mainUnits(two, lighter(share), ['climate', 'rain']).map((u) => u.label);
    expect(labels(0.97).sort()).toEqual(indexTerms('monsoon rain').sort());
    expect(labels(0.7)).toEqual(indexTerms('monsoon'));
    expect(mainUnit(two, lighter(0.97), ['climate', 'rain'])?.label).toBe(indexTerms('monsoon')[0]);
  });

  it('a word of a Marathi term the question does not ask is no title word ("अधिकार" of "माहितीचा अधिकार")', () => {
    const rti = handLibrary(
      [
        { id: 'rti', title: 'माहितीचा अधिकार अधिनियम', summary: ['माहितीचा अधिकार अधिनियम २००५ मध्ये आला.'] },
        { id: 'state', title: 'राज्य शासन', summary: ['राज्यपालांचे अधिकार नामधारी असतात.'] },
      ],
      { glossary: [{ en: ['Right to Information'], mr: ['माहितीचा अधिकार'], hi: ['सूचना का अधिकार'] }] },
    );
    const q = 'राज्यपालांचे अधिकार काय?';
    expect(mainUnits(rti, questionUnits(rti, q), ['rti', 'state']).map((u) => u.label)).not.toContain(indexTerms('अधिकार')[0]);
    // …while a question on the right to information has its term in the title
    const asked = 'माहितीचा अधिकार कधी आला?';
    expect(mainUnits(rti, questionUnits(rti, asked), ['rti', 'state']).length).toBeGreaterThan(0);
  });

  it('a question that names an article has no title noun to compare (titles never carry article numbers)', () => {
    expect(mainUnit(ix, questionUnits(ix, 'What does Article 52 say about the President?'), ['executive'])).toBeUndefined();
  });
});

describe('a glossary term of several words', () => {
  const ix = handLibrary(
    [
      {
        id: 'panchayat',
        title: 'Panchayati Raj',
        summary: ['The Panchayat Samiti works at the block level.', 'The Chief Executive Officer is the secretary.'],
      },
      {
        id: 'secretariat',
        title: 'State government offices',
        summary: [
          'The state government works through its departments in the capital.',
          'The Chief Secretary, appointed from the senior-most officers of the Indian Administrative Service, heads the secretariat and coordinates all the departments of the state.',
        ],
      },
    ],
    { glossary: [{ en: ['Chief Secretary'], mr: ['मुख्य सचिव'], hi: ['मुख्य सचिव'] }] },
  );

  it('counts where its words stand together, not where they are scattered over a sentence', () => {
    const q = 'the Chief Secretary';
    const [first, second] = rankNotes(ix, questionUnits(ix, q), q);
    expect(first?.note?.id).toBe('secretariat');
    expect(second?.note?.id).toBe('panchayat');
    // in Marathi too, with the words inflected
    const mr = 'मुख्य सचिवांची भूमिका';
    expect(rankNotes(ix, questionUnits(ix, mr), mr)[0]?.note?.id).toBe('secretariat');
  });
});

describe('an exam term the note never mentions', () => {
  const ix = handLibrary(
    [
      {
        id: 'decision',
        title: 'Decision making',
        summary: ['Solve the problem now, within the rules, rather than only report the problem.', 'A good officer listens first.'],
      },
      { id: 'percent', title: 'Ratios', summary: ['A percentage is a fraction with 100 as its denominator.', 'Ratios compare two quantities.'] },
    ],
    { glossary: [{ en: ['percentage', 'per cent'], mr: ['टक्केवारी'], hi: ['प्रतिशत'] }] },
  );

  it('makes the answer from that note unsure, however well its other words match', () => {
    const q = 'How do I solve percentage problems within the rules?';
    const decision = rankNotes(ix, questionUnits(ix, q), q).find((m) => m.note?.id === 'decision');
    expect(decision).toBeDefined();
    expect(isSure(decision)).toBe(false);
    // the same question without the term is answered from it
    const plain = 'How do I solve problems within the rules?';
    expect(isSure(rankNotes(ix, questionUnits(ix, plain), plain)[0])).toBe(true);
  });
});
