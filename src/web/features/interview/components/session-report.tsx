import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InterviewSession } from '@shared/interview';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { formatDate } from '@web/lib/format';
import { clock } from '../lib/use-elapsed';
import { CoveragePanel } from './coverage-panel';

/** A finished session: the summary, then each question with the answer, its time and the points it covered. */
export function SessionReport({ session, onBack }: { session: InterviewSession; onBack: () => void }) {
  const { t } = useTranslation('interview');
  const stats = [
    { label: t('report.answered'), value: `${localDigits(session.answered)} / ${localDigits(session.questions)}` },
    { label: t('report.points'), value: `${localDigits(session.pointsCovered)} / ${localDigits(session.pointsTotal)}` },
    { label: t('report.time'), value: localDigits(clock(session.seconds)) },
  ];
  return (
    <div className="space-y-4" data-testid="interview-report">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 className="text-xl font-semibold text-slate-900">{t('report.title')}</h2>
            <p className="text-sm text-slate-600">
              {formatDate(session.startedAt)} · {t(`languages.${session.language}`)}
            </p>
          </div>
          <Button variant="secondary" onClick={onBack} data-testid="back-to-start">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('report.back')}
          </Button>
        </div>
        <dl className="grid grid-cols-3 gap-2">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl bg-indigo-50 p-3 text-center">
              <dt className="text-xs font-semibold text-indigo-900 sm:text-sm">{s.label}</dt>
              <dd className="mt-1 text-lg font-semibold text-slate-900 sm:text-2xl" data-testid="report-stat">
                {s.value}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <ol className="space-y-4">
        {session.items.map((i) => (
          <li key={i.position}>
            <Card className="space-y-3" data-testid="report-question">
              <p className="text-sm font-semibold text-slate-600">
                {t('session.progress', { n: localDigits(i.position + 1), total: localDigits(session.questions) })} · {t(`categories.${i.category}`)}
                {i.seconds !== null && ` · ${localDigits(clock(i.seconds))}`}
              </p>
              <h3 className="font-semibold text-slate-900">{i.question}</h3>
              {i.answer ? (
                <blockquote className="border-s-4 border-slate-200 ps-3 whitespace-pre-wrap text-slate-700">{i.answer}</blockquote>
              ) : (
                <p className="text-slate-600 italic">{t('report.notAnswered')}</p>
              )}
              {i.expectedPoints && <CoveragePanel points={i.expectedPoints} coverage={i.coverage} />}
            </Card>
          </li>
        ))}
      </ol>
    </div>
  );
}
