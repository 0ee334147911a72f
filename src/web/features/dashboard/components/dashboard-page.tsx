import { BookOpenCheck, CalendarClock, ListChecks, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import type { ContentLang } from '@shared/language';
import type { PlanTask } from '@shared/study-plan';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatCalendarDate } from '@web/lib/format';
import { planTaskTitle } from '@web/lib/plan-task-title';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useDashboard } from '../api/dashboard';
import { DailyAiPlan } from './daily-ai-plan';
import { DueReviews } from './due-reviews';
import { ExamDateForm } from './exam-date-form';
import { RecentScores } from './recent-scores';

const linkClasses =
  'inline-flex min-h-11 items-center font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

function StatCard({ icon, title, children, testId }: { icon: ReactNode; title: string; children: ReactNode; testId: string }) {
  return (
    <Card className="space-y-2" data-testid={testId}>
      <h2 className="flex items-center gap-2 font-semibold text-slate-700">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * /dashboard: greeting, days to the exam, syllabus covered, cards due for review, today's 90-day-plan tasks, recent test
 * scores and today's AI plan. Reviews and scores appear once the candidate has some (not before, and never invented).
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const d = useDashboard();
  // today's tasks named in the page's language, whatever language the plan was made in
  const todayTitle = (task: PlanTask, planLanguage: ContentLang) =>
    planTaskTitle(task, (label, vars) => t(`today.taskLabels.${label}`, vars), i18n.resolvedLanguage, planLanguage);
  const [editingDate, setEditingDate] = useState(false);

  if (d.isPending) return <PageSpinner label={t('loading')} />;
  if (d.isError) {
    return (
      <Alert tone="error" title={t('loadFailed')} className="mx-auto max-w-xl" data-testid="fetch-error">
        <p>{errorText(d.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void d.refetch()} disabled={d.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const x = d.data;
  const days = x.daysToExam;
  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="dashboard">
      <header>
        <h1 className="text-3xl font-semibold break-words text-indigo-900">{x.firstName ? t('welcomeName', { name: x.firstName }) : t('welcome')}</h1>
        <p className="mt-1 text-slate-600">{t('ready')}</p>
      </header>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <StatCard icon={<CalendarClock aria-hidden="true" className="size-5 text-indigo-700" />} title={t('daysToExam')} testId="days-to-exam">
          {days === null || editingDate ? (
            <>
              {days === null && <p className="text-2xl font-semibold text-slate-500">{t('notKnown')}</p>}
              <ExamDateForm initial={x.examDate} onDone={() => setEditingDate(false)} />
            </>
          ) : (
            <>
              <p className="text-4xl font-bold text-indigo-900" data-testid="days-to-exam-value">
                {days < 0 ? t('examPassed') : days === 0 ? t('examToday') : t('days', { count: days, n: localDigits(days) })}
              </p>
              <p className="text-sm text-slate-600">
                {t(x.examDateFrom === 'plan' ? 'examDate.fromPlan' : 'examDate.fromProfile', { date: formatCalendarDate(x.examDate!) })}
              </p>
              <Button variant="ghost" className="-ml-2" onClick={() => setEditingDate(true)} data-testid="exam-date-change">
                <Pencil aria-hidden="true" className="size-4" />
                {t('examDate.change')}
              </Button>
            </>
          )}
        </StatCard>
        <StatCard
          icon={<BookOpenCheck aria-hidden="true" className="size-5 text-green-700" />}
          title={t('syllabusCovered')}
          testId="syllabus-covered"
        >
          <p className="text-4xl font-bold text-indigo-900" data-testid="syllabus-covered-value">
            {x.syllabus.percent === null ? <span className="text-2xl text-slate-500">{t('notKnown')}</span> : `${localDigits(x.syllabus.percent)}%`}
          </p>
          {x.syllabus.total > 0 && (
            <p className="text-sm text-slate-600">
              {t('topicsStudied', { studied: localDigits(x.syllabus.studied), total: localDigits(x.syllabus.total) })}
            </p>
          )}
          <Link to="/syllabus-books?tab=syllabus" className={linkClasses}>
            {t('openSyllabus')}
          </Link>
        </StatCard>
        <DueReviews />
      </div>
      <Card className="space-y-3" data-testid="today-tasks">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
          <ListChecks aria-hidden="true" className="size-5" />
          {t('today.title')}
        </h2>
        {x.today ? (
          <>
            <p className="text-sm text-slate-600">{t('today.day', { day: localDigits(x.today.day), total: localDigits(x.today.totalDays) })}</p>
            {x.today.tasks.length ? (
              <ul className="space-y-2">
                {x.today.tasks.map((task) => (
                  <li key={task.id} className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 p-3">
                    <span className={task.isCompleted ? 'text-slate-500 line-through' : 'text-slate-900'}>
                      <span className="block text-xs font-semibold text-indigo-700">{plannerSubjectName(task.subject, i18n.resolvedLanguage)}</span>
                      <span data-testid="today-task-title">{todayTitle(task, x.today!.language)}</span>
                    </span>
                    <span className="shrink-0 text-sm text-slate-600">{t('minutes', { n: localDigits(task.duration) })}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-slate-600">{t('today.noTasks')}</p>
            )}
          </>
        ) : (
          <p className="text-slate-600">{t('today.noPlan')}</p>
        )}
        <Link to="/ai-study-planner" className={linkClasses}>
          {x.today ? t('today.open') : t('today.create')}
        </Link>
      </Card>
      <RecentScores />
      <DailyAiPlan key={x.suggestedSubject} suggested={x.suggestedSubject} />
    </div>
  );
}
