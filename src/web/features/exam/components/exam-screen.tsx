import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card } from '@web/components/ui/card';
import { errorText } from '@web/lib/error-text';
import { getAttempt, type LoadedAttempt } from '../api/get-attempt';
import { submitAttempt } from '../api/submit-attempt';
import { isAttemptClosed, isRetryable } from '../lib/api-errors';
import { answerCounts } from '../lib/palette';
import { deadlineFrom } from '../lib/timer';
import { useCountdown } from '../lib/use-countdown';
import { useExamSession } from '../lib/use-exam-session';
import { useExamShortcuts } from '../lib/use-exam-shortcuts';
import { ExamStatusBar } from './exam-status-bar';
import { Modal } from './modal';
import { QuestionPalette } from './question-palette';
import { QuestionPanel } from './question-panel';
import { SubmitDialog } from './submit-dialog';

/**
 * The exam screen shared by mock tests and the daily paper. The server owns the attempt: answers are autosaved as
 * they change, the clock counts from the server's remaining seconds, and `onFinished` reloads the attempt (then
 * submitted) to show the result.
 */
export function ExamScreen({ attempt, onFinished }: { attempt: LoadedAttempt; onFinished: () => Promise<void> }) {
  const { t } = useTranslation('exam');
  const [confirming, setConfirming] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const retry = useRef<() => Promise<void>>(async () => {});

  const session = useExamSession(attempt, {
    onClosed: () => {
      toast.info(t('screen.closed'));
      void onFinished();
    },
    onDropped: (error) => toast.error(errorText(error)),
  });

  const submit = useCallback(
    async (auto: boolean) => {
      if (busy.current) return;
      busy.current = true;
      setSubmitting(true);
      session.saveCurrent();
      // The server scores only what it has: wait for the queued answers (a little past zero it still takes them).
      const flushed = await session.queue.flush(auto ? 2500 : 8000);
      if (!flushed && !auto) {
        toast.error(t('screen.unsaved'));
        busy.current = false;
        setSubmitting(false);
        return;
      }
      try {
        await submitAttempt(attempt.id, attempt.kind);
        session.queue.stop();
        await onFinished();
      } catch (error) {
        if (isAttemptClosed(error)) {
          await onFinished();
          return;
        }
        toast.error(errorText(error));
        busy.current = false;
        setSubmitting(false);
        // Time is up but the connection is down: try again; the server finalises it from the saved answers anyway.
        if (auto && isRetryable(error)) setTimeout(() => void retry.current(), 5000);
      }
    },
    [attempt.id, attempt.kind, onFinished, session, t],
  );

  useEffect(() => {
    retry.current = () => submit(true);
  }, [submit]);

  const [deadline, setDeadline] = useState(() => deadlineFrom(attempt.remainingSeconds, attempt.receivedAt));
  useEffect(() => {
    // A phone asleep may pause the page's clock: when the page is looked at again, take the time from the server.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      getAttempt(attempt.id).then(
        (fresh) => (fresh.status === 'submitted' ? void onFinished() : setDeadline(deadlineFrom(fresh.remainingSeconds, fresh.receivedAt))),
        () => {}, // offline: the local clock goes on
      );
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [attempt.id, onFinished]);
  const secondsLeft = useCountdown(deadline, () => {
    setConfirming(false);
    toast.info(t('screen.timeUp'));
    void submit(true);
  });

  useExamShortcuts(session, !confirming && !paletteOpen && !submitting);

  useEffect(() => {
    // Leaving with answers still unsent: the browser asks first.
    const onLeave = (event: BeforeUnloadEvent) => {
      if (session.queue.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onLeave);
    return () => window.removeEventListener('beforeunload', onLeave);
  }, [session.queue]);

  const title = attempt.kind === 'daily' ? t('screen.dailyTitle') : t('screen.mockTitle');
  return (
    <div className="mx-auto max-w-6xl space-y-4" data-testid="exam-screen">
      <ExamStatusBar
        title={title}
        secondsLeft={secondsLeft}
        saveStatus={session.saveStatus}
        language={session.language}
        onLanguage={session.setLanguage}
        onOpenPalette={() => setPaletteOpen(true)}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-3">
          <QuestionPanel session={session} onSubmit={() => setConfirming(true)} />
          <p className="text-sm text-slate-600" data-testid="shortcuts">
            <span className="font-semibold">{t('screen.shortcutsTitle')}:</span> {t('screen.shortcuts')}
          </p>
        </div>
        <aside className="hidden lg:block" aria-label={t('screen.palette')}>
          <Card className="sticky top-44">
            <QuestionPalette session={session} />
          </Card>
        </aside>
      </div>
      {paletteOpen && (
        <Modal
          variant="sheet"
          title={t('screen.palette')}
          closeLabel={t('screen.closePalette')}
          onClose={() => setPaletteOpen(false)}
          data-testid="palette-sheet"
        >
          <QuestionPalette session={session} onPick={() => setPaletteOpen(false)} />
        </Modal>
      )}
      {confirming && (
        <SubmitDialog
          counts={answerCounts(
            session.questions.map((q) => q.id),
            session.answers,
          )}
          busy={submitting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit(false)}
        />
      )}
    </div>
  );
}
