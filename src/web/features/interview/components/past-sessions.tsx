import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InterviewSummary } from '@shared/interview';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { useSessions } from '../api/interview';
import { clock } from '../lib/use-elapsed';

/** The candidate's past sessions: date, answered, points covered, time; each opens its report (or resumes). */
export function PastSessions({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('interview');
  const q = useSessions();
  return (
    <Card className="space-y-3" data-testid="past-sessions">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden="true" className="size-5 text-indigo-700" />
        {t('past.title')}
      </h2>
      {q.isPending && <Spinner />}
      {q.isError && (
        <Alert tone="error" title={t('past.failed')}>
          <p>{errorText(q.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void q.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {q.data && q.data.sessions.length === 0 && (
        <p className="text-slate-600" data-testid="past-empty">
          {t('past.empty')}
        </p>
      )}
      {q.data && q.data.sessions.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {q.data.sessions.map((s) => (
            <SessionRow key={s.id} s={s} onOpen={() => onOpen(s.id)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** 14:05 beside the date, so two sessions of one day can be told apart (Latin digits, as lib/format.ts's dates). */
const timeOfDay = (iso: string, lang: string | undefined) =>
  new Intl.DateTimeFormat(`${lang === 'mr' ? 'mr-IN' : lang === 'hi' ? 'hi-IN' : 'en-IN'}-u-nu-latn`, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

function SessionRow({ s, onOpen }: { s: InterviewSummary; onOpen: () => void }) {
  const { t, i18n } = useTranslation('interview');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid="past-session">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {formatDate(s.startedAt)}, {timeOfDay(s.startedAt, i18n.resolvedLanguage)} · {t(`languages.${s.language}`)}
          {!s.endedAt && <span className="ms-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">{t('past.open')}</span>}
        </p>
        <p className="text-sm text-slate-600">
          {t('past.line', {
            answered: localDigits(s.answered),
            questions: localDigits(s.questions),
            covered: localDigits(s.pointsCovered),
            total: localDigits(s.pointsTotal),
            time: localDigits(clock(s.seconds)),
          })}
        </p>
      </div>
      <Button variant="secondary" onClick={onOpen}>
        {s.endedAt ? t('past.view') : t('past.resume')}
      </Button>
    </li>
  );
}
