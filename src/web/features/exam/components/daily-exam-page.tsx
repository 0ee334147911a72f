import { useEffect, useState } from 'react';
import { DAILY_QUESTION_COUNT } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { Segmented } from '@web/components/ui/segmented';
import { errorText } from '@web/lib/error-text';
import { getAttemptQueryOptions } from '../api/get-attempt';
import { getDailyCheckQueryOptions, useDailyCheck, useGenerateDaily, type DailyCheck } from '../api/daily-exam';
import { isPaidPlanRequired } from '../lib/api-errors';
import { num } from '../lib/numbers';
import { DailyNoAccess, DailyReadyCard, MessageCard } from './daily-cards';

/**
 * Spec 02 §4: while the server prepares the paper the bar moves by random steps every 2 s, never past 90 %; it is
 * replaced by the ready card the moment the server answers (generation takes well under a second now).
 */
function GenerateProgress() {
  const { t } = useTranslation('exam');
  const [progress, setProgress] = useState(5);
  useEffect(() => {
    const timer = setInterval(() => setProgress((p) => Math.min(90, p + 5 + Math.round(Math.random() * 10))), 2000);
    return () => clearInterval(timer);
  }, []);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={t('daily.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-600 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <p className="text-sm text-slate-600">{t('daily.generating')}</p>
    </div>
  );
}

/** /daily-exam (signed in): no access, generate, ready or done; the exam itself runs at /daily-exam/attempt/:id. */
export default function DailyExamPage() {
  const { t, i18n } = useTranslation('exam');
  const queryClient = useQueryClient();
  const check = useDailyCheck(true);
  const generate = useGenerateDaily();
  const [language, setLanguage] = useState<'english' | 'marathi'>(i18n.resolvedLanguage === 'mr' ? 'marathi' : 'english');

  const header = <PageHeader title={t('daily.title')} subtitle={t('daily.subtitle')} />;
  if (check.isPending) return <PageSpinner label={t('daily.title')} />;
  if (isPaidPlanRequired(check.error) || isPaidPlanRequired(generate.error))
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        {header}
        <DailyNoAccess />
      </div>
    );

  const attempt = check.data?.attempt;
  const onGenerate = () =>
    generate.mutate(
      { language, questionCount: DAILY_QUESTION_COUNT },
      {
        onSuccess: (a) => {
          toast.success(t('daily.generated'));
          queryClient.setQueryData(getAttemptQueryOptions(a.id).queryKey, a);
          queryClient.setQueryData<DailyCheck>(getDailyCheckQueryOptions().queryKey, (old) => ({
            day: a.day ?? old?.day ?? '',
            hasExamToday: true,
            attempt: a,
          }));
        },
        onError: (error) => {
          if (!isPaidPlanRequired(error)) toast.error(`${t('daily.generateFailed')} ${errorText(error)}`);
        },
      },
    );

  return (
    <div className="mx-auto max-w-3xl space-y-6" data-testid="daily-exam-page">
      {header}
      {check.isError && (
        <Alert tone="warning" title={t('daily.checkError')}>
          <p>{errorText(check.error)}</p>
        </Alert>
      )}
      {attempt ? (
        <DailyReadyCard
          id={attempt.id}
          submitted={attempt.status === 'submitted'}
          body={
            attempt.status === 'submitted'
              ? t('daily.doneBody')
              : t('daily.readyBody', {
                  count: attempt.questions.length,
                  n: num(attempt.questions.length),
                  minutes: num(Math.ceil(attempt.remainingSeconds / 60)),
                })
          }
          action={
            attempt.status === 'submitted'
              ? t('daily.viewResult')
              : attempt.answers.some((a) => a.choice !== null || a.timeSpentMs > 0)
                ? t('daily.resume')
                : t('daily.start')
          }
        />
      ) : (
        <MessageCard Icon={CalendarDays} title={t('daily.generateTitle')} testId="daily-generate">
          <p className="text-slate-700">{t('daily.generateBody')}</p>
          <div className="flex justify-center">
            <Segmented
              label={t('daily.language')}
              name="daily-language"
              value={language}
              onChange={setLanguage}
              disabled={generate.isPending}
              options={[
                { value: 'english', label: t('languages.english') },
                { value: 'marathi', label: t('languages.marathi') },
              ]}
            />
          </div>
          {generate.isPending && <GenerateProgress />}
          <Button onClick={onGenerate} disabled={generate.isPending} data-testid="daily-generate-button">
            {t('daily.generate')}
          </Button>
        </MessageCard>
      )}
    </div>
  );
}
