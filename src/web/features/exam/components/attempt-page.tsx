import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { buttonClasses } from '@web/components/ui/button-classes';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useAttempt } from '../api/get-attempt';
import { ExamScreen } from './exam-screen';
import { ResultsView } from './results-view';

/**
 * /mock-tests/attempt/:id and /daily-exam/attempt/:id: the attempt id lives in the URL, so a reload (or another
 * device) resumes from the server: the exam screen while it runs, the result once submitted.
 */
export default function AttemptPage() {
  const { t } = useTranslation('exam');
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const back = pathname.startsWith('/daily-exam') ? '/daily-exam' : '/mock-tests';
  const queryClient = useQueryClient();
  const attempt = useAttempt(id);
  const onFinished = useCallback(() => queryClient.invalidateQueries({ queryKey: ['exam'] }), [queryClient]);

  if (attempt.isPending) return <PageSpinner label={t('screen.loading')} />;
  if (attempt.isError)
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <Alert tone="error" title={t('screen.loadError')} data-testid="attempt-error">
          <p>{errorText(attempt.error)}</p>
        </Alert>
        <Link to={back} className={buttonClasses('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('screen.back')}
        </Link>
      </div>
    );
  const a = attempt.data;
  if (a.status === 'in-progress') return <ExamScreen key={a.id} attempt={a} onFinished={onFinished} />;
  return <ResultsView attempt={a} />;
}
