import type { MockGenerateRequest } from '@shared/exam';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { getAttemptQueryOptions } from '../api/get-attempt';
import { useGenerateMock, useMockTopics } from '../api/mock-tests';
import { FullLengthCard, type FullLengthPaper } from './full-length-card';
import { MockConfigForm, type MockConfig } from './mock-config-form';
import { RecentTests } from './recent-tests';

/** /mock-tests: the configuration and Recent Tests; starting creates the attempt on the server and opens it. */
export default function MockTestsPage() {
  const { t } = useTranslation('exam');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const topics = useMockTopics();
  const generate = useGenerateMock();

  const start = (body: MockGenerateRequest) =>
    generate.mutate(body, {
      onSuccess: (attempt) => {
        queryClient.setQueryData(getAttemptQueryOptions(attempt.id).queryKey, attempt);
        void navigate(`/mock-tests/attempt/${attempt.id}`);
      },
      onError: (error) => toast.error(errorText(error)),
    });
  const onStart = (config: MockConfig) => start({ kind: 'topics', ...config });
  const onFullLength = (paper: FullLengthPaper, language: MockConfig['language']) => start({ kind: 'full-length', paper, language });

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('mock.title')} subtitle={t('mock.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {topics.isPending && <PageSpinner label={t('mock.configTitle')} />}
        {topics.isError && (
          <Alert tone="error" title={t('mock.topicsError')}>
            <p>{errorText(topics.error)}</p>
            <Button variant="secondary" onClick={() => void topics.refetch()}>
              {t('mock.retry')}
            </Button>
          </Alert>
        )}
        {topics.data && <MockConfigForm catalogue={topics.data} busy={generate.isPending} onStart={onStart} />}
        <div className="space-y-6">
          <RecentTests />
          <FullLengthCard busy={generate.isPending} onStart={onFullLength} />
        </div>
      </div>
    </div>
  );
}
