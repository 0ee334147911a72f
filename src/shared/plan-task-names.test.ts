import { describe, expect, it } from 'vitest';
import type { SyllabusTopic } from '@shared/content';
import { namedTask, topicLookup } from './plan-task-names';
import type { PlanTask } from './study-plan';

type PlanTaskJson = Omit<PlanTask, 'topicName'>;

const topic = (id: string, subject: SyllabusTopic['subject'], en: string, mr: string): SyllabusTopic => ({
  id,
  subject,
  paperType: 'Prelims',
  topic: { en, mr },
  description: { en: 'd', mr: 'd' },
  subtopics: [],
});
const lookup = topicLookup([
  topic('polity-preamble', 'polity', 'The Preamble', 'सरनामा'),
  topic('economy-budget', 'economy', 'Union Budget', 'केंद्रीय अर्थसंकल्प'),
  // the same title in two subjects: only the task's subject tells them apart
  topic('history-reforms', 'history', 'Social reforms', 'सामाजिक सुधारणा'),
  topic('mh-history-reforms', 'maharashtra-history', 'Social reforms', 'सामाजिक सुधारणा'),
]);
const task = (o: Partial<PlanTaskJson>): PlanTaskJson => ({
  id: 'd1-1',
  subject: 'Indian Polity',
  type: 'study',
  topic: '',
  duration: 60,
  isCompleted: false,
  ...o,
});

describe('namedTask', () => {
  it('names a stored topic id from the library, whatever the stored title says', () => {
    const x = namedTask(task({ topicId: 'polity-preamble', label: 'topic', topic: 'anything' }), lookup);
    expect(x).toMatchObject({ topicId: 'polity-preamble', label: 'topic', topicName: { en: 'The Preamble', mr: 'सरनामा' } });
  });

  it('finds an older task’s topic from its title in either language, and its label', () => {
    expect(namedTask(task({ topic: 'सरनामा', subject: 'भारतीय राज्यव्यवस्था' }), lookup)).toMatchObject({ label: 'topic', topicId: 'polity-preamble' });
    expect(namedTask(task({ topic: ' the  preamble ', type: 'revision' }), lookup)).toMatchObject({ label: 'topic', topicId: 'polity-preamble' });
    expect(namedTask(task({ type: 'practice', topic: 'Bank questions: Union Budget', subject: 'Indian Economy' }), lookup)).toMatchObject({
      label: 'practice',
      topicId: 'economy-budget',
      topicName: { mr: 'केंद्रीय अर्थसंकल्प' },
    });
    expect(namedTask(task({ type: 'practice', topic: 'प्रश्नपेढी सराव: केंद्रीय अर्थसंकल्प', subject: 'भारतीय अर्थव्यवस्था' }), lookup)).toMatchObject({
      label: 'practice',
      topicId: 'economy-budget',
    });
  });

  it('words the fixed tasks by label, in either language', () => {
    expect(namedTask(task({ type: 'test', topic: 'Weekly test: Indian Polity, Indian Economy' }), lookup)).toMatchObject({ label: 'weeklyTest' });
    expect(namedTask(task({ type: 'test', topic: 'साप्ताहिक चाचणी: भारतीय राज्यव्यवस्था' }), lookup)).toMatchObject({ label: 'weeklyTest' });
    expect(namedTask(task({ type: 'test', topic: 'Full mock test (exam pattern, timed)' }), lookup).label).toBe('mock');
    expect(namedTask(task({ type: 'practice', topic: 'सराव परीक्षेचे पुनरावलोकन: प्रत्येक चुकलेला प्रश्न व त्याचे स्पष्टीकरण' }), lookup).label).toBe('mockReview');
    expect(namedTask(task({ type: 'practice', topic: 'Review the test: wrong answers and their explanations' }), lookup).label).toBe('testReview');
  });

  it('leaves unknown or ambiguous titles as they are, with their ticks', () => {
    const own = namedTask(task({ topic: 'My own topic', isCompleted: true }), lookup);
    expect(own).toEqual({ ...task({ topic: 'My own topic', isCompleted: true }), label: 'topic' });
    expect(namedTask(task({ topic: 'Social reforms', subject: 'Some subject' }), lookup).topicId).toBeUndefined();
    expect(namedTask(task({ topic: 'Social reforms', subject: 'Maharashtra History' }), lookup).topicId).toBe('mh-history-reforms');
    // a topic id the library no longer has keeps its stored title
    const gone = namedTask(task({ topicId: 'gone', label: 'topic', topic: 'Old title' }), lookup);
    expect(gone.topicName).toBeUndefined();
    expect(gone.topic).toBe('Old title');
  });
});
