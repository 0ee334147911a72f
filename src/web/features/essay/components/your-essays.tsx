import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/cn';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { formatDate } from '@web/lib/format';
import { useEssays } from '../api/essays';
import { scoreTone } from './essay-result';

/** "Your Essays": the 5 most recent, each opening its evaluation. */
export function YourEssays({ selected, onSelect }: { selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation('essay', { keyPrefix: 'list' });
  const { t: tc } = useTranslation('essay');
  const essays = useEssays();
  return (
    <Card className="h-fit" data-testid="your-essays">
      <h2 className="text-xl font-semibold text-indigo-900">{t('title')}</h2>
      {essays.isPending && <Spinner className="mx-auto mt-4" />}
      {essays.isError && (
        <Alert tone="error" title={t('loadFailed')} className="mt-3">
          <p>{errorText(essays.error)}</p>
          <Button variant="secondary" onClick={() => void essays.refetch()}>
            {tc('retry')}
          </Button>
        </Alert>
      )}
      {essays.data?.length === 0 && (
        <div className="flex flex-col items-center py-8 text-center" data-testid="essays-empty">
          <NotebookPen aria-hidden="true" className="size-8 text-slate-500" />
          <p className="mt-2 font-semibold text-slate-800">{t('empty')}</p>
        </div>
      )}
      {!!essays.data?.length && (
        <ul className="mt-3 space-y-2">
          {essays.data.map((e) => (
            <li key={e.id}>
              <button
                type="button"
                onClick={() => onSelect(e.id)}
                aria-current={selected === e.id ? 'true' : undefined}
                data-testid="essay-item"
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 rounded-xl border p-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600',
                  selected === e.id ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200',
                )}
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold break-words text-slate-900" lang={e.language === 'marathi' ? 'mr' : 'en'}>
                    {e.topic}
                  </span>
                  <span className="block text-sm text-slate-600">
                    {formatDate(e.createdAt)} · {t('words', { n: localDigits(e.wordCount) })}
                  </span>
                </span>
                <span className={cn('rounded-lg px-2 py-1 text-sm font-bold tabular-nums', scoreTone(e.aiScore))}>{localDigits(e.aiScore)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
