import { BOOK_SUBJECTS, PAPER_TYPES } from '@shared/constants';
import type { BookDto, BookmarkDto } from '@shared/syllabus';

/** Spec 02 §9 Books: the filter panel's choices ('' = all), from the zod-free constants. */
export const BOOK_SUBJECT_OPTIONS = BOOK_SUBJECTS;
export const PAPER_TYPE_OPTIONS = PAPER_TYPES;
export const LANGUAGE_OPTIONS = ['English', 'Marathi', 'Both'] as const satisfies readonly BookDto['language'][];
export const FORMAT_OPTIONS = ['PDF', 'Website', 'Video', 'Book'] as const satisfies readonly BookDto['format'][];
export const TABS = ['books', 'syllabus'] as const;
export type Tab = (typeof TABS)[number];

export interface BookFilters {
  subject: string;
  paperType: string;
  language: string;
  format: string;
  q: string;
  /** only the candidate's bookmarked books */
  shelf: boolean;
}

const pick = (v: string | null, allowed: readonly string[]) => (v && allowed.includes(v) ? v : '');

/** The filters and the tab live in the address (a reload or a shared link keeps them); unknown values mean "all". */
export function readFilters(search: URLSearchParams): BookFilters & { tab: Tab } {
  return {
    tab: search.get('tab') === 'syllabus' ? 'syllabus' : 'books',
    subject: pick(search.get('subject'), BOOK_SUBJECT_OPTIONS),
    paperType: pick(search.get('paperType'), PAPER_TYPE_OPTIONS),
    language: pick(search.get('language'), LANGUAGE_OPTIONS),
    format: pick(search.get('format'), FORMAT_OPTIONS),
    q: (search.get('q') ?? '').slice(0, 100),
    shelf: search.get('shelf') === '1',
  };
}

export function writeFilters(f: BookFilters & { tab: Tab }): URLSearchParams {
  const out = new URLSearchParams();
  if (f.tab !== 'books') out.set('tab', f.tab);
  for (const k of ['subject', 'paperType', 'language', 'format', 'q'] as const) if (f[k]) out.set(k, f[k]);
  if (f.shelf) out.set('shelf', '1');
  return out;
}

const norm = (s: string) => s.normalize('NFC').toLowerCase().trim();

/** What the page filters itself: format, the search text (title, author, tags, notes) and My shelf. */
export function filterBooks(books: readonly BookDto[], f: Pick<BookFilters, 'format' | 'q' | 'shelf'>, shelf: ReadonlyMap<string, BookmarkDto>) {
  const q = norm(f.q);
  return books.filter(
    (b) =>
      (!f.format || b.format === f.format) &&
      (!f.shelf || shelf.has(b.id)) &&
      (!q || [b.bookTitle, b.author, b.notes, ...b.tags].some((s) => norm(s).includes(q))),
  );
}
