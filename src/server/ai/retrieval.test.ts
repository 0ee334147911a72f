import { describe, expect, it } from 'vitest';
import { handLibrary, otherNotes } from './hand-library';
import { questionUnits } from './passages';
import { spellingKey } from './question-units';
import { eventTitles } from './answer-check';
import { questionParts, rankNotes, SURE_FROM } from './retrieval';

describe('how many things a question asks', () => {
  it.each([
    ['अफझलखानाचा वध कधी आणि कुठे झाला?', 2],
    ['Who appoints the Attorney General of India and which article provides for the post?', 2],
    ['जैवविविधता hotspot म्हणजे काय? भारतात किती hotspots आहेत?', 2],
    ['How do I solve percentage problems?', 1],
    ['दांडी यात्रा का काढली गेली?', 1],
    // a closing का makes a yes/no question: nothing more is asked
    ['कलम २१ मूलभूत हक्क आहे का?', 0],
  ])('%s → %i', (q, n) => expect(questionParts(q)).toBe(n));
});

describe('a question of two parts', () => {
  const confidence = (summary: string[], q: string) => {
    const ix = handLibrary([{ id: 'ozone', title: 'Pollution', summary }, ...otherNotes()]);
    const m = rankNotes(ix, questionUnits(ix, q), q).find((x) => x.note?.id === 'ozone');
    return m?.confidence ?? 0;
  };
  const asked = 'Which gas from old fridges and air conditioners breaks down the ozone layer, and what does the Montreal Protocol of 1987 phase out?';
  const cfc = 'Chlorofluorocarbons, a gas from old fridges and air conditioners, break down the ozone layer.';

  it('is answered by two sentences of the note on the same thing (both name the ozone): sure', () => {
    const note = [cfc, 'The Montreal Protocol of 1987 phases out the chemicals that deplete ozone.', 'Smog forms over cities in winter.'];
    expect(confidence(note, asked)).toBeGreaterThanOrEqual(SURE_FROM);
    // the same words asked as one thing want them in one sentence
    const oneThing = 'gas from old fridges and air conditioners breaks down the ozone layer, Montreal Protocol of 1987 phase out';
    expect(confidence(note, oneThing)).toBeLessThan(SURE_FROM);
  });

  it('two sentences that share none of the weighty words do not add up to an answer', () => {
    const note = [cfc, 'The Montreal Protocol of 1987 phases out several chemicals.', 'Smog forms over cities in winter.'];
    expect(confidence(note, asked)).toBeLessThan(SURE_FROM);
  });
});

describe('a Marathi word spelt another way', () => {
  it('is the word the library writes: झ for ज, a long vowel for a short one', () => {
    expect(spellingKey('अफझलखान')).toBe(spellingKey('अफजलखान'));
    expect(spellingKey('शिवाजी')).toBe(spellingKey('शिवाजि'));
    expect(spellingKey('झाड')).not.toBe(spellingKey('झाला'));
  });

  it('finds the note that spells it the other way, sure', () => {
    const ix = handLibrary(
      [
        {
          id: 'shivaji',
          title: 'Shivaji',
          summary: ['Shivaji killed Afzal Khan at Pratapgad in 1659.'],
          summaryMr: ['शिवाजी महाराजांनी १६५९ मध्ये प्रतापगड येथे अफजलखानाचा वध केला.'],
        },
        ...otherNotes(),
      ],
      { facts: [] },
    );
    const q = 'अफझलखानाचा वध कुठे झाला?';
    const units = questionUnits(ix, q);
    expect(units.map((u) => u.label)).toContain('अफजलखान');
    const [m] = rankNotes(ix, units, q);
    expect(m?.note?.id).toBe('shivaji');
    expect(m!.confidence).toBeGreaterThanOrEqual(SURE_FROM);
  });
});

describe('a word of the field', () => {
  it('(in one passage of twenty or more) weighs as little as it is common, not as its rarest longer form', () => {
    const ix = handLibrary(
      [
        ...['Dams', 'Forts', 'Rivers', 'Soils'].map((t, i) => ({
          id: `mh-${i}`,
          title: t,
          summary: [`${t} of Maharashtra are many.`, `Maharashtra has ${t.toLowerCase()} in every district.`],
        })),
        { id: 'koyna', title: 'Koyna', summary: ['The Koyna dam stands in Satara.', 'A Maharashtrawide grid takes its power.'] },
        ...otherNotes(),
      ],
      { facts: [] },
    );
    const units = questionUnits(ix, 'Koyna dam Maharashtra');
    const weight = (label: string) => units.find((u) => u.label === label)!.weight;
    expect(weight('maharashtra')).toBeLessThan(0.7 * weight('koyna'));
  });
});

describe('a named event or title', () => {
  const sport = [
    'At the Asian Games held at Hangzhou in 2023, India won 107 medals.',
    'In 2025 Divya Deshmukh won the FIDE Women’s World Cup, and India won the Thomas Cup in 2022.',
  ];
  const confidence = (q: string) => {
    const ix = handLibrary([{ id: 'sport', title: 'Indian sport', summary: sport }, ...otherNotes()]);
    return rankNotes(ix, questionUnits(ix, q), q).find((x) => x.note?.id === 'sport')?.confidence ?? 0;
  };

  it('is named by its words together: "Asian" and "World Cup" apart are not the Asia Cup', () => {
    expect(eventTitles('Who won the Asia Cup 2025?')).toEqual([['asia', 'cup']]);
    expect(confidence('Who won the Asia Cup 2025?')).toBeLessThan(SURE_FROM);
  });

  it('a note that names it answers as before', () => {
    expect(confidence('Who won the Thomas Cup in 2022?')).toBeGreaterThanOrEqual(SURE_FROM);
    expect(confidence('How many medals did India win at the Asian Games 2023?')).toBeGreaterThanOrEqual(SURE_FROM);
  });
});

describe('a share asked for', () => {
  const confidence = (summary: string[], q: string) => {
    const ix = handLibrary([{ id: 'economy', title: 'Economy of Maharashtra', summary }, ...otherNotes()]);
    return rankNotes(ix, questionUnits(ix, q), q).find((x) => x.note?.id === 'economy')?.confidence ?? 0;
  };
  const q = 'What percentage of Maharashtra’s state value added comes from the services sector?';

  it('is a percentage: a sentence that gives none answers less surely than one that does', () => {
    const none = ['The services sector contributes the most to Maharashtra’s state value added, ahead of industry, since 1960.'];
    const some = ['The services sector contributes about 60 per cent of Maharashtra’s state value added, ahead of industry.'];
    expect(confidence(some, q)).toBeGreaterThanOrEqual(SURE_FROM);
    expect(confidence(none, q)).toBeLessThan(confidence(some, q));
    expect(confidence(none, q)).toBeLessThan(SURE_FROM);
  });
});
