import { describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '@web/testing/i18n';
import { POLITY_PLAN } from './micro-plan-fixtures';
import { planFileName, planText } from './plan-text';

describe('planFileName', () => {
  it('is study-plan-{subject}-{timestamp}.txt', () => {
    expect(planFileName('polity', 1767607200000)).toBe('study-plan-polity-1767607200000.txt');
    expect(planFileName('science-technology', 5)).toBe('study-plan-science-technology-5.txt');
    expect(planFileName('polity')).toMatch(/^study-plan-polity-\d{13}\.txt$/);
  });
});

describe('planText', () => {
  it('renders every hour, the goals and the sources as readable text', async () => {
    await i18nReady;
    const t = i18n.getFixedT('en', 'study-plan', 'planner');
    const request = { subject: 'polity', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'medium' } as const;
    const text = planText({ request, response: POLITY_PLAN }, t, 'en');
    expect(text).toContain('AI-Powered Study Planner');
    expect(text).toContain('Subject: Indian Polity');
    expect(text).toContain('Duration: 2 hours');
    expect(text).toContain('Exam target: State exam Prelims (MPSC)');
    expect(text).toContain('Hour 1: Parliament: Composition and Presiding Officers');
    expect(text).toContain('  - Lok Sabha and Rajya Sabha: strength, term and qualifications');
    expect(text).toContain('Tip: Link each writ to a landmark case');
    expect(text).toContain('Session Goals:\n  - Revise Articles 79–122');
    expect(text).toContain('Made by: offline (library-v1)');
    expect(text).not.toMatch(/[<>]/);
    // a date as a candidate writes it, not an ISO timestamp
    expect(text).toContain('5 January 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });

  it('names an English plan’s topics and focus areas in Marathi on a Marathi page, from the library’s names', async () => {
    await i18nReady;
    await i18n.loadLanguages(['mr']);
    await i18n.loadNamespaces('study-plan');
    const [first, second] = POLITY_PLAN.plan.hours;
    const hours = [
      {
        ...first!,
        topicId: 'polity-parliament',
        topicName: { en: first!.topic, mr: 'संसद: रचना व पीठासीन अधिकारी' },
        focusAreaNames: [
          { en: first!.focusAreas[0]!, mr: 'लोकसभा व राज्यसभा: सदस्यसंख्या, कार्यकाळ व पात्रता' },
          { en: first!.focusAreas[1]!, mr: 'अध्यक्ष व उपाध्यक्ष' },
        ],
      },
      second!,
    ];
    const response = { ...POLITY_PLAN, plan: { ...POLITY_PLAN.plan, hours } };
    const request = { subject: 'polity', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'medium' } as const;
    const text = planText({ request, response }, i18n.getFixedT('mr', 'study-plan', 'planner'), 'mr');
    expect(text).toContain(': संसद: रचना व पीठासीन अधिकारी\n');
    expect(text).toContain('  - लोकसभा व राज्यसभा: सदस्यसंख्या, कार्यकाळ व पात्रता\n  - अध्यक्ष व उपाध्यक्ष\n');
    expect(text).not.toContain('Parliament: Composition');
    // an hour without the library's names keeps what it was made with
    expect(text).toContain(': Judiciary and Judicial Review\n');
    // and an English page keeps English
    expect(planText({ request, response }, i18n.getFixedT('en', 'study-plan', 'planner'), 'en')).toContain(
      'Hour 1: Parliament: Composition and Presiding Officers',
    );
  });
});
