import { BookX } from 'lucide-react';
import { useMemo } from 'react';
import { toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import { Alert } from '@web/components/ui/alert';
import { PageSpinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { errorText } from '@web/lib/error-text';
import { useBooks } from '../api/library';
import { useAddBookmark, useBookmarks, useRemoveBookmark, useSetRead } from '../api/shelf';
import { filterBooks, type BookFilters } from '../lib/filters';
import { BookCard } from './book-card';
import { FetchError } from './fetch-error';

/** The Books tab: the library's books with the filter panel's choices, and the candidate's shelf. */
export function BooksTab({ filters }: { filters: BookFilters }) {
  const { t } = useTranslation('syllabus');
  const books = useBooks(filters);
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const remove = useRemoveBookmark();
  const setRead = useSetRead();
  const shelf = useMemo(() => new Map((bookmarks.data ?? []).map((b) => [b.bookId, b])), [bookmarks.data]);
  const onError = (err: unknown) => toast.error(t('book.saveFailed'), { description: errorText(err) });

  if (books.isPending) return <PageSpinner label={t('loadingBooks')} />;
  if (books.isError) return <FetchError title={t('booksFailed')} error={books.error} onRetry={() => void books.refetch()} busy={books.isFetching} />;
  const shown = filterBooks(books.data, filters, shelf);
  const busy = add.isPending || remove.isPending || setRead.isPending;
  return (
    <div className="space-y-3">
      {bookmarks.isError && (
        <FetchError title={t('shelfFailed')} error={bookmarks.error} onRetry={() => void bookmarks.refetch()} busy={bookmarks.isFetching} />
      )}
      <p className="text-sm text-slate-600" role="status" data-testid="book-count">
        {t('bookCount', { count: shown.length, n: localDigits(shown.length) })}
        {shelf.size > 0 &&
          ` · ${t('shelfCount', { n: localDigits(shelf.size), read: localDigits([...shelf.values()].filter((b) => b.isRead).length) })}`}
      </p>
      {shown.length === 0 ? (
        <Alert tone="info" title={t('noBooks')} icon={<BookX aria-hidden="true" className="size-5" />} data-testid="no-books">
          <p>{filters.shelf ? t('noBooksShelf') : t('noBooksHint')}</p>
        </Alert>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" data-testid="book-grid">
          {shown.map((b) => (
            <BookCard
              key={b.id}
              book={b}
              bookmark={shelf.get(b.id)}
              busy={busy}
              onBookmark={() => add.mutate(b.id, { onError })}
              onRemove={(id) => remove.mutate(id, { onError })}
              onRead={(id, isRead) => setRead.mutate({ id, isRead }, { onError })}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
