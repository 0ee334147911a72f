import { ChevronLeft, ChevronRight, Flag, LogOut, Send, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERVIEW_ANSWER_MAX, type InterviewSession } from '@shared/interview';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useAnswer, useEndSession } from '../api/interview';
import { clock, useElapsed } from '../lib/use-elapsed';
import { CoveragePanel } from './coverage-panel';
import { VoiceRecorder } from './voice-recorder';

/** The active session (spec 02 §4): one question at a time, a timer, the answer box, Previous, Next/Finish, End Session. */
export function SessionView({ session, onEnded }: { session: InterviewSession; onEnded: () => void }) {
  const { t } = useTranslation('interview');
  const id = useId();
  const first = session.items.findIndex((i) => i.answer === null);
  const [index, setIndex] = useState(first === -1 ? 0 : first);
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const answer = useAnswer(session.id);
  const end = useEndSession(session.id);
  const item = session.items[index]!;
  const last = index === session.items.length - 1;
  const draft = drafts[item.position] ?? item.answer ?? '';
  const seconds = useElapsed(item.position, true, item.seconds ?? 0);

  const submit = () => {
    if (!draft.trim()) return;
    answer.mutate({ position: item.position, answer: draft.trim(), seconds });
  };
  const finish = () => end.mutate(undefined, { onSuccess: onEnded });
  const go = (to: number) => {
    answer.reset();
    setIndex(to);
  };

  return (
    <Card className="space-y-4" data-testid="interview-session">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-700" data-testid="question-progress">
          {t('session.progress', { n: localDigits(index + 1), total: localDigits(session.items.length) })}
        </p>
        <p
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-800"
          aria-live="off"
          data-testid="question-timer"
        >
          <Timer aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('session.timer')}</span>
          {localDigits(clock(seconds))}
        </p>
      </div>
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800" data-testid="question-category">
            {t(`categories.${item.category}`)}
          </span>
          {item.kind !== 'bank' && (
            <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">{t(`kinds.${item.kind}`)}</span>
          )}
        </div>
        <h2 className="text-lg font-semibold text-slate-900 sm:text-xl" data-testid="question-text" data-question-id={item.id}>
          {item.question}
        </h2>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-answer`} className="block text-sm font-semibold text-slate-700">
          {t('session.answerLabel')}
        </label>
        <textarea
          id={`${id}-answer`}
          value={draft}
          maxLength={INTERVIEW_ANSWER_MAX}
          rows={7}
          onChange={(e) => setDrafts({ ...drafts, [item.position]: e.target.value })}
          placeholder={t('session.answerPlaceholder')}
          className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-indigo-600"
          data-testid="answer-box"
        />
      </div>
      <VoiceRecorder key={item.position} />
      {answer.isError && (
        <Alert tone="error" title={t('session.answerFailed')}>
          <p>{errorText(answer.error)}</p>
        </Alert>
      )}
      <Button onClick={submit} disabled={!draft.trim() || answer.isPending} data-testid="check-answer">
        <Send aria-hidden="true" className="size-4" />
        {answer.isPending ? t('session.checking') : item.answer ? t('session.recheck') : t('session.check')}
      </Button>
      {item.expectedPoints && <CoveragePanel points={item.expectedPoints} coverage={item.coverage} />}
      {end.isError && (
        <Alert tone="error" title={t('session.endFailed')}>
          <p>{errorText(end.error)}</p>
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0} data-testid="previous">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t('session.previous')}
        </Button>
        {last ? (
          <Button onClick={finish} disabled={end.isPending} data-testid="finish">
            <Flag aria-hidden="true" className="size-4" />
            {t('session.finish')}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)} data-testid="next">
            {t('session.next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        )}
        <Button variant="ghost" className="ms-auto text-red-800" onClick={finish} disabled={end.isPending} data-testid="end-session">
          <LogOut aria-hidden="true" className="size-4" />
          {t('session.end')}
        </Button>
      </div>
    </Card>
  );
}
