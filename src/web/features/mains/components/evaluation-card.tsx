import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MainsEvaluation } from '@shared/mains';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';

const CRITERIA = ['relevance', 'clarity', 'depth', 'language', 'structure'] as const;

/** One evaluation: the score, the five criteria out of 10, feedback, tips, and the evidence each was computed from. */
export function EvaluationCard({ evaluation: e, showQuestion = true }: { evaluation: MainsEvaluation; showQuestion?: boolean }) {
  const { t } = useTranslation('mains');
  return (
    <Card className="space-y-4" data-testid="evaluation">
      {showQuestion && <p className="font-semibold text-slate-900">{e.questionText}</p>}
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <p className="text-3xl font-bold text-indigo-800" data-testid="score">
          {t('score', { score: localDigits(e.score), total: localDigits(e.totalMarks) })}
        </p>
        <p className="text-sm text-slate-600">
          {t(e.engine === 'offline' ? 'engineOffline' : 'engineModel', { model: e.model })} · {t(e.source === 'upload' ? 'fromUpload' : 'fromTyped')}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {CRITERIA.map((c) => (
          <div key={c} className="rounded-xl bg-slate-50 p-2">
            <dt className="text-xs font-semibold text-slate-600">{t(`criteria.${c}`)}</dt>
            <dd className="text-lg font-bold">{t('outOf10', { n: localDigits(e.gradingBreakdown[c]) })}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="font-semibold">{t('feedback')}</h3>
        <p className="text-slate-800">{e.feedback}</p>
      </div>
      {e.improvementTips.length > 0 && (
        <div>
          <h3 className="font-semibold">{t('tips')}</h3>
          <ul className="list-disc space-y-1 pl-5">
            {e.improvementTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      )}
      <details className="rounded-xl border border-slate-200 p-3">
        <summary className="min-h-11 cursor-pointer font-semibold">{t('evidence')}</summary>
        <ul className="mt-2 space-y-2">
          {e.evidence.points.map((p) => (
            <li key={p.point} className="flex gap-2">
              {p.covered ? (
                <CheckCircle2 aria-label={t('covered')} className="mt-1 size-4 shrink-0 text-emerald-700" />
              ) : (
                <Circle aria-label={t('notCovered')} className="mt-1 size-4 shrink-0 text-slate-400" />
              )}
              <div>
                <p>{p.point}</p>
                {p.sentence && <p className="text-sm text-slate-600">“{p.sentence}”</p>}
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          {t('evidenceLine', {
            words: localDigits(e.evidence.wordCount),
            limit: localDigits(e.evidence.wordLimit),
            paragraphs: localDigits(e.evidence.structure.paragraphs),
            citations: e.evidence.citations.length ? e.evidence.citations.join(', ') : '—',
          })}
        </p>
      </details>
    </Card>
  );
}
