import { CalendarRange, Clock, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwelveMonthPlan } from '@shared/twelve-month-plan';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SearchField } from '@web/components/ui/search-field';
import { Select } from '@web/components/ui/select';
import { PageSpinner } from '@web/components/ui/spinner';
import { TabList, TabPanel } from '@web/components/ui/tabs';
import { downloadBlob } from '@web/lib/download';
import { errorText } from '@web/lib/error-text';
import { usePlan, useProgress } from '../api/plan';
import { exportFileName, filterMonths, planText, SUBJECT_FILTERS, type PlanLang, type SubjectFilter } from '../lib/plan-text';
import { MonthCard } from './month-card';
import { ProgressOverview } from './progress-overview';

const TABS = ['timeline', 'weekly', 'tips'] as const;
type Tab = (typeof TABS)[number];

/** /twelve-month-plan (spec 02 §2): hero, progress, Export Plan, search, subject filter, three tabs. */
export default function TwelveMonthPlanPage() {
  const { t, i18n } = useTranslation('twelve-month-plan');
  const lang: PlanLang = i18n.resolvedLanguage === 'mr' ? 'mr' : 'en';
  const plan = usePlan();
  const progress = useProgress();
  const [q, setQ] = useState('');
  const [subject, setSubject] = useState<SubjectFilter>('all');
  const [tab, setTab] = useState<Tab>('timeline');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set([1]));
  const id = useId();

  const exportPlan = (p: TwelveMonthPlan) => {
    const labels = {
      title: t('title'),
      goal: t('goal'),
      hours: t('studyHours'),
      subjects: t('subjects'),
      weekly: t('weeklyTasks'),
      focus: t('keyFocus'),
      tips: t('tips'),
      schedule: t('tabs.weekly'),
      mantras: t('mantras'),
      advice: t('advice'),
    };
    const perDay = (hours: string) => t('hoursPerDay', { hours });
    downloadBlob(new Blob([planText(p, lang, labels, perDay)], { type: 'text/plain;charset=utf-8' }), exportFileName(new Date()));
  };

  if (plan.isPending) return <PageSpinner label={t('loading')} />;
  if (plan.isError || !plan.data.plan) {
    return (
      <Alert tone="error" title={t('loadFailed')} className="mx-auto max-w-xl" data-testid="fetch-error">
        <p>{plan.isError ? errorText(plan.error) : t('noPlan')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void plan.refetch()} disabled={plan.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  const p = plan.data.plan;
  const months = filterMonths(p.months, q, subject);
  const current = progress.data?.currentMonth ?? null;
  const examYear = progress.data?.examDate?.slice(0, 4);
  const toggle = (n: number) => setOpen((s) => (s.has(n) ? new Set([...s].filter((x) => x !== n)) : new Set([...s, n])));

  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="twelve-month-plan">
      <header className="rounded-2xl bg-gradient-to-br from-indigo-800 to-indigo-950 p-5 text-white sm:p-7">
        <p className="flex items-center gap-2 text-sm font-semibold text-indigo-200">
          <CalendarRange aria-hidden="true" className="size-4" />
          {examYear ? t('hero.target', { year: examYear }) : t('hero.targetUnknown')}
        </p>
        <h1 className="mt-1 text-3xl font-semibold">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-indigo-100">{t('hero.subtitle')}</p>
        <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          <Clock aria-hidden="true" className="size-4" />
          {t('hero.hours')}
        </p>
      </header>
      <ProgressOverview />
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end">
        <SearchField id={`${id}-q`} label={t('search')} value={q} placeholder={t('searchPlaceholder')} onChange={setQ} />
        <div className="space-y-1.5 md:w-52">
          <label htmlFor={`${id}-subject`} className="text-sm font-semibold text-slate-700">
            {t('subjectFilter')}
          </label>
          <Select id={`${id}-subject`} value={subject} onChange={(e) => setSubject(e.target.value as SubjectFilter)} data-testid="subject-filter">
            {SUBJECT_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`subjectOptions.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <Button onClick={() => exportPlan(p)} data-testid="export-plan">
          <Download aria-hidden="true" className="size-4" />
          {t('export')}
        </Button>
      </div>
      <TabList idBase={id} label={t('tabs.label')} tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} value={tab} onChange={setTab} />
      <TabPanel idBase={id} tabKey={tab}>
        {tab === 'timeline' &&
          (months.length ? (
            <ol className="space-y-3">
              {months.map((m) => (
                <MonthCard
                  key={m.month}
                  month={m}
                  lang={lang}
                  open={open.has(m.month)}
                  current={m.month === current}
                  onToggle={() => toggle(m.month)}
                />
              ))}
            </ol>
          ) : (
            <Alert tone="info" title={t('noMonths')} data-testid="no-months" />
          ))}
        {tab === 'weekly' && (
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white" data-testid="weekly-table">
            <table className="w-full min-w-[44rem] text-left text-sm">
              <caption className="sr-only">{t('tabs.weekly')}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {(['day', 'morning', 'afternoon', 'evening', 'revision'] as const).map((c) => (
                    <th key={c} scope="col" className="p-3 font-semibold">
                      {t(`weekly.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {p.weeklySchedule.map((d) => (
                  <tr key={d.day.en} className="align-top">
                    <th scope="row" className="p-3 font-semibold text-slate-900">
                      {d.day[lang]}
                    </th>
                    <td className="p-3 text-slate-700">{d.morning[lang]}</td>
                    <td className="p-3 text-slate-700">{d.afternoon[lang]}</td>
                    <td className="p-3 text-slate-700">{d.evening[lang]}</td>
                    <td className="p-3 text-slate-700">{d.revision[lang]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {tab === 'tips' && (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="success-tips">
            <Card>
              <h2 className="text-lg font-semibold text-indigo-900">{t('mantras')}</h2>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
                {p.successMantras.map((x) => (
                  <li key={x.en}>{x[lang]}</li>
                ))}
              </ul>
            </Card>
            <Card>
              <h2 className="text-lg font-semibold text-indigo-900">{t('advice')}</h2>
              <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
                {p.deputyCollectorAdvice.map((x) => (
                  <li key={x.en}>{x[lang]}</li>
                ))}
              </ul>
            </Card>
          </div>
        )}
      </TabPanel>
    </div>
  );
}
