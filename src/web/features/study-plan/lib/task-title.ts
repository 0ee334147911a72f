import type { TFunction } from 'i18next';
import type { StudyPlan } from '@shared/study-plan';
import { plannerSubjectName } from '@web/lib/subject-name';

type PlanTask = StudyPlan['days'][number]['tasks'][number];

/**
 * A library topic's name in the page's language: English or Marathi as the library has them; a Hindi page (the
 * library has no Hindi) keeps the language the plan was made in.
 */
export function topicNameIn(name: { en: string; mr: string }, code: string | undefined, planLanguage: StudyPlan['language']): string {
  if (code === 'mr') return name.mr;
  if (code === 'en') return name.en;
  return planLanguage === 'marathi' ? name.mr : name.en;
}

/**
 * A task's title in the page's language, whatever language the plan was made in: the fixed tasks from the page's
 * words, a topic from the library's names. A task the library cannot name (an older plan's title it no longer has)
 * is shown as it was saved.
 */
export function taskTitle(
  task: PlanTask,
  t: TFunction<'study-plan', 'ninetyDay'>,
  code: string | undefined,
  planLanguage: StudyPlan['language'],
): string {
  const topic = task.topicName ? topicNameIn(task.topicName, code, planLanguage) : null;
  switch (task.label) {
    case 'topic':
      return topic ?? task.topic;
    case 'practice':
      return topic ? t('taskLabels.practice', { topic }) : task.topic;
    case 'weeklyTest':
      return t('taskLabels.weeklyTest', { subjects: plannerSubjectName(task.subject, code) });
    case 'testReview':
    case 'mock':
    case 'mockReview':
      return t(`taskLabels.${task.label}`);
    default:
      return task.topic;
  }
}
