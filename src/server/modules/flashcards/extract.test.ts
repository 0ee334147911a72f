import { describe, expect, it } from 'vitest';
import { BLANK, answerInNotes, extractCards, noteSentences, normaliseSpace } from './extract';

const MR = `छत्रपती शिवाजी महाराजांचा जन्म १९ फेब्रुवारी १६३० रोजी शिवनेरी किल्ल्यावर झाला. त्यांचा राज्याभिषेक ६ जून १६७४ रोजी रायगडावर झाला।
- शिवाजी महाराजांनी अष्टप्रधान मंडळाची स्थापना केली.
- अष्टप्रधान मंडळात आठ मंत्री होते आणि पेशवा हा प्रमुख होता.`;
const EN = `The Indian National Congress was founded in 1885. Its first session was held in Bombay under W.C. Bonnerjee. Dr. B.R. Ambedkar chaired the Drafting Committee.`;

describe('notes extraction', () => {
  it('splits Marathi at the full stop and the danda, and each bullet line on its own', () => {
    expect(noteSentences(MR)).toEqual([
      'छत्रपती शिवाजी महाराजांचा जन्म १९ फेब्रुवारी १६३० रोजी शिवनेरी किल्ल्यावर झाला.',
      'त्यांचा राज्याभिषेक ६ जून १६७४ रोजी रायगडावर झाला।',
      'शिवाजी महाराजांनी अष्टप्रधान मंडळाची स्थापना केली.',
      'अष्टप्रधान मंडळात आठ मंत्री होते आणि पेशवा हा प्रमुख होता.',
    ]);
  });

  it('keeps initials and "Dr." inside the sentence', () => {
    expect(noteSentences(EN)).toEqual([
      'The Indian National Congress was founded in 1885.',
      'Its first session was held in Bombay under W.C. Bonnerjee.',
      'Dr. B.R. Ambedkar chaired the Drafting Committee.',
    ]);
  });

  it('blanks a year before a day, a name, or a repeated term; every answer is text of the notes', () => {
    for (const [topic, notes] of [
      ['शिवाजी महाराज', MR],
      ['Congress', EN],
    ] as const) {
      const cards = extractCards(topic, notes, 10);
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) {
        expect(answerInNotes(c, notes)).toBe(true);
        if (c.kind === 'cloze')
          expect(c.question.replace(BLANK, c.answer)).toBe(noteSentences(notes).find((s) => s === c.question.replace(BLANK, c.answer)));
      }
    }
    const mr = extractCards('शिवाजी महाराज', MR, 10);
    expect(mr.find((c) => c.question.includes('जन्म'))?.answer).toBe('१६३०');
    expect(extractCards('Congress', EN, 10).find((c) => c.question.includes('Bombay'))?.answer).toBe('W.C. Bonnerjee');
  });

  it('gives at most `count` cards and none from notes without a full sentence', () => {
    expect(extractCards('x', MR, 2)).toHaveLength(2);
    expect(extractCards('x', 'short note', 5)).toEqual([]);
  });

  it('refuses a model answer that is not in the notes', () => {
    expect(answerInNotes({ answer: '१६३०' }, MR)).toBe(true);
    expect(answerInNotes({ answer: '1630' }, MR)).toBe(false);
    expect(answerInNotes({ answer: '  ' }, MR)).toBe(false);
    expect(normaliseSpace(' a \n b ')).toBe('a b');
  });
});
