import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { LoadedAttempt } from '../api/get-attempt';
import { saveAnswer } from '../api/save-answer';
import { isAttemptClosed, isRetryable } from './api-errors';
import { AutosaveQueue } from './autosave-queue';
import type { AnswerState } from './palette';

const MAX_TIME_MS = 6 * 60 * 60 * 1000;
const EMPTY: AnswerState = { choice: null, markedForReview: false, timeSpentMs: 0 };

export type ExamLanguage = 'en' | 'mr';

/**
 * The state of one attempt on the exam screen: answers (from the server on resume), the question on screen, the
 * questions seen, the language shown and the autosave queue. Every change is saved at once; leaving a question saves
 * the time spent on it.
 */
export function useExamSession(attempt: LoadedAttempt, handlers: { onClosed: (error: unknown) => void; onDropped: (error: unknown) => void }) {
  const questions = attempt.questions;
  const [answers, setAnswers] = useState<ReadonlyMap<string, AnswerState>>(
    () => new Map(attempt.answers.map((a) => [a.questionId, { choice: a.choice, markedForReview: a.markedForReview, timeSpentMs: a.timeSpentMs }])),
  );
  const [index, setIndex] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set(questions[0] ? [questions[0].id] : []));
  const [language, setLanguage] = useState<ExamLanguage>(attempt.language === 'marathi' ? 'mr' : 'en');

  const queue = useMemo(
    () => new AutosaveQueue({ save: (questionId, answer) => saveAnswer(attempt.id, questionId, answer), isFatal: isAttemptClosed, isRetryable }),
    [attempt.id],
  );
  useEffect(() => {
    queue.setCallbacks({ onFatal: handlers.onClosed, onDropped: handlers.onDropped });
  });
  const saveStatus = useSyncExternalStore(queue.subscribe, queue.getStatus);

  // Back online: send what is queued now rather than after the back-off.
  useEffect(() => {
    const online = () => queue.retryNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.stop();
    };
  }, [queue]);

  // Only `commit` changes the answers, and it keeps this copy current for the callbacks.
  const answersRef = useRef(answers);
  const enteredAt = useRef(0);
  useEffect(() => {
    enteredAt.current = performance.now();
  }, []);
  const current = questions[index];

  /** The answer of the question on screen, with the time spent on it so far. */
  const withTime = useCallback((questionId: string, patch: Partial<AnswerState>): AnswerState => {
    const base = answersRef.current.get(questionId) ?? EMPTY;
    const now = performance.now();
    const timeSpentMs = Math.min(MAX_TIME_MS, Math.round(base.timeSpentMs + (now - enteredAt.current)));
    enteredAt.current = now;
    return { ...base, ...patch, timeSpentMs };
  }, []);

  const commit = useCallback(
    (questionId: string, next: AnswerState) => {
      answersRef.current = new Map(answersRef.current).set(questionId, next);
      setAnswers(answersRef.current);
      queue.enqueue(questionId, next);
    },
    [queue],
  );

  const update = useCallback(
    (patch: Partial<AnswerState>) => {
      if (current) commit(current.id, withTime(current.id, patch));
    },
    [commit, current, withTime],
  );

  const goTo = useCallback(
    (next: number) => {
      if (next < 0 || next >= questions.length || next === index) return;
      if (current) commit(current.id, withTime(current.id, {}));
      setIndex(next);
      const id = questions[next]!.id;
      setVisited((v) => (v.has(id) ? v : new Set(v).add(id)));
    },
    [commit, current, index, questions, withTime],
  );

  return {
    questions,
    current,
    index,
    answers,
    visited,
    language,
    setLanguage,
    saveStatus,
    queue,
    goTo,
    choose: (choice: number) => update({ choice }),
    clear: () => update({ choice: null }),
    toggleMark: () => update({ markedForReview: !(current && answersRef.current.get(current.id)?.markedForReview) }),
    /** Saves the time on the question on screen (before submitting). */
    saveCurrent: () => {
      if (current) commit(current.id, withTime(current.id, {}));
    },
  };
}

export type ExamSession = ReturnType<typeof useExamSession>;
