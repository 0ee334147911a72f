import { useState } from 'react';
import { Pencil, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { PageSpinner } from '@web/components/ui/spinner';
import { errorText } from '@web/lib/error-text';
import { useQuestionSearch } from '../api/questions';

/** Finds a question of the bank by id or by words of its text, to open it for a fix. */
export function QuestionFinder({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const results = useQuestionSearch(query);
  return (
    <section className="space-y-4" aria-labelledby="find-heading">
      <h2 id="find-heading" className="text-xl font-semibold text-indigo-900">
        {t('find.heading')}
      </h2>
      <form
        role="search"
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label className="sr-only" htmlFor="find-question">
          {t('find.label')}
        </label>
        <Input
          id="find-question"
          placeholder={t('find.label')}
          value={text}
          minLength={2}
          maxLength={200}
          required
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          {t('find.submit')}
        </Button>
      </form>
      {query.length < 2 ? null : results.isPending ? (
        <PageSpinner label={t('loading')} />
      ) : results.isError ? (
        <Alert tone="error" title={t('find.failed')}>
          <p>{errorText(results.error)}</p>
        </Alert>
      ) : results.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">{t('find.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {results.data.map((r) => (
            <li key={r.questionId} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-800">{r.questionId}</code>
                  <span className="text-slate-600">{r.subject}</span>
                  {r.retired && <span className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">{t('retired')}</span>}
                </p>
                <p className="mt-1 line-clamp-2 text-slate-900">{r.question}</p>
              </div>
              <Button
                variant="secondary"
                className="shrink-0"
                onClick={() => onOpen(r.questionId)}
                aria-label={t('find.openOne', { id: r.questionId })}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('actions.fix')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
