import type { MicroPlanResponse } from '@shared/study-plan';

/** A two-hour Polity plan as the offline engine answers it (for tests). */
export const POLITY_PLAN: MicroPlanResponse = {
  plan: {
    subject: 'Indian Polity',
    duration: 2,
    examTarget: 'mpsc-prelims',
    hours: [
      {
        hour: 1,
        topic: 'Parliament: Composition and Presiding Officers',
        source: 'M. Laxmikanth, Indian Polity, ch. 22',
        focusAreas: ['Lok Sabha and Rajya Sabha: strength, term and qualifications', 'Speaker and Deputy Speaker'],
        practice: ['10 MCQs on Parliament from the question bank'],
        goal: 'Explain the composition of both Houses',
        tip: 'Tabulate the Articles 79–122 with one line each',
      },
      {
        hour: 2,
        topic: 'Judiciary and Judicial Review',
        source: 'M. Laxmikanth, Indian Polity, ch. 26',
        focusAreas: ['Supreme Court jurisdiction'],
        practice: ['5 previous-year questions'],
        goal: 'List the writs and their purpose',
        tip: 'Link each writ to a landmark case',
      },
    ],
    totalGoals: ['Revise Articles 79–122', 'Attempt 15 MCQs'],
    exportMetadata: { difficulty: 'medium', generatedAt: '2026-01-05T10:00:00.000Z' },
  },
  sources: [{ kind: 'book', id: 'laxmikanth', title: 'Indian Polity', reference: 'M. Laxmikanth' }],
  engine: 'offline',
  model: 'library-v1',
  fallback: false,
  cached: false,
};
