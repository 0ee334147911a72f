import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { localDigits } from '@web/lib/digits';
import { useAnalytics, useLayers, useProgress } from '../api/maps';
import { contentCode, pickText } from '../lib/map-text';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
    </div>
  );
}

/** My Progress: layers completed, quiz accuracy and attempts, totals (computed on the server), and each layer's progress. */
export function ProgressTab() {
  const { t, i18n } = useTranslation('maps');
  const code = contentCode(i18n.resolvedLanguage);
  const analytics = useAnalytics();
  const progress = useProgress();
  const layers = useLayers();
  if (analytics.isPending || progress.isPending) return <PageSpinner label={t('loading')} />;
  if (analytics.isError) return <p role="alert">{errorText(analytics.error)}</p>;
  const a = analytics.data;
  const n = (x: number) => localDigits(x);
  return (
    <div className="space-y-5" data-testid="progress-tab">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat
          testId="stat-completed"
          label={t('progress.completed')}
          value={t('progress.of', { done: n(a.user.completedLayers), total: n(a.totalLayers) })}
        />
        <Stat
          testId="stat-accuracy"
          label={t('progress.accuracy')}
          value={a.user.totalAttempts ? `${n(a.user.accuracy)}%` : t('progress.noAttempts')}
        />
        <Stat
          testId="stat-attempts"
          label={t('progress.attempts')}
          value={t('progress.correctOf', { correct: n(a.user.correctAttempts), total: n(a.user.totalAttempts) })}
        />
        <Stat
          testId="stat-viewed"
          label={t('progress.viewed')}
          value={t('progress.of', { done: n(a.user.hotspotsViewed), total: n(a.totalHotspots) })}
        />
        <Stat
          testId="stat-locate"
          label={t('progress.locate')}
          value={t('progress.correctOf', { correct: n(a.user.locateWithinRadius), total: n(a.user.locateAttempts) })}
        />
        <Stat testId="stat-score" label={t('progress.score')} value={n(a.user.totalScore)} />
        <Stat testId="stat-hotspots" label={t('progress.totalHotspots')} value={n(a.totalHotspots)} />
        <Stat testId="stat-quizzes" label={t('progress.totalQuizzes')} value={n(a.totalQuizzes)} />
      </div>
      <section aria-labelledby="layer-progress" className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="layer-progress" className="mb-3 font-semibold text-slate-900">
          {t('progress.byLayer')}
        </h2>
        <p className="mb-3 text-sm text-slate-600">{t('progress.rule')}</p>
        <ul className="space-y-3">
          {progress.data?.layers.map((p) => {
            const l = layers.data?.find((x) => x.id === p.layerId);
            const share = p.totalHotspots + p.totalQuizzes ? (p.hotspotsViewed + p.quizzesCorrect) / (p.totalHotspots + p.totalQuizzes) : 0;
            return (
              <li key={p.layerId} data-testid="layer-progress" data-layer-id={p.layerId} data-completed={p.completed}>
                <div className="flex flex-wrap justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900">{l ? pickText(l.name, code) : p.layerId}</span>
                  <span className="text-slate-600">
                    {t('progress.layerLine', {
                      viewed: n(p.hotspotsViewed),
                      places: n(p.totalHotspots),
                      correct: n(p.quizzesCorrect),
                      quizzes: n(p.totalQuizzes),
                    })}
                  </span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-slate-100" role="presentation">
                  <div
                    className={`h-2 rounded-full ${p.completed ? 'bg-green-600' : 'bg-indigo-600'}`}
                    style={{ width: `${Math.round(share * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
