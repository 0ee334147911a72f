import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EssayComparison as Comparison } from '@shared/essay';
import { localDigits } from '@web/lib/digits';
import { formatDate } from '@web/lib/format';

/** A second attempt on the same topic: the total and each criterion, before and now. */
export function EssayComparison({ comparison, score }: { comparison: Comparison; score: number }) {
  const { t } = useTranslation('essay', { keyPrefix: 'result' });
  return (
    <section className="rounded-xl border border-indigo-200 bg-indigo-50 p-4" data-testid="essay-comparison" aria-labelledby="comparison-title">
      <h3 id="comparison-title" className="font-semibold text-indigo-950">
        {t('comparison.title')}
      </h3>
      <p className="text-sm text-indigo-950">
        {t('comparison.total', { before: localDigits(comparison.previousScore), after: localDigits(score) })} ·{' '}
        {t('comparison.previousOn', { date: formatDate(comparison.previousAt) })}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {comparison.changes.map((c) => {
          const delta = c.after - c.before;
          const [Icon, tone, word] =
            delta > 0
              ? [ArrowUp, 'text-green-800', t('comparison.improved')]
              : delta < 0
                ? [ArrowDown, 'text-red-800', t('comparison.declined')]
                : [ArrowRight, 'text-slate-700', t('comparison.same')];
          return (
            <li key={c.id} className="flex flex-wrap items-center gap-x-2" data-testid={`change-${c.id}`} data-delta={delta}>
              <Icon aria-hidden="true" className={`size-4 ${tone}`} />
              <span className="font-semibold text-slate-900">{t(`criterion.${c.id}`)}</span>
              <span className="tabular-nums text-slate-800">
                {localDigits(c.before)} → {localDigits(c.after)} / {localDigits(c.max)}
              </span>
              <span className={tone}>({word})</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
