import type { TFunction } from 'i18next';
import type { ContentLang } from '@shared/language';
import type { MicroPlan, StudyPlan } from '@shared/study-plan';
import { plannerSubjectName } from '@web/lib/subject-name';

type PlanTask = StudyPlan['days'][number]['tasks'][number];

/**
 * A library topic's name in the page's language: English or Marathi as the library has them; a Hindi page (the
 * library has no Hindi) keeps the language the plan was made in.
 */
export function topicNameIn(name: { en: string; mr: string }, code: string | undefined, planLanguage: ContentLang): string {
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

type PlanHour = MicroPlan['hours'][number];

/**
 * A session hour's topic and focus areas in the page's language where the library names them (the rest of the hour —
 * source, practice, goal, tip — is in the language the plan was made in).
 */
export function hourNames(hour: PlanHour, code: string | undefined, planLanguage: ContentLang): { topic: string; focusAreas: string[] } {
  return {
    topic: hour.topicName ? topicNameIn(hour.topicName, code, planLanguage) : hour.topic,
    focusAreas: hour.focusAreaNames?.length ? hour.focusAreaNames.map((n) => topicNameIn(n, code, planLanguage)) : hour.focusAreas,
  };
}
