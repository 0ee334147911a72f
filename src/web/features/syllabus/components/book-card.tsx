import { Bookmark, BookmarkCheck, CheckCircle2, Circle, ExternalLink, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookDto, BookmarkDto } from '@shared/syllabus';
import { Button } from '@web/components/ui/button';

type Props = {
  book: BookDto;
  bookmark: BookmarkDto | undefined;
  busy: boolean;
  onBookmark: () => void;
  onRemove: (id: string) => void;
  onRead: (id: string, isRead: boolean) => void;
};

/** One book of the library: spec 02 §3 Book, with its bookmark and read state (spec 02 §4 Bookmark). */
export function BookCard({ book, bookmark, busy, onBookmark, onRemove, onRead }: Props) {
  const { t } = useTranslation('syllabus');
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="book-card" data-book-id={book.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{book.bookTitle}</h3>
          <p className="text-sm text-slate-600">{book.author}</p>
        </div>
        {book.isRecommended && (
          <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            <Star aria-hidden="true" className="size-3.5" />
            {t('book.recommended')}
          </span>
        )}
      </div>
      <ul className="flex flex-wrap gap-1.5 text-xs font-semibold" aria-label={t('book.details')}>
        <li className="rounded-full bg-indigo-50 px-2 py-0.5 text-indigo-900">{t(`values.subject.${book.subject}`)}</li>
        <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{t(`values.paperType.${book.paperType}`)}</li>
        <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{t(`values.language.${book.language}`)}</li>
        <li className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">{t(`values.format.${book.format}`)}</li>
        {book.tags.map((tag) => (
          <li key={tag} className="rounded-full border border-slate-200 px-2 py-0.5 font-normal text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
      {book.notes && <p className="text-sm text-slate-700">{book.notes}</p>}
      <div className="mt-auto flex flex-wrap gap-2">
        {book.accessLink && (
          <a
            href={book.accessLink}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('book.open')}
            <span className="sr-only"> — {book.bookTitle}</span>
          </a>
        )}
        {bookmark ? (
          <>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onRemove(bookmark.id)}
              aria-label={t('book.removeFor', { title: book.bookTitle })}
              data-testid="unbookmark"
            >
              <BookmarkCheck aria-hidden="true" className="size-4 text-indigo-700" />
              {t('book.bookmarked')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              aria-pressed={bookmark.isRead}
              onClick={() => onRead(bookmark.id, !bookmark.isRead)}
              data-testid="toggle-read"
            >
              {bookmark.isRead ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
              ) : (
                <Circle aria-hidden="true" className="size-4" />
              )}
              {bookmark.isRead ? t('book.read') : t('book.markRead')}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={onBookmark}
            aria-label={t('book.bookmarkFor', { title: book.bookTitle })}
            data-testid="bookmark"
          >
            <Bookmark aria-hidden="true" className="size-4" />
            {t('book.bookmark')}
          </Button>
        )}
      </div>
    </li>
  );
}
