import i18n from 'i18next';
import { PLANNER_SUBJECTS, type PlannerSubjectId } from '@shared/constants';

const find = (value: string) => PLANNER_SUBJECTS.find((s) => s.id === value || s.en === value || s.mr === value || s.hi === value);

/**
 * A planner subject's name in the interface language (the names live with the subjects, in src/shared). Takes the
 * id or a name in any language (a saved plan holds the names in the language it was made in), or a list of them
 * joined by ", " (a test day's subjects); anything else is shown as it is.
 */
export function plannerSubjectName(id: PlannerSubjectId | string, code: string | undefined = i18n.resolvedLanguage): string {
  const name = (subject: (typeof PLANNER_SUBJECTS)[number]) => (code === 'mr' ? subject.mr : code === 'hi' ? subject.hi : subject.en);
  const subject = find(id);
  if (subject) return name(subject);
  const parts = id.split(', ');
  if (parts.length < 2 || !parts.every((p) => find(p))) return id;
  return parts.map((p) => name(find(p)!)).join(', ');
}
