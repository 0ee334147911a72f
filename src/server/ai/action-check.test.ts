import { describe, expect, it } from 'vitest';
import { actionNear, focusRun } from './action-check';
import { handLibrary } from './hand-library';
import { questionUnits } from './passages';
import { rankNotes } from './retrieval';
import { indexTerms } from './text/entities';

describe('"how is X elected?": the action said of X', () => {
  const glossary = [
    { en: ['Vice-President'], mr: ['उपराष्ट्रपती'], hi: [] },
    { en: ['elected', 'election'], mr: ['निवड', 'निवडणूक'], hi: [] },
  ];
  const ix = handLibrary(
    [
      {
        id: 'polls',
        title: 'Elections and the Election Commission',
        summary: [
          'Article 324 vests the control of elections to Parliament, the state legislatures and the offices of President and Vice-President in the Election Commission.',
          'Radhakrishnan was elected the 15th Vice-President in September 2025.',
        ],
      },
      {
        id: 'exec',
        title: 'Union Executive: President and Vice-President',
        summary: [
          'Article 52 provides for a President of India.',
          'The Vice-President (Article 63) is elected by the members of both Houses of Parliament.',
          'The Chief Election Commissioner and the Election Commissioners are appointed by the President.',
        ],
      },
    ],
    { glossary },
  );
  const q = 'How is the Vice-President elected?';

  it('a verb with its agent, by the focus, says it; "elections … the offices of Vice-President" and "was elected the 15th" do not', () => {
    const said = actionNear(ix, questionUnits(ix, q), q)!;
    expect(said('The Vice-President (Article 63) is elected by the members of both Houses of Parliament.')).toBe(true);
    expect(
      said(
        'Article 324 vests the control of elections to Parliament, the state legislatures and the offices of President and Vice-President in the Election Commission.',
      ),
    ).toBe(false);
    expect(said('Radhakrishnan was elected the 15th Vice-President in September 2025.')).toBe(false);
    // a sentence that does not name the focus says nothing either way
    expect(said('Article 52 provides for a President of India.')).toBeUndefined();
    // no action asked: no test
    expect(actionNear(ix, questionUnits(ix, 'What does the Vice-President do?'), 'What does the Vice-President do?')).toBeUndefined();
  });

  it('in Marathi, the procedure\'s verb counts ("निवडते", "निवड होते"); an election commissioner ("निवडणूक आयुक्त") does not', () => {
    const mr = 'लोकसभा अध्यक्षांची निवड कशी होते?';
    const said = actionNear(ix, questionUnits(ix, mr), mr)!;
    expect(said('कलम ९३ नुसार लोकसभा आपले अध्यक्ष व उपाध्यक्ष निवडते.')).toBe(true);
    expect(said('मुख्य निवडणूक आयुक्त व निवडणूक आयुक्तांची नियुक्ती राष्ट्रपती करतात आणि लोकसभेतील विरोधी पक्षनेते समितीत असतात.')).toBe(false);
  });

  it('whom it is done to is the focus with the words written beside it: "the Chief Election Commissioner"', () => {
    const cec = 'Who appoints the Chief Election Commissioner?';
    const said = actionNear(ix, questionUnits(ix, cec), cec)!;
    expect(said('The Chief Election Commissioner and the Election Commissioners are appointed by the President.')).toBe(true);
    // …while "a judge of the Supreme Court" is the judge: a word between ends the run
    const us = questionUnits(ix, cec);
    const chief = us.filter((u) => u.label === indexTerms('chief')[0]);
    expect(
      focusRun(us, chief, cec)
        .map((u) => u.label)
        .sort(),
    ).toEqual(['chief', 'commissioner', 'elect']);
    const judge = 'Who can remove a judge of the Supreme Court?';
    const ju = questionUnits(ix, judge);
    const theJudge = ju.filter((u) => u.label.startsWith('judg'));
    expect(theJudge).toHaveLength(1);
    expect(focusRun(ju, theJudge, judge)).toEqual(theJudge);
    // a typo of the action still asks for it
    const typo = 'who apoints the chief election commissioner';
    expect(actionNear(ix, questionUnits(ix, typo), typo)?.('Gyanesh Kumar became Chief Election Commissioner in 2025.')).toBe(false);
  });

  it('a Marathi action noun is the action only with its verb, and never as a selection committee; all of whom it is done to', () => {
    const mr = 'लोकसभा अध्यक्षांची निवड कशी होते?';
    const said = actionNear(ix, questionUnits(ix, mr), mr)!;
    // the Lokpal's selection committee has the Speaker in it: no one is electing the Speaker here
    expect(said('लोकपालच्या अध्यक्षांची नियुक्ती निवड समितीच्या शिफारशीवरून राष्ट्रपती करतात; या निवड समितीत पंतप्रधान व लोकसभा अध्यक्ष असतात.')).toBe(false);
    // "the chairperson" of something else, without the Lok Sabha, is not the Speaker
    expect(said('लोकपालचे अध्यक्ष निवडले जातात तेव्हा समिती शिफारस करते.')).toBe(false);
    const president = 'राष्ट्रपतींची निवड कशी होते?';
    expect(actionNear(ix, questionUnits(ix, president), president)!('निर्वाचक गणाकडून गुप्त मतदानाने राष्ट्रपतींची निवड होते.')).toBe(true);
  });

  it('the focus as who does it ("… appointed by the Governor") is not whom it is done to', () => {
    const gov = 'How is the Governor appointed?';
    const said = actionNear(ix, questionUnits(ix, gov), gov)!;
    expect(said('Members of a State Public Service Commission are appointed by the Governor.')).toBe(false);
    expect(said('The Governor is appointed by the President by warrant under his hand and seal.')).toBe(true);
    // …and a focus of several words the same ("by the Chief Election Commissioner")
    const cec = 'How is the Chief Election Commissioner appointed?';
    expect(actionNear(ix, questionUnits(ix, cec), cec)!('Officers are appointed by the Chief Election Commissioner.')).toBe(false);
  });

  it('the note that says it answers, not the note on elections that names the office', () => {
    expect(rankNotes(ix, questionUnits(ix, q), q)[0]?.note?.id).toBe('exec');
  });
});

describe("a question of two parts: the action may be said in the answer's second sentence", () => {
  const ix = handLibrary([
    {
      id: 'speaker',
      title: 'State legislature',
      summary: ['विधानसभा अध्यक्षांचे अधिकार: अध्यक्षस्थान भूषवणे, सुव्यवस्था राखणे व निर्णायक मत देणे.', 'विधानसभा अध्यक्षांची निवड विधानसभा आपल्या सदस्यांमधून करते.'],
    },
    { id: 'other', title: 'Budget', summary: ['अर्थसंकल्प विधानसभेपुढे मांडला जातो.'] },
  ]);
  it('asking also for the powers the note gives does not make it less sure of how the Speaker is elected', () => {
    const sure = (q: string) => rankNotes(ix, questionUnits(ix, q), q)[0]?.confidence ?? 0;
    // 0.49 against 0.39; with the first sentence alone looked at for the election, 0.35
    expect(sure('विधानसभा अध्यक्ष कसे निवडले जातात आणि त्यांचे अधिकार काय?')).toBeGreaterThan(sure('विधानसभा अध्यक्ष कसे निवडले जातात?'));
  });
});

describe('"कोण नेमतो?" asks who appoints, as "कोण नेमते / नेमतात?" do', () => {
  const ix = handLibrary([
    {
      id: 'zp',
      title: 'जिल्हा परिषद',
      summary: ['जिल्हा परिषदेच्या मुख्य कार्यकारी अधिकाऱ्याला राज्य शासन नेमते.', 'जिल्हा परिषद ही ग्रामीण स्थानिक स्वराज्य संस्था आहे.'],
    },
  ]);
  it.each(['जिल्हा परिषदेचा मुख्य कार्यकारी अधिकारी कोण नेमतो?', 'जिल्हा परिषदेचा मुख्य कार्यकारी अधिकारी कोण नेमते?'])('%s', (q) => {
    expect(actionNear(ix, questionUnits(ix, q), q)).toBeDefined();
  });
});
