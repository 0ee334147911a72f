import { describe, expect, it } from 'vitest';
import { handLibrary, otherNotes } from './hand-library';
import { questionUnits } from './passages';
import { indexTerms } from './text/entities';

describe('question units', () => {
  it('a noun in -त्री takes -त्र्या- before an ending, as one in -री takes -ऱ्या-: "पालकमंत्र्यांची" is the पालकमंत्री', () => {
    expect(indexTerms('पालकमंत्र्यांची')).toEqual(indexTerms('पालकमंत्री'));
    expect(indexTerms('मंत्र्यांना')).toEqual(indexTerms('मंत्री'));
  });

  it('a whole postposition cut off leaves the word the index holds ("निर्मितीनंतर" is निर्मिती); a letter or two, not', () => {
    const ix = handLibrary([
      {
        id: 'state',
        title: 'Formation of Maharashtra',
        summary: ['महाराष्ट्र राज्याची निर्मिती १ मे १९६० रोजी झाली.', 'सदाशिवराव भाऊ पानिपतच्या लढाईत मराठ्यांचे सेनापती होते.'],
      },
      ...otherNotes(),
    ]);
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    expect(labels('महाराष्ट्र निर्मितीनंतर पहिले मुख्यमंत्री कोण झाले?')).toContain(indexTerms('निर्मिती')[0]);
    // "भाऊंची" is not "भाऊ" + "ची" cut and stemmed: a letter or two is as often part of the word
    expect(labels('सदाशिवराव भाऊंची भूमिका कोणी केली?')).not.toContain(indexTerms('भाऊ')[0]);
  });

  it('an adjective in -an of a name in -a names it ("himalayan" is the notes\' "Himalaya"); no such name, nothing added', () => {
    const ix = handLibrary([
      {
        id: 'him',
        title: 'The Himalaya',
        summary: ['The Himalaya has three parallel ranges: Himadri, Himachal and Shiwalik.', 'Himalayan rivers are perennial.'],
      },
      ...otherNotes(),
    ]);
    const alts = (q: string, label: string) =>
      questionUnits(ix, q)
        .find((u) => u.label === label)
        ?.alts.flatMap((a) => a.terms) ?? [];
    expect(alts('names of the himalayan ranges', 'himalayan')).toContain('himalaya');
    expect(alts('what is a parliamentarian', 'parliamentarian')).not.toContain('parliamentaria');
  });

  it('a term of several words is asked where its words stand together, not scattered over the question', () => {
    const ix = handLibrary(
      [
        { id: 'fd', title: 'मूलभूत कर्तव्ये', summary: ['स्वर्णसिंह समितीच्या शिफारशीवरून १९७६ मध्ये मूलभूत कर्तव्ये घटनेत आली.'] },
        { id: 'ca', title: 'घटना समिती', summary: ['घटना समितीची पहिली बैठक ९ डिसेंबर १९४६ रोजी झाली.'] },
        ...otherNotes(),
      ],
      { glossary: [{ en: ['Constituent Assembly'], mr: ['घटना समिती'], hi: ['संविधान सभा'] }] },
    );
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    const assembly = indexTerms('घटना समिती').join(' ');
    expect(labels('घटना समितीची पहिली बैठक कधी झाली?')).toContain(assembly);
    // "…on which committee's advice did they come into the Constitution": a committee and the Constitution, apart
    expect(labels('मूलभूत कर्तव्ये कोणत्या समितीच्या शिफारशीवरून घटनेत आली')).not.toContain(assembly);
  });

  it('a name with the honorific -ji is the name the notes use ("gandhiji" is Gandhi)', () => {
    const ix = handLibrary([
      { id: 'ncm', title: 'Non-Cooperation Movement', summary: ['Gandhi withdrew the Non-Cooperation Movement after Chauri Chaura in 1922.'] },
      ...otherNotes(),
    ]);
    const labels = questionUnits(ix, 'why did gandhiji withdraw the non cooperation movement').map((u) => u.label);
    expect(labels).toContain('gandhi');
    expect(labels).not.toContain('gandhiji');
  });

  it('a word said twice stands in two terms ("net national product … gross national product"), never twice in one', () => {
    const glossary = [
      { en: ['Net National Product', 'NNP'], mr: ['निव्वळ राष्ट्रीय उत्पादन'], hi: [] },
      { en: ['Gross National Product', 'GNP'], mr: ['स्थूल राष्ट्रीय उत्पादन'], hi: [] },
      { en: ['Election Commission'], mr: ['निवडणूक आयोग'], hi: [] },
      { en: ['State Election Commission'], mr: ['राज्य निवडणूक आयोग'], hi: [] },
    ];
    const ix = handLibrary(
      [
        { id: 'income', title: 'National income', summary: ['GNP equals GDP plus net factor income from abroad.', 'NNP is GNP minus depreciation.'] },
        { id: 'sec', title: 'Local elections', summary: ['The State Election Commission conducts local body elections.'] },
        ...otherNotes(),
      ],
      { subject: 'economy', glossary },
    );
    const labels = (q: string) => questionUnits(ix, q).map((u) => u.label);
    const term = (t: string) => indexTerms(t).join(' ');
    expect(labels('how is net national product different from gross national product')).toEqual(
      expect.arrayContaining([term('net national product'), term('gross national product')]),
    );
    // a term whose words another term has taken ("Election Commission" in "State Election Commission") is not asked
    // again: the question stays one about the state's commission
    expect(labels('who holds local elections, the state election commission or the election commission?')).toContain(
      term('state election commission'),
    );
    expect(labels('who holds local elections, the state election commission or the election commission?')).not.toContain(term('election commission'));
    // "different" says how the question is asked, not what about
    expect(labels('how is net national product different from gross national product')).not.toContain(term('different') || 'different');
  });

  it('"Indian" (भारतीय) names the field as "India" does: it weighs as its own word, not as a rare longer form of it', () => {
    const ix = handLibrary([
      { id: 'lists', title: 'Seventh Schedule', summary: ['समवर्ती सूचीतील विषयांवर संसद व राज्य विधिमंडळे कायदे करू शकतात.'] },
      { id: 'aiS', title: 'All India Services', summary: ['अखिल भारतीय सेवा भारतीयांकडे सर्वांसाठी खुल्या आहेत.', 'भारतीय प्रशासकीय सेवा.'] },
      ...otherNotes(),
      // enough other passages for भारतीय to be under the common share
      ...Array.from({ length: 12 }, (_, i) => ({ id: `f${i}`, title: `Filler ${i}`, summary: ['Rivers flow to the sea.', 'Forts stand on hills.'] })),
    ]);
    const idf = (t: string) => Math.log(1 + (ix.passages.length - (ix.df.get(t) ?? 0) + 0.5) / ((ix.df.get(t) ?? 0) + 0.5));
    const indian = questionUnits(ix, 'भारतीय राज्यघटनेतील समवर्ती सूची म्हणजे काय?').find((u) => u.label === indexTerms('भारतीय')[0]);
    expect(indian?.weight).toBeCloseTo(idf(indexTerms('भारतीय')[0]!));
    expect(indian!.weight).toBeLessThan(idf(indexTerms('भारतीयांकडे')[0]!));
  });

  it('an English word in a Marathi question weighs as itself, not as a rare longer word ("power", not "powerloom")', () => {
    const ix = handLibrary([
      {
        id: 'gov',
        title: 'Governor',
        summary: ['The Governor has executive powers and the power to pardon.', 'The Governor is appointed by the President.'],
      },
      { id: 'loom', title: 'Textiles', summary: ['Bhiwandi is a powerloom town.'] },
      { id: 'brit', title: 'British power', summary: ['British power grew after Plassey.', 'Power passed to the Crown in 1858.'] },
      ...otherNotes(),
      ...Array.from({ length: 30 }, (_, i) => ({ id: `f${i}`, title: `Filler ${i}`, summary: ['Rivers flow to the sea.', 'Forts stand on hills.'] })),
    ]);
    const idf = (t: string) => Math.log(1 + (ix.passages.length - (ix.df.get(t) ?? 0) + 0.5) / ((ix.df.get(t) ?? 0) + 0.5));
    const power = (q: string) => questionUnits(ix, q).find((u) => u.label === 'power');
    expect(power('राज्यपालांचे powers काय आहेत?')?.weight).toBeCloseTo(idf('power'));
    // an English question keeps its longer forms' weight (measured: the English evaluation questions need it)
    expect(power('what are the powers of the governor?')!.weight).toBeGreaterThan(idf('power'));
  });

  it('"why is X called Y?" keeps a name\'s other forms out of the question, not a common word\'s ("महिला" ~ "स्त्री")', () => {
    const glossary = [
      { en: ['Sahyadri', 'Western Ghats'], mr: ['सह्याद्री', 'पश्चिम घाट'], hi: [] },
      { en: ['woman', 'women'], mr: ['महिला', 'स्त्री'], hi: [] },
    ];
    const ix = handLibrary(
      [
        { id: 'ghats', title: 'Western Ghats', summary: ['The Western Ghats are called the Sahyadri in Maharashtra.'] },
        { id: 'phule', title: 'Savitribai Phule', summary: ['सावित्रीबाई फुले या पहिल्या स्त्री शिक्षिका मानल्या जातात.'] },
        ...otherNotes(),
      ],
      { glossary },
    );
    const alts = (q: string, word: string) =>
      questionUnits(ix, q)
        .find((u) => u.label === indexTerms(word).join(' '))
        ?.alts.flatMap((a) => a.terms);
    expect(alts('सावित्रीबाई फुले यांना पहिल्या महिला शिक्षिका का म्हणतात?', 'महिला')).toContain(indexTerms('स्त्री')[0]);
    expect(alts('why is the sahyadri called the western ghats', 'sahyadri')).not.toContain(indexTerms('western ghats').join('_'));
  });

  it('a question word stands for a longer glossary form by an ending, not by a syllable ("उद्देश" is not "उद्देशिका")', () => {
    const glossary = [{ en: ['preamble'], mr: ['उद्देशिका', 'प्रास्ताविका'], hi: [] }];
    const ix = handLibrary(
      [
        { id: 'preamble', title: 'Preamble', summary: ['संविधानाची उद्देशिका "आम्ही भारताचे लोक" या शब्दांनी सुरू होते.'] },
        { id: 'samaj', title: 'Satyashodhak Samaj', summary: ['सत्यशोधक समाजाचा उद्देश समता हा होता.'] },
        ...otherNotes(),
      ],
      { glossary },
    );
    const terms = (q: string) => questionUnits(ix, q).flatMap((u) => u.alts.flatMap((a) => a.terms));
    expect(terms('सत्यशोधक समाजाचा उद्देश काय होता?')).not.toContain(indexTerms('प्रास्ताविका')[0]);
    expect(terms('उद्देशिकेत कोणते शब्द आहेत?')).toContain(indexTerms('प्रास्ताविका')[0]);
  });

  it('an English question word is a glossary form with an ending, not a longer word ("electricity" is no "election")', () => {
    const glossary = [{ en: ['elected', 'election'], mr: ['निवडणूक'], hi: [] }];
    const ix = handLibrary(
      [
        { id: 'power', title: 'Nuclear power', summary: ['A nuclear reactor produces electricity by raising steam to turn a turbine.'] },
        { id: 'vote', title: 'Elections', summary: ['The Lok Sabha is elected by the voters.'] },
        ...otherNotes(),
      ],
      { glossary },
    );
    const terms = (q: string) => questionUnits(ix, q).flatMap((u) => u.alts.flatMap((a) => a.terms));
    expect(terms('how does a nuclear reactor produce electricity')).not.toContain(indexTerms('निवडणूक')[0]);
    expect(terms('how are elections held')).toContain(indexTerms('निवडणूक')[0]);
  });
});
