import { describe, expect, it } from 'vitest';
import { handLibrary, type HandNote } from './hand-library';
import { asksAboutState, isStateNote, recentFactors, scopeFactor } from './answer-check';
import { questionUnits } from './passages';
import { rankNotes } from './retrieval';

/** Which note's scope answers: Maharashtra's or India's (answer-check.ts `scopeFactor`, retrieval.ts). */
const library = (notes: HandNote[]) =>
  handLibrary(notes, { subject: 'environment', glossary: [{ en: ['Maharashtra'], mr: ['महाराष्ट्र'], hi: ['महाराष्ट्र'] }] });

describe('general before local', () => {
  const ix = library([
    {
      id: 'local',
      title: 'Protected areas of Maharashtra',
      summary: ['Tadoba is the oldest national park of Maharashtra.', "Maharashtra's first Ramsar site was Nandur Madhameshwar in Nashik."],
    },
    {
      id: 'general',
      title: 'International environmental conventions',
      summary: ['The Montreal Protocol protects the ozone layer.', 'A Ramsar site is a wetland of international importance.'],
    },
  ]);

  it('a definition that does not name Maharashtra is answered by the note that defines the term', () => {
    const q = 'What is a Ramsar site?';
    expect(rankNotes(ix, questionUnits(ix, q), q)[0]?.note?.id).toBe('general');
  });

  it('a question that names Maharashtra is answered by the state note', () => {
    const q = 'Which was the first Ramsar site of Maharashtra?';
    expect(rankNotes(ix, questionUnits(ix, q), q)[0]?.note?.id).toBe('local');
  });

  it("a question that names India is answered by the note whose sentence says India, not a Maharashtra note's that does not", () => {
    const mh = {
      id: 'mh',
      subject: 'maharashtra-geography' as const,
      title: 'Rain on the west coast and the east',
      summary: [
        'The west coast gets more rain than the east coast because the monsoon winds rise over the Sahyadri in Maharashtra.',
        'Rain on the west coast is heavy.',
      ],
    };
    const india = {
      id: 'india',
      title: 'Climate',
      summary: ['In India the west coast gets more rain than the east coast because the Western Ghats stop the winds.'],
    };
    // India named by other notes, as in the library: its name alone weighs little
    const others = ['Rivers', 'Forts', 'Dams', 'Soils', 'Cities', 'Parks'].map((t) => ({ id: t, title: t, summary: [`${t} of India are many.`] }));
    const ix = handLibrary([mh, india, ...others], { subject: 'indian-geography' });
    // without the rule the Maharashtra note, whose title holds the question's words, led (13.9 against 10.7)
    const q = 'why does the west coast get more rain than the east coast of india';
    expect(rankNotes(ix, questionUnits(ix, q), q)[0]?.note?.id).toBe('india');
  });

  it('a glossary phrase that holds the state\'s name asks about the state ("Samyukta Maharashtra")', () => {
    const withPhrase = handLibrary(
      [{ id: 'sm', title: 'Samyukta Maharashtra movement', summary: ['The Samyukta Maharashtra movement won in 1960.'] }],
      {
        subject: 'maharashtra-history',
        glossary: [{ en: ['Samyukta Maharashtra'], mr: ['संयुक्त महाराष्ट्र'], hi: [] }],
      },
    );
    expect(asksAboutState(questionUnits(withPhrase, 'संयुक्त महाराष्ट्र चळवळीत किती हुतात्मे झाले?'))).toBe(true);
    expect(asksAboutState(questionUnits(withPhrase, 'When did the Samyukta Maharashtra movement win?'))).toBe(true);
  });

  it('scopes only when the other kind of note is among the candidates', () => {
    const local = ix.notes.get('local')!;
    const general = ix.notes.get('general')!;
    expect(isStateNote(local)).toBe(true);
    expect(isStateNote(general)).toBe(false);
    const def = questionUnits(ix, 'What is a Ramsar site?');
    expect(asksAboutState(def)).toBe(false);
    expect(scopeFactor(local, 'definition', def, [local, general])).toBeLessThan(1);
    expect(scopeFactor(local, 'definition', def, [local])).toBe(1);
    expect(scopeFactor(general, 'definition', def, [local, general])).toBe(1);
    // a question of another kind that does not name the state: no preference
    expect(scopeFactor(local, 'when', def, [local, general])).toBe(1);
    const state = questionUnits(ix, 'महाराष्ट्रातील रामसर स्थळे कोणती?');
    expect(asksAboutState(state)).toBe(true);
    expect(scopeFactor(general, 'list', state, [local, general])).toBeLessThan(1);
    expect(scopeFactor(local, 'list', state, [local, general])).toBe(1);
  });
});

describe('what holds now (answer-check.ts `recentFactors`)', () => {
  const year = new Date().getUTCFullYear();
  const ix = library([
    {
      id: 'judiciary',
      title: 'Judiciary',
      summary: [
        'The Chief Justice of India and the other judges of the Supreme Court are appointed by the President under Article 124.',
        'The Chief Justice of India administers the oath to the President; a judge of India holds office until 65.',
        'Who is the Chief Justice of India is decided by seniority: the senior-most judge of the Supreme Court of India.',
      ],
    },
    {
      id: 'news',
      title: 'National events',
      summary: [`Justice A. B. Rao became the Chief Justice of India on 24 November ${year}.`, 'A new port was approved.'],
    },
  ]);
  const first = (q: string) => rankNotes(ix, questionUnits(ix, q), q)[0]?.note?.id;

  it('"who is the current …" is answered by the note that says it with this or last year\'s date', () => {
    expect(first('who is the current chief justice of india')).toBe('news');
    expect(first('who is the present chief justice of india')).toBe('news');
  });

  it('leaves questions that do not ask what holds now, and notes without a recent date, as they were', () => {
    const p = (text: string) => ({ best: ix.passages.find((x) => x.text === text) });
    const [judges, sworn] = [p(ix.passages.find((x) => x.noteId === 'judiciary')!.text), p(ix.passages.find((x) => x.noteId === 'news')!.text)];
    expect(recentFactors([judges, sworn], 'who is the current chief justice', year)).toEqual([0.5, 1]);
    expect(recentFactors([judges, sworn], 'who appoints the chief justice', year)).toEqual([1, 1]);
    expect(recentFactors([judges, sworn], 'what is the current account deficit', year)).toEqual([1, 1]);
    // a date two years old is not "now"
    expect(recentFactors([judges, sworn], 'who is the current chief justice', year + 2)).toEqual([1, 1]);
  });
});
