import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useSaveSettings, useStats } from '../api/reviews';

/** "06-14" style day labels, in the reader's digits. */
const dayLabel = (day: string, lang?: string) => localDigits(`${day.slice(8, 10)}/${day.slice(5, 7)}`, lang);

function DayChart({ data, dataKey, label, color }: { data: object[]; dataKey: string; label: string; color: string }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-semibold text-slate-700">{label}</figcaption>
      <div className="h-48 w-full" role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(d: string) => dayLabel(d, lang)} fontSize={11} interval="preserveStartEnd" minTickGap={12} />
            <YAxis allowDecimals={false} fontSize={11} tickFormatter={(v: number) => localDigits(v, lang)} />
            <Tooltip labelFormatter={(d) => dayLabel(String(d), lang)} formatter={(v) => [localDigits(Number(v), lang), label]} />
            <Bar dataKey={dataKey} fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** Reviews per day, retention, the 30-day due forecast, leeches, the streak (opt-in) and the daily limits. */
export default function StatsPanel() {
  const { t } = useTranslation('flashcards');
  const stats = useStats();
  const save = useSaveSettings();
  if (stats.isPending) return <Spinner />;
  if (stats.isError)
    return (
      <Alert tone="error" title={t('stats.error')}>
        <p>{errorText(stats.error)}</p>
      </Alert>
    );
  const s = stats.data;
  const change = (body: Parameters<typeof save.mutate>[0]) => save.mutate(body, { onError: (e) => toast.error(errorText(e)) });
  return (
    <section aria-labelledby="fc-stats" className="space-y-3" data-testid="flashcard-stats">
      <h2 id="fc-stats" className="text-xl font-semibold text-indigo-900">
        {t('stats.title')}
      </h2>
      <Card className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <div>
            <dt className="text-sm text-slate-600">{t('stats.retention')}</dt>
            <dd className="text-2xl font-semibold text-slate-900">
              {s.retention === null ? t('stats.notYet') : `${localDigits(Math.round(s.retention * 100))}%`}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('stats.total')}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{localDigits(s.reviewsTotal)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('stats.leeches')}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{localDigits(s.leeches)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('stats.streak')}</dt>
            <dd className="text-2xl font-semibold text-slate-900" data-testid="streak">
              {s.streak === null ? t('stats.streakOff') : t('stats.days', { count: s.streak, n: localDigits(s.streak) })}
            </dd>
          </div>
        </dl>
        <div className="grid gap-6 md:grid-cols-2">
          <DayChart data={s.days} dataKey="reviews" label={t('stats.perDay')} color="#4338ca" />
          <DayChart data={s.forecast} dataKey="due" label={t('stats.forecast')} color="#15803d" />
        </div>
        <div className="flex flex-wrap items-end gap-4 border-t border-slate-200 pt-4">
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              className="size-4 accent-indigo-700"
              checked={s.settings.streakOptIn}
              onChange={(e) => change({ streakOptIn: e.target.checked })}
            />
            {t('stats.showStreak')}
          </label>
          <label className="text-sm font-semibold text-slate-700">
            {t('stats.newPerDay')}
            <select
              className="ml-2 min-h-11 rounded-xl border border-slate-300 bg-white px-2"
              value={s.settings.newPerDay}
              onChange={(e) => change({ newPerDay: Number(e.target.value) })}
            >
              {[5, 10, 20, 30, 50].map((n) => (
                <option key={n} value={n}>
                  {localDigits(n)}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-slate-700">
            {t('stats.reviewsPerDay')}
            <select
              className="ml-2 min-h-11 rounded-xl border border-slate-300 bg-white px-2"
              value={s.settings.reviewsPerDay}
              onChange={(e) => change({ reviewsPerDay: Number(e.target.value) })}
            >
              {[50, 100, 200, 500].map((n) => (
                <option key={n} value={n}>
                  {localDigits(n)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </Card>
    </section>
  );
}
