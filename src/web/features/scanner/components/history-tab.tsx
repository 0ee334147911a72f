import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCAN_DIFFICULTIES } from '@shared/scanner';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { localDigits } from '@web/lib/digits';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useScanHistory } from '../api/scanner';
import { CohortLine } from './figures';

/** Spec 02 §2: History filters by these subjects (each stands for its planner subjects on the server). */
const SUBJECTS = ['Polity', 'Geography', 'History', 'Current Affairs'] as const;

export function HistoryTab({ onOpen, onBookmark }: { onOpen: (id: string) => void; onBookmark: (id: string) => void }) {
  const { t } = useTranslation('scanner');
  const [subject, setSubject] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const history = useScanHistory({ subject, difficulty });
  const select = 'min-h-11 rounded-xl border border-slate-300 bg-white px-3';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <label className="flex flex-col text-sm font-semibold text-slate-700">
          {t('history.subject')}
          <select className={select} value={subject} onChange={(e) => setSubject(e.target.value)}>
            <option value="">{t('history.all')}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(`history.subjects.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-slate-700">
          {t('history.difficulty')}
          <select className={select} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
            <option value="">{t('history.all')}</option>
            {SCAN_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.isPending && <PageSpinner label={t('history.loading')} />}
      {history.isError && <p className="text-rose-700">{errorText(history.error)}</p>}
      {history.data?.length === 0 && <Card className="text-slate-600">{subject || difficulty ? t('history.noneFiltered') : t('history.empty')}</Card>}
      <ul className="space-y-3" data-testid="scan-history">
        {history.data?.map((s) => (
          <li key={s.id}>
            <Card className="space-y-2 p-4 sm:p-4">
              <div className="flex items-start justify-between gap-3">
                <button type="button" className="flex-1 text-left font-semibold text-slate-900 hover:underline" onClick={() => onOpen(s.id)}>
                  {s.stem}
                </button>
                <Button
                  variant="secondary"
                  aria-pressed={s.isBookmarked}
                  aria-label={s.isBookmarked ? t('bookmarked') : t('bookmark')}
                  onClick={() => onBookmark(s.id)}
                >
                  {s.isBookmarked ? <BookmarkCheck aria-hidden className="size-4" /> : <Bookmark aria-hidden className="size-4" />}
                </Button>
              </div>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                {s.topic && <span>{plannerSubjectName(s.topic.subject)}</span>}
                <span>{s.difficulty ? t(`difficulty.${s.difficulty.level}`) : t('difficulty.unknown')}</span>
                <CohortLine cohort={s.cohort} />
                <span>{t('history.score', { score: localDigits(s.analysisScore) })}</span>
                <span>{formatDate(s.createdAt)}</span>
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
