import { useState } from 'react';
import type { AttemptReview } from '@shared/exam';
import { useTranslation } from 'react-i18next';
import { Segmented } from '@web/components/ui/segmented';
import { num } from '../lib/numbers';
import { filterCounts, matchesFilter, REVIEW_FILTERS, type ReviewFilter } from '../lib/result-view';
import type { ExamLanguage } from '../lib/use-exam-session';
import { ReportDialog } from './report-dialog';
import { ReviewItem } from './review-item';

type Item = AttemptReview['items'][number];

/** Every question with the right answer, the candidate's choice, explanation, source and cohort figures, filterable. */
export function ReviewList({ attemptId, items, initialLanguage }: { attemptId: string; items: readonly Item[]; initialLanguage: ExamLanguage }) {
  const { t } = useTranslation('exam');
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [language, setLanguage] = useState<ExamLanguage>(initialLanguage);
  const [reporting, setReporting] = useState<string | null>(null);
  const counts = filterCounts(items);
  const shown = items.map((item, i) => ({ item, n: i + 1 })).filter(({ item }) => matchesFilter(item, filter));

  return (
    <section className="space-y-4" aria-labelledby="review-title" data-testid="review-list">
      <h2 id="review-title" className="text-xl font-semibold text-indigo-900">
        {t('review.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <Segmented
          label={t('review.filter')}
          name="review-filter"
          value={filter}
          onChange={setFilter}
          options={REVIEW_FILTERS.map((f) => ({ value: f, label: t(`review.filters.${f}`, { count: num(counts[f]) }) }))}
          data-testid="review-filter"
        />
        <Segmented
          label={t('review.languageLabel')}
          name="review-language"
          value={language}
          onChange={setLanguage}
          options={[
            { value: 'en', label: t('languages.english') },
            { value: 'mr', label: t('languages.marathi') },
          ]}
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-600" data-testid="review-empty">
          {t('review.empty')}
        </p>
      ) : (
        <ol className="space-y-4">
          {shown.map(({ item, n }) => (
            <ReviewItem key={item.id} item={item} n={n} language={language} onReport={() => setReporting(item.id)} />
          ))}
        </ol>
      )}
      {reporting && <ReportDialog attemptId={attemptId} questionId={reporting} onClose={() => setReporting(null)} />}
    </section>
  );
}
