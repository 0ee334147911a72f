import type { Bilingual, SyllabusTopic } from './content';
import type { PlanTask, TaskLabel } from './study-plan';
import { plannerSubjectsFor } from './subjects';

/** The 90-day plan's fixed task titles as the scheduler writes them (and as older plans hold them). */
export const PLAN_TASK_LABELS = {
  test: { en: 'Weekly test', mr: 'साप्ताहिक चाचणी' },
  review: { en: 'Review the test: wrong answers and their explanations', mr: 'चाचणीचे पुनरावलोकन: चुकलेले प्रश्न व त्यांची स्पष्टीकरणे' },
  practice: { en: 'Bank questions', mr: 'प्रश्नपेढी सराव' },
  mock: { en: 'Full mock test (exam pattern, timed)', mr: 'पूर्ण सराव परीक्षा (परीक्षेच्या स्वरूपात, वेळ लावून)' },
  mockReview: { en: 'Review the mock test: every wrong answer and its explanation', mr: 'सराव परीक्षेचे पुनरावलोकन: प्रत्येक चुकलेला प्रश्न व त्याचे स्पष्टीकरण' },
};
const LABELS = PLAN_TASK_LABELS;
/** A task as stored: its names are added when it is read. */
type StoredTask = Omit<PlanTask, 'topicName'>;

/**
 * A saved 90-day plan task named in the page's language: the web words a task from its label and the topic's library name.
 * New plans store the topic id and the label with each task; a plan saved before that holds only the title, in the
 * language it was made in, so the label and the topic are found again from that text — the fixed labels in either
 * language, "Bank questions: <title>", "Weekly test: <subjects>", or a topic title of one of the plan's subjects. What
 * cannot be found is left as it is (its stored title is shown); nothing is written back, so no tick is ever touched.
 */
const norm = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
const both = (b: Bilingual) => [norm(b.en), norm(b.mr)];

const FIXED = new Map<string, TaskLabel>(
  (
    [
      [LABELS.mock, 'mock'],
      [LABELS.mockReview, 'mockReview'],
      [LABELS.review, 'testReview'],
    ] as const
  ).flatMap(([b, label]) => both(b).map((s) => [s, label] as const)),
);
const PREFIXED = (
  [
    [LABELS.practice, 'practice'],
    [LABELS.test, 'weeklyTest'],
  ] as const
).flatMap(([b, label]) => both(b).map((s) => ({ prefix: `${s}:`, label })));

export interface TopicLookup {
  byId: Map<string, SyllabusTopic>;
  byTitle: Map<string, SyllabusTopic[]>;
}

/** The plan's subjects' topics by id and by title (English and Marathi). */
export function topicLookup(topics: readonly SyllabusTopic[]): TopicLookup {
  const byTitle = new Map<string, SyllabusTopic[]>();
  for (const t of topics)
    for (const title of new Set(both(t.topic))) {
      const list = byTitle.get(title) ?? [];
      list.push(t);
      byTitle.set(title, list);
    }
  return { byId: new Map(topics.map((t) => [t.id, t])), byTitle };
}

/** The label and, for a topic or its practice, the title text an older task holds. */
function readTitle(task: StoredTask): { label?: TaskLabel; title?: string } {
  const text = norm(task.topic);
  const fixed = FIXED.get(text);
  if (fixed) return { label: fixed };
  const prefixed = PREFIXED.find((p) => text.startsWith(p.prefix));
  if (prefixed)
    return prefixed.label === 'practice' ? { label: 'practice', title: text.slice(prefixed.prefix.length).trim() } : { label: 'weeklyTest' };
  return task.type === 'study' || task.type === 'revision' ? { label: 'topic', title: text } : {};
}

/** The one topic of the task's subject with that title, or none when it is unknown or ambiguous. */
function topicByTitle(lookup: TopicLookup, title: string, subject: string): SyllabusTopic | undefined {
  const subjects = plannerSubjectsFor(subject);
  const found = (lookup.byTitle.get(title) ?? []).filter((t) => !subjects.length || subjects.includes(t.subject));
  return new Set(found.map((t) => t.id)).size === 1 ? found[0] : undefined;
}

export function namedTask(task: StoredTask, lookup: TopicLookup): PlanTask {
  let { topicId, label } = task;
  if (!label) {
    const read = readTitle(task);
    label = read.label;
    if (!topicId && read.title) topicId = topicByTitle(lookup, read.title, task.subject)?.id;
  }
  const topic = topicId ? lookup.byId.get(topicId) : undefined;
  return {
    ...task,
    ...(label ? { label } : {}),
    ...(topicId ? { topicId } : {}),
    ...(topic ? { topicName: topic.topic } : {}),
  };
}
