import type { TFunction } from 'i18next';
import type { MicroPlanRequest, MicroPlanResponse } from '@shared/study-plan';
import { fileSlug } from '@web/lib/download';
import { formatDate } from '@web/lib/format';
import { plannerSubjectName } from '@web/lib/subject-name';
import { hourNames } from './task-title';

/** A generated plan with the request that made it (the request carries the subject id and choices). */
export type GeneratedPlan = { request: MicroPlanRequest; response: MicroPlanResponse };

/** Spec 01 §9: study-plan-{subject}-{timestamp}.txt, with the subject's id as the slug. */
export function planFileName(subjectId: string, timestamp: number = Date.now()): string {
  return `study-plan-${fileSlug(subjectId, 'subject')}-${timestamp}.txt`;
}

const bullets = (items: readonly string[]) => items.map((item) => `  - ${item}`);

/** The plan as plain text a candidate can read, print or forward, in the interface language. */
export function planText({ request, response }: GeneratedPlan, t: TFunction<'study-plan', 'planner'>, languageCode?: string): string {
  const { plan } = response;
  const lines: string[] = [
    t('title'),
    '='.repeat(40),
    `${t('plan.subject')}: ${plannerSubjectName(request.subject, languageCode) || plan.subject}`,
    `${t('plan.duration')}: ${t('plan.hours', { count: plan.duration })}`,
    `${t('plan.examTarget')}: ${t(`examTargets.${request.examTarget}`)}`,
    `${t('plan.difficulty')}: ${t(`difficulties.${request.difficulty}`)}`,
    `${t('plan.generatedAt')}: ${formatDate(plan.exportMetadata.generatedAt)}`,
  ];
  for (const hour of plan.hours) {
    const names = hourNames(hour, languageCode, request.language);
    lines.push(
      '',
      `${t('plan.hour', { hour: hour.hour })}: ${names.topic}`,
      '-'.repeat(40),
      `${t('plan.source')}: ${hour.source}`,
      `${t('plan.focusAreas')}:`,
      ...bullets(names.focusAreas),
      `${t('plan.practice')}:`,
      ...bullets(hour.practice),
      `${t('plan.goal')}: ${hour.goal}`,
      `${t('plan.tip')}: ${hour.tip}`,
    );
  }
  if (plan.totalGoals.length > 0) lines.push('', `${t('plan.sessionGoals')}:`, ...bullets(plan.totalGoals));
  if (response.sources.length > 0) {
    lines.push('', `${t('plan.sources')}:`, ...bullets(response.sources.map((s) => (s.reference ? `${s.title} (${s.reference})` : s.title))));
  }
  lines.push('', t('plan.madeBy', { engine: response.engine, model: response.model }));
  return `${lines.join('\n')}\n`;
}
