import { CircleCheck, CircleDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AnswerCoverage } from '@shared/interview';
import { EngineBadge } from '@web/components/ai/engine-badge';
import { localDigits } from '@web/lib/digits';

/** The expected points, each marked covered (with the answer's words that covered it) or not yet. */
export function CoveragePanel({ points, coverage }: { points: readonly string[]; coverage: AnswerCoverage | null }) {
  const { t } = useTranslation('interview');
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" data-testid="coverage">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('coverage.title')}</h3>
        {coverage && (
          <p className="text-sm font-semibold text-indigo-800" data-testid="coverage-count">
            {t('coverage.count', { covered: localDigits(coverage.covered), total: localDigits(coverage.total) })}
          </p>
        )}
      </div>
      <ul className="space-y-2">
        {points.map((p, i) => {
          const c = coverage?.points[i];
          return (
            <li key={i} className="flex gap-2" data-testid="expected-point" data-covered={c?.covered ? 'true' : 'false'}>
              {c?.covered ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p className="text-slate-800">
                  <span className="sr-only">{c?.covered ? t('coverage.covered') : t('coverage.missed')}: </span>
                  {p}
                </p>
                {c?.covered && c.phrase && (
                  <p className="mt-0.5 text-sm break-words text-emerald-800" data-testid="matched-phrase">
                    {t('coverage.youSaid')} “{c.phrase}”
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {coverage && (
        <div className="space-y-1">
          <EngineBadge engine={coverage.engine} model={coverage.model} fallback={coverage.fallback} />
          {coverage.engine === 'offline' && <p className="text-xs text-slate-600">{t('coverage.offlineNote')}</p>}
        </div>
      )}
    </section>
  );
}
