import { ListChecks, Lightbulb, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentLang } from '@shared/language';
import type { MicroPlan } from '@shared/study-plan';
import { hourNames } from '../lib/task-title';

type PlanHour = MicroPlan['hours'][number];

function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-700">{title}</h4>
      <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-800">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The topic's bank questions, with options and answers to check: the topic page's test. */
export function topicQuestionsHref(topic: string, subject: string): string {
  const q = new URLSearchParams({ topic, subject, type: 'test' });
  return `/topic/${encodeURIComponent(subject)}/${encodeURIComponent(topic)}?${q.toString()}`;
}

/** One hour of the session: number, topic (named in the page's language), source, Focus Areas, Practice (with a link to answer them), Goal and Tip. */
export function PlanHourBlock({ hour, subject, planLanguage }: { hour: PlanHour; subject: string; planLanguage: ContentLang }) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'planner' });
  const names = hourNames(hour, i18n.resolvedLanguage, planLanguage);
  return (
    <section className="rounded-2xl border border-slate-200 p-4" data-testid="plan-hour">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white">
          {hour.hour}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-indigo-700 uppercase">{t('plan.hour', { hour: hour.hour })}</p>
          <h3 className="text-lg font-semibold break-words text-slate-900">{names.topic}</h3>
          <p className="text-sm break-words text-slate-600">
            <span className="font-semibold">{t('plan.source')}:</span> {hour.source}
          </p>
        </div>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <BulletList title={t('plan.focusAreas')} items={names.focusAreas} />
        <div className="space-y-2">
          <BulletList title={t('plan.practice')} items={hour.practice} />
          <Link
            to={topicQuestionsHref(hour.topic, subject)}
            className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600"
            data-testid="practice-link"
          >
            <ListChecks aria-hidden="true" className="size-4" />
            {t('plan.answerQuestions')}
          </Link>
        </div>
      </div>
      <p className="mt-3 flex gap-2 rounded-xl bg-green-50 px-3 py-2 text-green-950">
        <Target aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
        <span>
          <span className="font-semibold">{t('plan.goal')}:</span> {hour.goal}
        </span>
      </p>
      <p className="mt-2 flex gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-950">
        <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0 text-amber-700" />
        <span>
          <span className="font-semibold">{t('plan.tip')}:</span> {hour.tip}
        </span>
      </p>
    </section>
  );
}
