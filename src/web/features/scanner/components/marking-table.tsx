import { useTranslation } from 'react-i18next';
import type { MarkingStrategy } from '@shared/scanner';
import { localDigits } from '@web/lib/digits';

/** When a guess pays: the expected marks of guessing among the options left, per negative-marking mode (computed). */
export function MarkingTable({ marking }: { marking: MarkingStrategy }) {
  const { t } = useTranslation('scanner');
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t('marking.title')}</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-1 pr-3 font-normal">{t('marking.eliminated')}</th>
              {marking.map((m) => (
                <th key={m.mode} className="py-1 pr-3 font-normal">
                  {t(`marking.mode.${m.mode}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {marking[0]!.rows.map((r, i) => (
              <tr key={r.eliminated} className="border-t border-slate-100">
                <td className="py-1 pr-3">{localDigits(r.eliminated)}</td>
                {marking.map((m) => {
                  const row = m.rows[i]!;
                  return (
                    <td key={m.mode} className={row.worthIt ? 'py-1 pr-3 text-emerald-700' : 'py-1 pr-3 text-rose-700'}>
                      {localDigits(row.expected > 0 ? `+${row.expected}` : row.expected)} · {row.worthIt ? t('marking.worth') : t('marking.skip')}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">{t('marking.note')}</p>
    </div>
  );
}
