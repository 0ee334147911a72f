import { useState } from 'react';
import { ChevronDown, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Spinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import type { LoadedAttempt } from '../api/get-attempt';
import { useReview } from '../api/get-review';
import { useMockTopics } from '../api/mock-tests';
import { ResultAnalysis } from './result-analysis';
import { ResultSummary } from './result-summary';
import { ReviewList } from './review-list';

/** A submitted attempt: the score and analyses, then (a toggle, open for a mock) every question reviewed. */
export function ResultsView({ attempt }: { attempt: LoadedAttempt }) {
  const { t } = useTranslation('exam');
  const review = useReview(attempt.id, true);
  // The result names topics in English; the catalogue has both names, for the Marathi page.
  const catalogue = useMockTopics();
  const topicNames = new Map(catalogue.data?.flatMap((s) => s.topics.map((x) => [x.name.en, x.name] as const)));
  const [showReview, setShowReview] = useState(attempt.kind === 'mock');
  const result = review.data?.result ?? attempt.result;
  const daily = attempt.kind === 'daily';

  return (
    <div className="mx-auto max-w-4xl space-y-5" data-testid="results-view">
      <h1 className="text-2xl font-semibold text-indigo-900">{t('result.title')}</h1>
      {result && <ResultSummary result={result} percentile={review.data?.percentile} daily={daily} />}
      {result && <ResultAnalysis result={result} topicNames={topicNames} />}
      <div className="flex flex-wrap gap-2">
        <Link to={daily ? '/daily-exam' : '/mock-tests'} className={buttonClasses('primary')} data-testid="take-another">
          <RotateCcw aria-hidden="true" className="size-4" />
          {daily ? t('screen.back') : t('mock.takeAnother')}
        </Link>
        <Button variant="secondary" aria-expanded={showReview} onClick={() => setShowReview((v) => !v)} data-testid="toggle-review">
          <ChevronDown aria-hidden="true" className={showReview ? 'size-4 rotate-180' : 'size-4'} />
          {showReview ? t('result.hideReview') : t('result.showReview')}
        </Button>
      </div>
      {review.isError && (
        <Alert tone="error" title={t('result.loadError')}>
          <p>{errorText(review.error)}</p>
        </Alert>
      )}
      {review.isPending && <Spinner />}
      {showReview && review.data && (
        <ReviewList attemptId={attempt.id} items={review.data.items} initialLanguage={attempt.language === 'marathi' ? 'mr' : 'en'} />
      )}
    </div>
  );
}
