import { Bookmark, BookmarkCheck, CheckCircle2, CircleHelp, Library, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScanView } from '@shared/scanner';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { plannerSubjectName } from '@web/lib/subject-name';
import { CohortLine, notePath } from './figures';
import { MarkingTable } from './marking-table';

interface Props {
  scan: ScanView;
  busy: boolean;
  onAttempt: (choice: number | null) => void;
  onBookmark: () => void;
  onPractise: (subject: string, topicId: string) => void;
}

const LETTERS = ['A', 'B', 'C', 'D'];

/** The AI Analysis tab: attempt first (or reveal), then the answer with where it came from, and the analysis. */
export function AnalysisView({ scan, busy, onAttempt, onBookmark, onPractise }: Props) {
  const { t } = useTranslation('scanner');
  const [choice, setChoice] = useState<number | null>(null);
  const n = (v: number | string) => localDigits(v);

  return (
    <div className="space-y-4" data-testid="scan-analysis">
      <Card className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-wrap gap-2 text-sm">
            {scan.topic && (
              <span className="rounded-full bg-indigo-50 px-3 py-1 font-semibold text-indigo-800">{plannerSubjectName(scan.topic.subject)}</span>
            )}
            <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">
              {scan.difficulty ? t(`difficulty.${scan.difficulty.level}`) + ` (${t(`basis.${scan.difficulty.basis}`)})` : t('difficulty.unknown')}
            </span>
            {scan.repetition && <span className="rounded-full bg-amber-50 px-3 py-1 text-amber-800">{t(`repeat.${scan.repetition}`)}</span>}
          </div>
          <Button variant="secondary" onClick={onBookmark} aria-pressed={scan.isBookmarked} data-testid="scan-bookmark">
            {scan.isBookmarked ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
            {scan.isBookmarked ? t('bookmarked') : t('bookmark')}
          </Button>
        </div>
        <p lang={scan.language === 'marathi' ? 'mr' : 'en'} className="text-lg font-semibold whitespace-pre-line text-slate-900">
          {scan.stem}
        </p>
        {scan.fromImage && scan.ocrConfidence !== null && (
          <p className="text-sm text-slate-500">{t('ocr', { confidence: n(Math.round(scan.ocrConfidence)) })}</p>
        )}
        {scan.options.length > 0 && (
          <ol className="space-y-2" lang={scan.language === 'marathi' ? 'mr' : 'en'}>
            {scan.options.map((o, i) => {
              const right = scan.revealed && scan.correctAnswer === i;
              const picked = scan.revealed ? scan.attempt?.choice === i : choice === i;
              return (
                <li key={i}>
                  <button
                    type="button"
                    disabled={scan.revealed || busy}
                    onClick={() => setChoice(i)}
                    aria-pressed={picked}
                    className={cn(
                      'flex min-h-11 w-full items-center gap-3 rounded-xl border px-3 py-2 text-left',
                      right ? 'border-emerald-600 bg-emerald-50' : picked ? 'border-indigo-700 bg-indigo-50' : 'border-slate-300 bg-white',
                      !scan.revealed && 'hover:bg-slate-50',
                    )}
                  >
                    <span className="font-bold text-slate-600">{scan.language === 'marathi' ? ['अ', 'ब', 'क', 'ड'][i] : LETTERS[i]}</span>
                    <span className="flex-1">{o}</span>
                    {right && <CheckCircle2 aria-label={t('correct')} className="size-5 text-emerald-700" />}
                    {scan.revealed && picked && !right && scan.correctAnswer !== null && (
                      <XCircle aria-label={t('wrong')} className="size-5 text-rose-700" />
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {!scan.revealed && (
          <div className="flex flex-wrap gap-3">
            <Button disabled={choice === null || busy} onClick={() => onAttempt(choice)} data-testid="scan-check">
              {t('attempt.check')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => onAttempt(null)}>
              {t('attempt.reveal')}
            </Button>
            <p className="w-full text-sm text-slate-600">{t('attempt.hint')}</p>
          </div>
        )}
      </Card>
      {scan.revealed && <Answer scan={scan} />}
      {scan.revealed && (
        <Card className="space-y-4">
          <h2 className="text-xl font-semibold text-indigo-900">{t('analysis.title')}</h2>
          <dl className="grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-500">{t('analysis.topic')}</dt>
              <dd className="font-semibold">
                {scan.topic
                  ? `${plannerSubjectName(scan.topic.subject)} › ${scan.topic.topic}${scan.topic.subtopic ? ` › ${scan.topic.subtopic}` : ''}`
                  : t('analysis.noTopic')}
              </dd>
              {scan.topic && (
                <dd className="text-sm text-slate-500">{t('analysis.confidence', { value: n(Math.round(scan.topic.confidence * 100)) })}</dd>
              )}
            </div>
            <div>
              <dt className="text-sm text-slate-500">{t('analysis.cohort')}</dt>
              <dd>
                <CohortLine cohort={scan.cohort} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">{t('analysis.pastYear')}</dt>
              <dd>{scan.pastYear.length ? scan.pastYear.map((p) => `${p.exam} ${n(p.year)}`).join(', ') : t('analysis.noPastYear')}</dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">{t('analysis.score')}</dt>
              <dd className="font-semibold">
                {n(scan.analysisScore)} / {n(100)}
              </dd>
            </div>
          </dl>
          <MarkingTable marking={scan.marking} />
          {scan.tricks.length > 0 && (
            <div>
              <h3 className="font-semibold">{t('analysis.tricks')}</h3>
              <ul className="list-disc pl-5">
                {scan.tricks.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            </div>
          )}
          {scan.studyMaterials.length > 0 && (
            <div>
              <h3 className="font-semibold">{t('analysis.materials')}</h3>
              <ul className="space-y-1">
                {scan.studyMaterials.map((m) => (
                  <li key={m.id}>
                    <Link className="text-indigo-700 underline" to={notePath(m.subject ?? '', m.title)}>
                      <Library aria-hidden className="mr-1 inline size-4" />
                      {m.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="font-semibold">{t('analysis.similar')}</h3>
            {scan.similar.length === 0 && <p className="text-slate-600">{t('analysis.noSimilar')}</p>}
            <ul className="space-y-2">
              {scan.similar.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
                  <span className="flex-1">{s.question}</span>
                  <Button variant="secondary" disabled={busy} onClick={() => onPractise(s.subject, s.topicId)}>
                    {t('analysis.practise')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        </Card>
      )}
    </div>
  );
}

function Answer({ scan }: { scan: ScanView }) {
  const { t } = useTranslation('scanner');
  const letter = (i: number) => (scan.language === 'marathi' ? ['अ', 'ब', 'क', 'ड'][i] : LETTERS[i]);
  if (scan.correctAnswer === null)
    return (
      <Card className="space-y-3 border-amber-300 bg-amber-50" data-testid="scan-declined">
        <p className="flex items-center gap-2 font-semibold text-amber-900">
          <CircleHelp aria-hidden className="size-5" /> {t('answer.declined')}
        </p>
        {scan.passages.length > 0 && <p className="text-sm text-amber-900">{t('answer.relevantNotes')}</p>}
        <ul className="space-y-2">
          {scan.passages.map((p) => (
            <li key={p.text} className="rounded-xl bg-white p-3 text-sm">
              <Link className="font-semibold text-indigo-700 underline" to={notePath(p.source.subject ?? '', p.source.title)}>
                {p.source.title}
              </Link>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </Card>
    );
  return (
    <Card className="space-y-3" data-testid="scan-answer">
      <p className="text-sm font-semibold text-indigo-800">
        {scan.answerSource === 'bank'
          ? t('answer.fromBank')
          : scan.answerSource === 'passage'
            ? t('answer.fromPassage', { confidence: localDigits(Math.round((scan.confidence ?? 0) * 100)) })
            : t('answer.fromModel', { model: scan.model ?? '' })}
      </p>
      {scan.attempt && scan.attempt.isCorrect !== null && (
        <p className={cn('font-semibold', scan.attempt.isCorrect ? 'text-emerald-700' : 'text-rose-700')}>
          {scan.attempt.isCorrect ? t('attempt.right') : t('attempt.wrong')}
        </p>
      )}
      <h2 className="text-xl font-semibold">
        {t('answer.correct')}: {letter(scan.correctAnswer)}. {scan.options[scan.correctAnswer]}
      </h2>
      <p className="whitespace-pre-line">{scan.explanation}</p>
      {scan.matched && <p className="text-sm text-slate-500">{t('answer.source', { source: scan.matched.source })}</p>}
      {scan.answerSource !== 'bank' &&
        scan.passages.slice(0, 1).map((p) => (
          <blockquote key={p.text} className="border-l-4 border-indigo-200 pl-3 text-sm text-slate-700">
            {p.text} —{' '}
            <Link className="text-indigo-700 underline" to={notePath(p.source.subject ?? '', p.source.title)}>
              {p.source.title}
            </Link>
          </blockquote>
        ))}
    </Card>
  );
}
