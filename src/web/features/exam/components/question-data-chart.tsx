import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CsatData } from '@shared/content';
import { formatCell, type DataLang } from './question-data';

const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed', '#be123c', '#0e7490', '#4d7c0f'];

/** The chart of a data question (lazy: Recharts loads only when a test has one). The table beside it is the text form. */
export default function QuestionDataChart({ data, lang }: { data: CsatData; lang: DataLang }) {
  const series = data.columns.slice(1).map((c, i) => ({ key: `s${i}`, name: c[lang] }));
  const rows = data.rows.map((r) =>
    Object.fromEntries([['label', String(formatCell(r[0]!, lang))], ...r.slice(1).map((v, i) => [`s${i}`, Number(v)])]),
  );
  const fmt = (v: unknown) => String(formatCell(Number(v), lang));
  // grid, axes, tooltip and legend are the same for bars and lines
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="label" />,
    <YAxis key="y" tickFormatter={fmt} width={48} />,
    <Tooltip key="tip" formatter={fmt} />,
    series.length > 1 && <Legend key="legend" />,
  ];
  // Out of the accessibility tree and the tab order (the table is the text form): `inert` covers whatever Recharts
  // makes focusable, which aria-hidden alone would leave reachable by Tab.
  return (
    <div className="h-56 w-full" inert>
      <ResponsiveContainer width="100%" height="100%">
        {data.type === 'pie' ? (
          <PieChart accessibilityLayer={false}>
            <Pie data={rows} dataKey="s0" nameKey="label" outerRadius="80%" isAnimationActive={false} label={({ name }) => String(name)}>
              {rows.map((_, i) => (
                <Cell key={i} fill={COLOURS[i % COLOURS.length]} />
              ))}
            </Pie>
            <Tooltip formatter={fmt} />
          </PieChart>
        ) : data.type === 'line' ? (
          <LineChart data={rows} accessibilityLayer={false}>
            {axes}
            {series.map((s, i) => (
              <Line key={s.key} dataKey={s.key} name={s.name} stroke={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false}>
            {axes}
            {series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={COLOURS[i % COLOURS.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
