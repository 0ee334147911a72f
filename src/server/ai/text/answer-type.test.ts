import { describe, expect, it } from 'vitest';
import { chooseSentences } from '../answer-sentences';
import { handLibrary, otherNotes } from '../hand-library';
import { questionUnits } from '../passages';
import { isSure, rankNotes } from '../retrieval';
import { kindMatch, questionKind } from './answer-type';

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
  ] as const)('%s → %s', (q, kind) => expect(questionKind(q)).toBe(kind));

  it('a sentence that gives one answers: because, due to, -मुळे, नसल्याने', () => {
    expect(kindMatch('why', 'The revolt failed because it lacked a common leadership.')).toBe(1);
    expect(kindMatch('why', 'सायमन कमिशनमध्ये एकही भारतीय सदस्य नसल्याने त्यावर बहिष्कार टाकण्यात आला.')).toBe(1);
    expect(kindMatch('why', 'The revolt began at Meerut on 10 May 1857.')).toBe(0);
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
