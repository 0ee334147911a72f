import i18n from 'i18next';
import { PLANNER_SUBJECTS, type PlannerSubjectId } from '@shared/constants';

/** A planner subject's name in the interface language (the names live with the subjects, in src/shared). */
export function plannerSubjectName(id: PlannerSubjectId | string, code: string | undefined = i18n.resolvedLanguage): string {
  const subject = PLANNER_SUBJECTS.find((s) => s.id === id);
  if (!subject) return id;
  return code === 'mr' ? subject.mr : code === 'hi' ? subject.hi : subject.en;
}
