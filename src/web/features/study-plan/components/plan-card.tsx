import { Download, Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { SourceList } from '@web/components/ai/source-list';
import { Button } from '@web/components/ui/button';
import { plannerSubjectName } from '@web/lib/subject-name';
import type { GeneratedPlan } from '../lib/plan-text';
import { PlanHourBlock } from './plan-hour-block';

/** The generated plan: what it is for, its hours, the Session Goals, and where it came from. */
export function PlanCard({ generated, onExport }: { generated: GeneratedPlan; onExport: () => void }) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'planner' });
  const { request, response } = generated;
  const { plan } = response;
  const facts = [
    [t('plan.subject'), plannerSubjectName(request.subject, i18n.resolvedLanguage) || plan.subject],
    [t('plan.duration'), t('plan.hours', { count: plan.duration })],
    [t('plan.examTarget'), t(`examTargets.${request.examTarget}`)],
    [t('plan.difficulty'), t(`difficulties.${request.difficulty}`)],
  ] as const;

  return (
    <div className="space-y-4" data-testid="plan-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="secondary" onClick={onExport} data-testid="export-plan" className="w-full sm:w-auto">
          <Download aria-hidden="true" className="size-4" />
          {t('plan.export')}
        </Button>
      </div>
      <EngineBadge engine={response.engine} model={response.model} fallback={response.fallback} cached={response.cached} />
      <div className="space-y-3">
        {plan.hours.map((hour) => (
          <PlanHourBlock key={hour.hour} hour={hour} subject={plan.subject} planLanguage={request.language} />
        ))}
      </div>
      {plan.totalGoals.length > 0 && (
        <section className="rounded-2xl bg-indigo-50 p-4" data-testid="session-goals">
          <h3 className="flex items-center gap-2 font-semibold text-indigo-900">
            <Flag aria-hidden="true" className="size-4" />
            {t('plan.sessionGoals')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {plan.totalGoals.map((goal, index) => (
              <li key={index}>{goal}</li>
            ))}
          </ul>
        </section>
      )}
      <SourceList sources={response.sources} />
    </div>
  );
}
