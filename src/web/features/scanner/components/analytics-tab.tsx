import { useTranslation } from 'react-i18next';
import type { ScanAnalytics, ScanArea } from '@shared/scanner';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { plannerSubjectName } from '@web/lib/subject-name';
import { notePath } from './figures';
import { Link } from 'react-router';

/** Totals, accuracy from attempts made before the reveal, weak and strong areas (≤ 5 each), recommendations. */
export function AnalyticsTab({
  data,
  busy,
  onMock,
}: {
  data: ScanAnalytics;
  busy: boolean;
  onMock: (areas: ScanAnalytics['recommendations']) => void;
}) {
  const { t } = useTranslation('scanner');
  if (data.totalScans === 0) return <Card className="text-slate-600">{t('analytics.empty')}</Card>;
  return (
    <div className="space-y-4" data-testid="scan-analytics">
      <Card>
        <p>{t('analytics.totals', { scans: localDigits(data.totalScans), attempted: localDigits(data.attempted) })}</p>
        <p className="text-lg font-semibold">
          {data.accuracy === null ? t('analytics.noAccuracy') : t('analytics.accuracy', { value: localDigits(data.accuracy) })}
        </p>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Areas title={t('analytics.weak')} areas={data.weakAreas} empty={t('analytics.noWeak')} />
        <Areas title={t('analytics.strong')} areas={data.strongAreas} empty={t('analytics.noStrong')} />
      </div>
      {data.recommendations.length > 0 && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold">{t('analytics.recommendations')}</h2>
          <ul className="space-y-1">
            {data.recommendations.map((r) => (
              <li key={r.topicId}>
                <Link className="text-indigo-700 underline" to={notePath(r.subject, r.topic)}>
                  {t('analytics.readNote', { topic: r.topic })}
                </Link>
              </li>
            ))}
          </ul>
          <Button disabled={busy} onClick={() => onMock(data.recommendations)}>
            {t('analytics.mock')}
          </Button>
        </Card>
      )}
    </div>
  );
}

function Areas({ title, areas, empty }: { title: string; areas: ScanArea[]; empty: string }) {
  const { t } = useTranslation('scanner');
  return (
    <Card className="space-y-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {areas.length === 0 && <p className="text-slate-600">{empty}</p>}
      <ul className="space-y-1">
        {areas.map((a) => (
          <li key={a.topicId} className="flex justify-between gap-3">
            <span>
              {a.topic} <span className="text-sm text-slate-500">({plannerSubjectName(a.subject)})</span>
            </span>
            <span className="font-semibold whitespace-nowrap">
              {t('analytics.area', { correct: localDigits(a.correct), total: localDigits(a.total), value: localDigits(a.accuracy) })}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
