import { CircleCheck, CircleDashed, Lightbulb, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EssayDetail } from '@shared/essay';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageSpinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { useEssay } from '../api/essays';
import { EssayComparison } from './essay-comparison';

export const scoreTone = (score: number, max = 100) =>
  score >= 0.7 * max ? 'bg-green-100 text-green-900' : score >= 0.5 * max ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-900';

/** One essay's evaluation, loaded by id. */
export function EssayResult({ id }: { id: string }) {
  const { t } = useTranslation('essay', { keyPrefix: 'result' });
  const { t: tc } = useTranslation('essay');
  const essay = useEssay(id);
  if (essay.isPending) return <PageSpinner label={t('title')} />;
  if (essay.isError)
    return (
      <Alert tone="error" title={t('loadFailed')} data-testid="result-error">
        <p>{errorText(essay.error)}</p>
        <Button variant="secondary" onClick={() => void essay.refetch()}>
          {tc('retry')}
        </Button>
      </Alert>
    );
  return <Evaluation essay={essay.data} />;
}

function Evaluation({ essay }: { essay: EssayDetail }) {
  const { t } = useTranslation('essay', { keyPrefix: 'result' });
  const e = essay.evaluation;
  const lang = essay.language === 'marathi' ? 'mr' : 'en';
  return (
    <div className="space-y-5" data-testid="essay-result" data-essay-id={essay.id}>
      <div className="flex flex-wrap items-start gap-4">
        <div className={cn('flex min-w-24 flex-col items-center rounded-2xl px-4 py-2', scoreTone(essay.aiScore))} data-testid="essay-score">
          <span className="text-3xl font-bold tabular-nums">{localDigits(essay.aiScore)}</span>
          <span className="text-xs font-semibold">{t('outOf')}</span>
        </div>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-lg font-semibold break-words text-slate-900" lang={lang}>
            {essay.topic}
          </h3>
          <p className="text-sm text-slate-600">
            {formatDate(essay.createdAt)} · {t('words', { n: localDigits(e.wordCount), target: localDigits(e.targetWords) })}
          </p>
          <EngineBadge engine={essay.engine} model={essay.model} />
        </div>
      </div>
      {essay.previous && <EssayComparison comparison={essay.previous} score={essay.aiScore} />}
      {e.ignored.length > 0 && (
        <Alert tone="warning" title={t('ignoredTitle')} icon={<ShieldAlert aria-hidden="true" className="size-5" />} data-testid="ignored-sentences">
          <p>{t('ignoredBody')}</p>
          <ul className="list-disc pl-5" lang={lang}>
            {e.ignored.map((s, i) => (
              <li key={i} className="break-words">
                {s}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <section aria-labelledby="feedback-title">
        <h3 id="feedback-title" className="font-semibold text-indigo-900">
          {t('feedback')}
        </h3>
        <p className="text-slate-800" lang={lang}>
          {e.feedback}
        </p>
      </section>
      <section aria-labelledby="criteria-title">
        <h3 id="criteria-title" className="font-semibold text-indigo-900">
          {t('criteria')}
        </h3>
        <ul className="mt-2 space-y-3" data-testid="criteria">
          {e.criteria.map((c) => (
            <li key={c.id} data-testid={`criterion-${c.id}`}>
              <div className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">{t(`criterion.${c.id}`)}</span>
                <span className="tabular-nums font-semibold text-slate-800">
                  {localDigits(c.score)} / {localDigits(c.max)}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                <div className="h-2 rounded-full bg-indigo-600" style={{ width: `${Math.round((100 * c.score) / c.max)}%` }} />
              </div>
              <p className="mt-1 text-sm text-slate-700" lang={lang}>
                {c.note}
              </p>
              {c.evidence.length > 0 && (
                <details className="mt-1 text-sm">
                  <summary className="min-h-8 cursor-pointer font-semibold text-indigo-800">{t('evidence')}</summary>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700" lang={lang}>
                    {c.evidence.map((s, i) => (
                      <li key={i} className="break-words">
                        {s}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      </section>
      {e.dimensions.length > 0 && (
        <section aria-labelledby="dimensions-title">
          <h3 id="dimensions-title" className="font-semibold text-indigo-900">
            {t('dimensions')}
          </h3>
          <ul className="mt-1 space-y-1 text-sm" lang={lang}>
            {e.dimensions.map((d) => (
              <li key={d.label} className="flex gap-2">
                {d.covered ? (
                  <CircleCheck aria-label={t('covered')} className="mt-0.5 size-4 shrink-0 text-green-700" />
                ) : (
                  <CircleDashed aria-label={t('notCovered')} className="mt-0.5 size-4 shrink-0 text-slate-500" />
                )}
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-slate-900">{d.label}</span>
                  {d.sentence && <span className="block text-slate-600">“{d.sentence}”</span>}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {e.tips.length > 0 && (
        <section aria-labelledby="tips-title" className="rounded-xl bg-amber-50 p-4">
          <h3 id="tips-title" className="flex items-center gap-1.5 font-semibold text-amber-950">
            <Lightbulb aria-hidden="true" className="size-4" />
            {t('tips')}
          </h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-amber-950" lang={lang} data-testid="essay-tips">
            {e.tips.map((tip, i) => (
              <li key={i}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="min-h-8 cursor-pointer font-semibold text-indigo-800">{t('showEssay')}</summary>
        <p className="mt-2 whitespace-pre-wrap break-words text-slate-900" lang={lang} data-testid="essay-content">
          {essay.content}
        </p>
      </details>
    </div>
  );
}
