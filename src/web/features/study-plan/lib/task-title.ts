import type { TFunction } from 'i18next';
import type { ContentLang } from '@shared/language';
import type { MicroPlan, StudyPlan } from '@shared/study-plan';
import { planTaskTitle, topicNameIn } from '@web/lib/plan-task-title';

type PlanTask = StudyPlan['days'][number]['tasks'][number];

/** A 90-day plan task's title in the page's language (@web/lib/plan-task-title), with this page's words. */
export function taskTitle(
  task: PlanTask,
  t: TFunction<'study-plan', 'ninetyDay'>,
  code: string | undefined,
  planLanguage: StudyPlan['language'],
): string {
  return planTaskTitle(task, (label, vars) => t(`taskLabels.${label}`, vars), code, planLanguage);
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
