import type { ExamResult } from '@shared/exam';
import { useTranslation } from 'react-i18next';
import { Card } from '@web/components/ui/card';
import { num } from '../lib/numbers';

const FREQUENCIES = ['frequent', 'moderate', 'rare', 'unknown'] as const;

function Bar({ percent }: { percent: number }) {
  return (
    <span aria-hidden="true" className="block h-2 w-full overflow-hidden rounded-full bg-slate-200">
      <span className="block h-full rounded-full bg-indigo-600" style={{ width: `${Math.max(0, Math.min(100, percent))}%` }} />
    </span>
  );
}

/** Topic analysis, frequency analysis (saying "not known" where the bank has no value) and negative marking. */
export function ResultAnalysis({ result, topicNames }: { result: ExamResult; topicNames: ReadonlyMap<string, { en: string; mr: string }> }) {
  const { t, i18n } = useTranslation('exam');
  const topicName = (en: string) => (i18n.resolvedLanguage === 'mr' ? (topicNames.get(en)?.mr ?? en) : en);
  const freq = FREQUENCIES.filter((f) => result.frequencyAnalysis[f].total > 0);
  const unknown = result.frequencyAnalysis.unknown.total;
  const negative = result.scoring !== 'percentage';

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card className="space-y-3 md:col-span-2" data-testid="topic-analysis">
        <h2 className="text-lg font-semibold text-indigo-900">{t('result.topicTitle')}</h2>
        <ul className="space-y-3">
          {result.topicAnalysis.map((topic) => (
            <li key={topic.topic} className="space-y-1">
              <div className="flex justify-between gap-3 text-sm">
                <span className="font-semibold text-slate-800">{topicName(topic.topic)}</span>
                <span className="shrink-0 tabular-nums text-slate-700">
                  {t('result.topicScore', { correct: num(topic.correct), total: num(topic.total) })} · {num(topic.accuracy)}%
                </span>
              </div>
              <Bar percent={topic.accuracy} />
            </li>
          ))}
        </ul>
      </Card>
      <Card className="space-y-3" data-testid="frequency-analysis">
        <h2 className="text-lg font-semibold text-indigo-900">{t('result.frequencyTitle')}</h2>
        <ul className="space-y-2">
          {freq.map((f) => {
            const { correct, total } = result.frequencyAnalysis[f];
            return (
              <li key={f} className="flex justify-between gap-3 text-sm" data-testid={`frequency-${f}`}>
                <span className="text-slate-800">{t(`result.frequency.${f}`)}</span>
                <span className="tabular-nums text-slate-700">{t('result.topicScore', { correct: num(correct), total: num(total) })}</span>
              </li>
            );
          })}
        </ul>
        {unknown > 0 && <p className="text-sm text-slate-600">{t('result.unknownNote', { n: num(unknown) })}</p>}
      </Card>
      <Card className="space-y-3" data-testid="negative-marking">
        <h2 className="text-lg font-semibold text-indigo-900">{t('result.negativeTitle')}</h2>
        {negative ? (
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-800">{t('result.marksLost')}</dt>
              <dd className="font-semibold text-red-700 tabular-nums" data-testid="marks-lost">
                {num(result.negativeMarking.marksLost)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-slate-800">{t('result.ifSkipped')}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums" data-testid="if-skipped">
                {num(result.negativeMarking.scoreIfWrongSkipped)}
              </dd>
            </div>
          </dl>
        ) : (
          <p className="text-sm text-slate-700">{t('result.noNegative')}</p>
        )}
      </Card>
    </div>
  );
}
