import { describe, expect, it } from 'vitest';
import type { StudyPlan } from '@shared/study-plan';
import { i18n, i18nReady } from '@web/testing/i18n';
import { taskTitle } from './task-title';

type Task = StudyPlan['days'][number]['tasks'][number];
const base = { id: 'd1-1', duration: 60, isCompleted: false } as const;
const preamble = { en: 'The Preamble', mr: 'सरनामा' };
// saved in English
const study: Task = {
  ...base,
  subject: 'Indian Polity',
  type: 'study',
  topic: 'The Preamble',
  topicId: 'polity-preamble',
  label: 'topic',
  topicName: preamble,
};
const practice: Task = { ...study, type: 'practice', label: 'practice', topic: 'Bank questions: The Preamble' };
const test: Task = {
  ...base,
  subject: 'Indian Polity, Indian Economy',
  type: 'test',
  label: 'weeklyTest',
  topic: 'Weekly test: Indian Polity, Indian Economy',
};
const mock: Task = { ...base, subject: 'Indian Polity', type: 'test', label: 'mock', topic: 'Full mock test (exam pattern, timed)' };
const older: Task = { ...base, subject: 'Indian Polity', type: 'study', label: 'topic', topic: 'My own topic' };
const unlabelled: Task = { ...base, subject: 'Indian Polity', type: 'study', topic: 'Whatever was saved' };

const titles = async (code: 'en' | 'mr' | 'hi', planLanguage: StudyPlan['language'] = 'english') => {
  await i18nReady;
  await i18n.loadLanguages(['mr', 'hi']);
  await i18n.loadNamespaces('study-plan');
  const t = i18n.getFixedT(code, 'study-plan', 'ninetyDay');
  return [study, practice, test, mock, older, unlabelled].map((x) => taskTitle(x, t, code, planLanguage));
};

describe('taskTitle', () => {
  it('names an English plan’s tasks in Marathi on a Marathi page, from the library and the page’s words', async () => {
    expect(await titles('mr')).toEqual([
      'सरनामा',
      'प्रश्नपेढी सराव: सरनामा',
      'साप्ताहिक चाचणी: भारतीय राज्यव्यवस्था, भारतीय अर्थव्यवस्था',
      'पूर्ण सराव परीक्षा (परीक्षेच्या स्वरूपात, वेळ लावून)',
      'My own topic',
      'Whatever was saved',
    ]);
  });

  it('names them in English on an English page, whatever the plan was made in', async () => {
    expect(await titles('en', 'marathi')).toEqual([
      'The Preamble',
      'Bank questions: The Preamble',
      'Weekly test: Indian Polity, Indian Economy',
      'Full mock test (exam pattern, timed)',
      'My own topic',
      'Whatever was saved',
    ]);
  });

  it('on a Hindi page: Hindi words, the topic in the language the plan was made in (the library has no Hindi)', async () => {
    const [s, p, w] = await titles('hi', 'marathi');
    expect(s).toBe('सरनामा');
    expect(p).toBe('प्रश्न बैंक अभ्यास: सरनामा');
    expect(w).toMatch(/^साप्ताहिक परीक्षण: /);
    expect((await titles('hi', 'english'))[0]).toBe('The Preamble');
  });
});
