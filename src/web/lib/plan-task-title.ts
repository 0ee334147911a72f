import type { ContentLang } from '@shared/language';
import type { PlanTask, TaskLabel } from '@shared/study-plan';
import { plannerSubjectName } from './subject-name';

/**
 * A library topic's name in the page's language: English or Marathi as the library has them; a Hindi page (the
 * library has no Hindi) keeps the language the plan was made in.
 */
export function topicNameIn(name: { en: string; mr: string }, code: string | undefined, planLanguage: ContentLang): string {
  if (code === 'mr') return name.mr;
  if (code === 'en') return name.en;
  return planLanguage === 'marathi' ? name.mr : name.en;
}

/** The page's words for a fixed task title (`study-plan` and `dashboard` each have `taskLabels.*`). */
export type TaskLabelWords = (label: Exclude<TaskLabel, 'topic'>, vars: { topic?: string; subjects?: string }) => string;

/**
 * A 90-day plan task's title in the page's language, whatever language the plan was made in: the fixed tasks in the
 * page's words, a topic by the library's names. A task the library cannot name (an older plan's title it no longer
 * has) is shown as it was saved.
 */
export function planTaskTitle(task: PlanTask, words: TaskLabelWords, code: string | undefined, planLanguage: ContentLang): string {
  const topic = task.topicName ? topicNameIn(task.topicName, code, planLanguage) : null;
  switch (task.label) {
    case 'topic':
      return topic ?? task.topic;
    case 'practice':
      return topic ? words('practice', { topic }) : task.topic;
    case 'weeklyTest':
      return words('weeklyTest', { subjects: plannerSubjectName(task.subject, code) });
    case 'testReview':
    case 'mock':
    case 'mockReview':
      return words(task.label, {});
    default:
      return task.topic;
  }
}
