import { describe, expect, it } from 'vitest';
import type { StudyPlan } from '@shared/study-plan';
import { i18n, i18nReady } from '@web/testing/i18n';
import { ninetyDayFileName, ninetyDayText } from './ninety-day-text';

const preamble = { en: 'The Preamble', mr: 'सरनामा' };
// made in English; the first task ticked
const plan: StudyPlan = {
  id: '5b4f7b3e-0000-4000-8000-000000000002',
  examDate: '2027-03-24',
  totalDays: 2,
  progress: 25,
  createdAt: '2026-11-24T10:00:00.000Z',
  language: 'english',
  days: [
    {
      day: 1,
      date: '2026-11-24',
      isCompleted: false,
      tasks: [
        {
          id: 'd1-1',
          subject: 'Indian Polity',
          type: 'study',
          topic: 'The Preamble',
          topicId: 'p',
          label: 'topic',
          topicName: preamble,
          duration: 100,
          isCompleted: true,
        },
        {
          id: 'd1-2',
          subject: 'Indian Polity',
          type: 'practice',
          topic: 'Bank questions: The Preamble',
          topicId: 'p',
          label: 'practice',
          topicName: preamble,
          duration: 20,
          isCompleted: false,
        },
      ],
    },
    {
      day: 2,
      date: '2026-11-25',
      isCompleted: false,
      tasks: [
        {
          id: 'd2-1',
          subject: 'Indian Polity',
          type: 'test',
          topic: 'Weekly test: Indian Polity',
          label: 'weeklyTest',
          duration: 60,
          isCompleted: false,
        },
        { id: 'd2-2', subject: 'Indian Polity', type: 'study', topic: 'A title of its own', duration: 60, isCompleted: false },
      ],
    },
  ],
};

const text = async (code: 'en' | 'mr' | 'hi') => {
  await i18nReady;
  await i18n.loadLanguages(['mr', 'hi']);
  await i18n.loadNamespaces('study-plan');
  return ninetyDayText(plan, i18n.getFixedT(code, 'study-plan', 'ninetyDay'), code);
};

describe('ninetyDayText', () => {
  it('writes every day and task in English, ticks marked', async () => {
    const en = await text('en');
    expect(en).toContain('[x] The Preamble (Study, Indian Polity, 100 min)');
    expect(en).toContain('[ ] Bank questions: The Preamble (');
    expect(en).toContain('[ ] Weekly test: Indian Polity (Test, Indian Polity, 60 min)');
    expect(en).toContain('[ ] A title of its own (');
    expect(en).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('an English plan exported from a Marathi page reads in Marathi (topics from the library)', async () => {
    const mr = await text('mr');
    expect(mr).toContain('[x] सरनामा (');
    expect(mr).toContain('[ ] प्रश्नपेढी सराव: सरनामा (');
    expect(mr).toContain('[ ] साप्ताहिक चाचणी: भारतीय राज्यव्यवस्था (');
    expect(mr).not.toMatch(/The Preamble|Bank questions|Weekly test|Indian Polity/);
    // a title the library cannot name stays as it was saved
    expect(mr).toContain('[ ] A title of its own (');
  });

  it('from a Hindi page: Hindi words, the topics in the plan’s language', async () => {
    const hi = await text('hi');
    expect(hi).toContain('[ ] प्रश्न बैंक अभ्यास: The Preamble (');
    expect(hi).toContain('भारतीय राजव्यवस्था');
  });

  it('is named for the exam date', () => {
    expect(ninetyDayFileName(plan)).toBe('ninety-day-plan-2027-03-24.txt');
  });
});
