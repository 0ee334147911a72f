import { Lightbulb, Quote, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SearchField } from '@web/components/ui/search-field';
import { PageHeader } from '@web/components/ui/page-header';
import { PageSpinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useBookList } from '../api/get-book-list';
import { filterGroups } from '../lib/search';
import { BookGroupCard } from './book-group-card';

const ADVICE = ['revise', 'answerWriting', 'mocks', 'consistency', 'pastPapers', 'newspapers'] as const;
const RESOURCES = ['syllabus', 'pastPapers', 'newspapers', 'testSeries'] as const;

/** /book-list (spec 02 §2 Book list): search, High Priority, Clear All, advice, the subject groups, resources, quote. */
export default function BookListPage() {
  const { t } = useTranslation('book-list');
  const list = useBookList();
  const [q, setQ] = useState('');
  const [highOnly, setHighOnly] = useState(false);
  const id = useId();

  let body;
  if (list.isPending) body = <PageSpinner label={t('loading')} />;
  else if (list.isError) {
    body = (
      <Alert tone="error" title={t('loadFailed')} data-testid="fetch-error">
        <p>{errorText(list.error)}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else {
    const shown = filterGroups(list.data, q, highOnly);
    body = (
      <>
        <p className="text-sm text-slate-600" role="status" data-testid="group-count">
          {t('groupCount', { count: shown.length, n: localDigits(shown.length), total: localDigits(list.data.length) })}
        </p>
        {shown.length ? (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {shown.map((g) => (
              <BookGroupCard key={g.id} group={g} />
            ))}
          </ul>
        ) : (
          <Alert tone="info" title={t('noMatch')} data-testid="no-groups">
            <p>{t('noMatchHint')}</p>
          </Alert>
        )}
      </>
    );
  }

  // While searching, the matches come first (on a phone the advice would push them below the fold).
  const searching = q.trim() !== '' || highOnly;
  const advice = (
    <Card className="border-amber-200 bg-amber-50" data-testid="advice">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-amber-950">
        <Lightbulb aria-hidden="true" className="size-5" />
        {t('advice.title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-amber-950">
        {ADVICE.map((k) => (
          <li key={k}>{t(`advice.${k}`)}</li>
        ))}
      </ul>
    </Card>
  );
  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="book-list">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <SearchField id={`${id}-q`} label={t('search')} value={q} placeholder={t('searchPlaceholder')} onChange={setQ} />
        <Button
          variant={highOnly ? 'primary' : 'secondary'}
          aria-pressed={highOnly}
          onClick={() => setHighOnly(!highOnly)}
          data-testid="high-priority"
        >
          {t('highPriority')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setQ('');
            setHighOnly(false);
          }}
          disabled={!q && !highOnly}
          data-testid="clear-all"
        >
          <X aria-hidden="true" className="size-4" />
          {t('clearAll')}
        </Button>
      </div>
      {!searching && advice}
      {body}
      {searching && advice}
      <Card data-testid="resources">
        <h2 className="text-lg font-semibold text-indigo-900">{t('resources.title')}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {RESOURCES.map((k) => (
            <li key={k}>{t(`resources.${k}`)}</li>
          ))}
        </ul>
      </Card>
      <figure className="rounded-2xl bg-indigo-900 p-5 text-white" data-testid="closing-quote">
        <Quote aria-hidden="true" className="size-6 text-indigo-300" />
        <blockquote className="mt-2 text-lg font-semibold">{t('quote')}</blockquote>
      </figure>
    </div>
  );
}
