import { RefreshCw, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLANNER_SUBJECTS, type PlannerSubjectId } from '@shared/constants';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Select } from '@web/components/ui/select';
import { PageSpinner } from '@web/components/ui/spinner';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useDailyAiPlan } from '../api/dashboard';

/** Today's AI plan (spec 01 §1): a two-hour session for the least-covered subject, or one the candidate picks. */
export function DailyAiPlan({ suggested }: { suggested: PlannerSubjectId }) {
  const { t, i18n } = useTranslation('dashboard');
  const [subject, setSubject] = useState<PlannerSubjectId>(suggested);
  const plan = useDailyAiPlan();
  const id = useId();
  const run = () =>
    plan.mutate({ subject, duration: 2, examTarget: 'mpsc-prelims', language: aiLanguageFromUi(i18n.resolvedLanguage), difficulty: 'medium' });
  return (
    <Card className="space-y-4" data-testid="daily-ai-plan">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
        <Sparkles aria-hidden="true" className="size-5" />
        {t('aiPlan.title')}
      </h2>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-1.5">
          <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-slate-700">
            {t('aiPlan.subject')}
          </label>
          <Select id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value as PlannerSubjectId)}>
            {PLANNER_SUBJECTS.map((s) => (
              <option key={s.id} value={s.id}>
                {plannerSubjectName(s.id)}
                {s.id === suggested ? ` — ${t('aiPlan.suggested')}` : ''}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={run} disabled={plan.isPending} data-testid="ai-plan-generate">
          <RefreshCw aria-hidden="true" className="size-4" />
          {plan.data ? t('aiPlan.regenerate') : t('aiPlan.generate')}
        </Button>
      </div>
      {plan.isPending && <PageSpinner label={t('aiPlan.loading')} />}
      {plan.isError && (
        <p className="text-sm text-red-800" role="alert">
          {errorText(plan.error)}
        </p>
      )}
      {plan.data && !plan.isPending && (
        <div className="space-y-3" data-testid="ai-plan-result">
          <ol className="space-y-2">
            {plan.data.plan.hours.map((h) => (
              <li key={h.hour} className="rounded-xl bg-slate-50 p-3">
                <p className="text-xs font-semibold text-indigo-700 uppercase">{t('aiPlan.hour', { n: localDigits(h.hour) })}</p>
                <p className="font-semibold text-slate-900">{h.topic}</p>
                <p className="text-sm text-slate-700">{h.goal}</p>
              </li>
            ))}
          </ol>
          <EngineBadge engine={plan.data.engine} model={plan.data.model} fallback={plan.data.fallback} cached={plan.data.cached} />
        </div>
      )}
      {!plan.data && !plan.isPending && !plan.isError && <p className="text-sm text-slate-600">{t('aiPlan.hint')}</p>}
    </Card>
  );
}
