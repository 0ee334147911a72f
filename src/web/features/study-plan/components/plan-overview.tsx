import { useState } from 'react';
import { CalendarCheck, CircleCheck, Download, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { StudyPlan } from '@shared/study-plan';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { downloadBlob } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { formatCalendarDate } from '@web/lib/format';
import { useUpdatePlanDay } from '../api/update-plan-day';
import { ninetyDayFileName, ninetyDayText } from '../lib/ninety-day-text';
import { canCompleteDay, currentDayIndex, dayCount } from '../lib/plan-days';
import { DayTasks } from './day-tasks';
import { WeekStrip } from './week-strip';

type PlanOverviewProps = { plan: StudyPlan; today: string; onNewPlan: () => void };

/** The plan view: progress, export, the week strip, the chosen day's tasks, and completing today. */
export function PlanOverview({ plan, today, onNewPlan }: PlanOverviewProps) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'ninetyDay' });
  const count = dayCount(plan);
  const todayIndex = currentDayIndex(plan, today);
  const [selected, setSelected] = useState(todayIndex);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePlanDay();
  const day = plan.days[selected];
  const isToday = selected === todayIndex;
  const progress = Math.min(Math.max(Math.round(plan.progress * 10) / 10, 0), 100);

  // the whole plan as text, named in the page's language
  function exportPlan() {
    const file = ninetyDayFileName(plan);
    downloadBlob(new Blob([ninetyDayText(plan, t, i18n.resolvedLanguage)], { type: 'text/plain;charset=utf-8' }), file);
    toast.success(t('export.exported', { file }));
  }

  const onError = (error: unknown) => toast.error(t('errors.updateFailed'), { description: errorText(error) });

  function toggle(taskId: string, isCompleted: boolean) {
    if (!day) return;
    update.mutate({ planId: plan.id, day: day.day, changes: { tasks: [{ id: taskId, isCompleted }] } }, { onError });
  }

  function completeDay() {
    if (!day) return;
    const dayNumber = day.day;
    update.mutate(
      { planId: plan.id, day: dayNumber, changes: { isCompleted: true } },
      { onError, onSuccess: () => toast.success(t('view.completedToast', { day: dayNumber })) },
    );
  }

  return (
    <div className="space-y-4" data-testid="plan-overview">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-sm text-slate-600">{t('view.examOn', { date: formatCalendarDate(plan.examDate) })}</p>
            <p className="text-lg font-semibold text-indigo-900" data-testid="today-index">
              {t('view.dayOf', { day: todayIndex + 1, total: count })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={exportPlan} data-testid="export-ninety-day">
              <Download aria-hidden="true" className="size-4" />
              {t('export.button')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="new-plan" aria-expanded={confirming}>
              <Plus aria-hidden="true" className="size-4" />
              {t('view.newPlan')}
            </Button>
          </div>
        </div>
        {confirming && (
          <div
            role="alertdialog"
            aria-labelledby="replace-plan-title"
            className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3"
            data-testid="confirm-new-plan"
          >
            <p id="replace-plan-title" className="font-semibold text-amber-950">
              {t('view.replaceTitle')}
            </p>
            <p className="text-sm text-amber-950">{t('view.replaceBody', { progress })}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="primary" onClick={onNewPlan} data-testid="confirm-replace">
                {t('view.replaceConfirm')}
              </Button>
              <Button variant="secondary" onClick={() => setConfirming(false)} data-testid="cancel-replace">
                {t('view.replaceCancel')}
              </Button>
            </div>
          </div>
        )}
        <div>
          <div className="flex justify-between text-sm">
            <span className="font-semibold text-slate-700">{t('view.progress')}</span>
            <span className="text-slate-600" data-testid="progress-value">
              {t('view.progressValue', { progress })}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('view.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-green-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      </Card>
      <Card className="space-y-4">
        <WeekStrip days={plan.days} count={count} todayIndex={todayIndex} selected={selected} onSelect={setSelected} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold text-indigo-900">
            {isToday ? t('view.todaysTasks') : t('view.dayTasks', { day: day?.day ?? selected + 1 })}
          </h2>
          {!isToday && (
            <Button variant="ghost" onClick={() => setSelected(todayIndex)}>
              {t('view.backToToday')}
            </Button>
          )}
        </div>
        <DayTasks day={day} isToday={isToday} planLanguage={plan.language} onToggle={toggle} />
        {day &&
          day.tasks.length > 0 &&
          (day.isCompleted ? (
            <p className="flex items-center gap-2 font-semibold text-green-800" data-testid="day-completed">
              <CircleCheck aria-hidden="true" className="size-5" />
              {t('view.dayCompleted')}
            </p>
          ) : (
            <Button className="w-full sm:w-auto" disabled={!canCompleteDay(day) || update.isPending} onClick={completeDay} data-testid="complete-day">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {isToday ? t('view.completeToday') : t('view.completeDay')}
            </Button>
          ))}
      </Card>
    </div>
  );
}
