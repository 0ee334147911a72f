import { useState } from 'react';
import { Archive, ArchiveRestore, Pencil, RotateCw } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { REPORT_STATUSES, type ReportedQuestion, type ReportStatus } from '@shared/admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useReports, useRestore, useRetire, useUpdateReport } from '../api/reports';

/** Reported questions, grouped, with what the desk can do about them. */
export function ReportsPanel({ onFix }: { onFix: (questionId: string) => void }) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useReports(status);
  return (
    <section className="space-y-4" aria-labelledby="reports-heading">
      <h2 id="reports-heading" className="text-xl font-semibold text-indigo-900">
        {t('reports.heading')}
      </h2>
      <Segmented
        label={t('reports.status')}
        name="report-status"
        value={status}
        onChange={setStatus}
        options={REPORT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      {reports.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : reports.isError ? (
        <Alert tone="error" title={t('reports.loadFailed')}>
          <p>{errorText(reports.error)}</p>
          <Button variant="secondary" className="mt-2" onClick={() => void reports.refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('retry')}
          </Button>
        </Alert>
      ) : reports.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t(`reports.empty.${status}`)}</p>
      ) : (
        <ul className="space-y-4">
          {reports.data.map((q) => (
            <ReportedQuestionCard key={q.questionId} q={q} onFix={onFix} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportedQuestionCard({ q, onFix }: { q: ReportedQuestion; onFix: (questionId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const update = useUpdateReport();
  const retire = useRetire();
  const restore = useRestore();
  const [reason, setReason] = useState('');
  const failed = (err: unknown) => toast.error(t('actionFailed'), { description: errorText(err) });
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <li>
      <Card className="space-y-3" data-testid="reported-question">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{q.questionId}</code>
          {q.subject && <span className="text-slate-600">{q.subject}</span>}
          {q.retired && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t('retired')}</span>}
        </div>
        <p className="text-slate-900">{q.question ?? t('notInBank')}</p>
        <ul className="space-y-2">
          {q.reports.map((r) => (
            <li key={r.id} className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-800">
                {t(`reasons.${r.reason}`)} · <span className="font-normal text-slate-600">{date(r.createdAt)}</span>
              </p>
              {r.text && <p className="mt-1 whitespace-pre-wrap text-slate-800">{r.text}</p>}
              {r.resolutionNote && <p className="mt-1 text-slate-600">{t('resolutionNote', { note: r.resolutionNote })}</p>}
              <div className="mt-2 flex flex-wrap gap-2">
                {(r.status === 'open' ? (['resolved', 'dismissed'] as const) : (['open'] as const)).map((s) => (
                  <Button
                    key={s}
                    variant="secondary"
                    disabled={update.isPending}
                    onClick={() => update.mutate({ id: r.id, status: s }, { onError: failed })}
                  >
                    {t(`actions.${s}`)}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
        {q.question !== null && (
          <Button onClick={() => onFix(q.questionId)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('actions.fix')}
          </Button>
        )}
        {q.question !== null &&
          (q.retired ? (
            <Button variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(q.questionId, { onError: failed })}>
              <ArchiveRestore aria-hidden="true" className="size-4" />
              {t('actions.restore')}
            </Button>
          ) : (
            <form
              className="flex flex-col gap-2 sm:flex-row"
              onSubmit={(e) => {
                e.preventDefault();
                retire.mutate({ questionId: q.questionId, reason }, { onError: failed, onSuccess: () => toast.success(t('retiredDone')) });
              }}
            >
              <label className="sr-only" htmlFor={`retire-${q.questionId}`}>
                {t('retireReason')}
              </label>
              <Input
                id={`retire-${q.questionId}`}
                placeholder={t('retireReason')}
                value={reason}
                minLength={3}
                maxLength={500}
                required
                onChange={(e) => setReason(e.target.value)}
              />
              <Button type="submit" variant="secondary" className="shrink-0 text-red-700" disabled={retire.isPending}>
                <Archive aria-hidden="true" className="size-4" />
                {t('actions.retire')}
              </Button>
            </form>
          ))}
      </Card>
    </li>
  );
}
