import { lazy, Suspense } from 'react';
import type { CsatData } from '@shared/content';

const QuestionDataChart = lazy(() => import('./question-data-chart'));

export type DataLang = 'en' | 'mr';

const DEVANAGARI = '०१२३४५६७८९';
/** Numbers in the reader's digits (Devanagari for Marathi, as the paper prints them), labels such as years too. */
export const formatCell = (v: string | number, lang: DataLang): string =>
  typeof v === 'number'
    ? new Intl.NumberFormat(lang === 'mr' ? 'mr-IN' : 'en-IN').format(v)
    : lang === 'mr'
      ? v.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)]!)
      : v;

/**
 * The data of a CSAT data-interpretation question: always a table (readable by every screen reader and on any
 * phone), and for bar / line / pie data also the chart the question is about, drawn from the same rows.
 */
export function QuestionData({ data, lang }: { data: CsatData; lang: DataLang }) {
  const caption = data.unit ? `${data.title[lang]} (${data.unit[lang]})` : data.title[lang];
  return (
    <figure className="space-y-3 rounded-xl border border-slate-200 bg-white p-3">
      {data.type !== 'table' && (
        <Suspense fallback={<div className="h-56" aria-hidden="true" />}>
          <QuestionDataChart data={data} lang={lang} />
        </Suspense>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
          <thead>
            <tr>
              {data.columns.map((c, i) => (
                <th key={i} scope="col" className="border-b border-slate-300 px-2 py-1 text-left font-semibold text-slate-700">
                  {c[lang]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, r) => (
              <tr key={r} className="odd:bg-slate-50">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1 text-left font-medium text-slate-800">
                      {formatCell(cell, lang)}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1 text-right tabular-nums text-slate-800">
                      {formatCell(cell, lang)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
