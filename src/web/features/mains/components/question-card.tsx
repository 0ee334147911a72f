import { BadgeCheck, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Language } from '@shared/language';
import { MAINS_UPLOAD_ACCEPT, type MainsEvaluation, type MainsQuestionView } from '@shared/mains';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useEvaluateUpload, useTypedAnswer, useUploadAnswer, useUploadStatus } from '../api/mains-api';
import { AnswerTimer } from './answer-timer';
import { EvaluationCard } from './evaluation-card';
import { TranscriptEditor } from './transcript-editor';

type Props = { question: MainsQuestionView; language: Language; latest: MainsEvaluation | undefined };

/** One question: timer, file chooser, Evaluate Answer (until evaluated), the reading's progress and transcript, or a typed answer. */
export function QuestionCard({ question: q, language, latest }: Props) {
  const { t } = useTranslation('mains');
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<MainsEvaluation | null>(null);
  const upload = useUploadAnswer();
  const status = useUploadStatus(uploadId);
  const confirm = useEvaluateUpload();
  const typedAnswer = useTypedAnswer();
  const shown = result ?? latest;

  const send = () => {
    if (!file) return;
    upload.mutate(
      { file, questionId: q.id, language },
      {
        onSuccess: (r) => setUploadId(r.uploadId),
        onError: (e) => toast.error(t('uploadFailed'), { description: errorText(e) }),
      },
    );
  };
  const onEvaluated = (e: MainsEvaluation) => {
    setResult(e);
    setUploadId(null);
    setFile(null);
    setTyping(false);
  };
  const s = status.data;
  const reading = uploadId !== null && (!s || s.status === 'queued' || s.status === 'reading');

  return (
    <Card className="space-y-3" data-testid="question" data-question-id={q.id}>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold text-slate-600">
        <span className="rounded-full bg-slate-100 px-2 py-1">{q.paper}</span>
        <span>{t('marks', { n: localDigits(q.marks) })}</span>
        <span>{t('wordLimit', { n: localDigits(q.wordLimit) })}</span>
        {q.evaluated && (
          <span
            className="ml-auto inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-1 text-emerald-900"
            data-testid="evaluated-badge"
          >
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('evaluated')}
          </span>
        )}
      </div>
      <p className="text-base font-medium text-slate-900 sm:text-lg">{q.text}</p>
      <div className="flex flex-wrap items-center gap-3">
        <AnswerTimer />
        {!q.evaluated && uploadId === null && (
          <label
            htmlFor={`${id}-file`}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600"
          >
            <FileUp aria-hidden="true" className="size-4" />
            <span className="max-w-48 truncate">{file ? file.name : t('chooseFile')}</span>
            <input
              id={`${id}-file`}
              type="file"
              accept={MAINS_UPLOAD_ACCEPT}
              className="sr-only"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              data-testid="file-input"
            />
          </label>
        )}
        {!q.evaluated && file && uploadId === null && (
          <Button onClick={send} disabled={upload.isPending} data-testid="evaluate-answer">
            {upload.isPending ? t('uploading') : t('evaluateAnswer')}
          </Button>
        )}
        {!q.evaluated && uploadId === null && (
          <Button variant="ghost" onClick={() => setTyping((v) => !v)} aria-expanded={typing} data-testid="type-instead">
            {t('typeInstead')}
          </Button>
        )}
      </div>
      <p className="text-xs text-slate-600">{t('fileHint')}</p>

      {reading && (
        <div role="status" className="space-y-1" data-testid="reading">
          <p className="text-sm font-semibold">{s?.status === 'reading' ? t('reading') : t('queued')}</p>
          <progress className="h-2 w-full" max={1} value={s?.progress ?? 0} aria-label={t('reading')} />
          <p className="text-xs text-slate-600">{t('readingHint')}</p>
        </div>
      )}
      {s?.status === 'failed' && (
        <Alert tone="error" title={t('readFailed')}>
          <p>{t('readFailedBody')}</p>
        </Alert>
      )}
      {s?.status === 'read' && uploadId && (
        <TranscriptEditor
          upload={s}
          busy={confirm.isPending}
          onConfirm={(text) =>
            confirm.mutate(
              { id: s.id, text },
              { onSuccess: onEvaluated, onError: (e) => toast.error(t('evaluateFailed'), { description: errorText(e) }) },
            )
          }
        />
      )}
      {typing && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            typedAnswer.mutate(
              { questionId: q.id, language, text: typed },
              { onSuccess: onEvaluated, onError: (err) => toast.error(t('evaluateFailed'), { description: errorText(err) }) },
            );
          }}
        >
          <label htmlFor={`${id}-typed`} className="block text-sm font-semibold text-slate-700">
            {t('typedLabel')}
          </label>
          <textarea
            id={`${id}-typed`}
            className="min-h-48 w-full rounded-xl border border-slate-300 p-3 text-base"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            data-testid="typed-text"
          />
          <p className="text-xs text-slate-600">
            {t('wordsTyped', { n: localDigits(typed.split(/\s+/).filter(Boolean).length), limit: localDigits(q.wordLimit) })}
          </p>
          <Button type="submit" disabled={typedAnswer.isPending || typed.trim() === ''} data-testid="submit-typed">
            {typedAnswer.isPending ? t('evaluating') : t('evaluateTyped')}
          </Button>
        </form>
      )}
      {shown && <EvaluationCard evaluation={shown} showQuestion={false} />}
    </Card>
  );
}
