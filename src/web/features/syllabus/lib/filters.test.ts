import { describe, expect, it } from 'vitest';
import type { BookDto, BookmarkDto } from '@shared/syllabus';
import { filterBooks, readFilters, writeFilters } from './filters';

const book = (id: string, over: Partial<BookDto> = {}): BookDto => ({
  id,
  bookTitle: `Title ${id}`,
  author: 'Author',
  subject: 'Polity',
  paperType: 'Prelims',
  language: 'English',
  format: 'Book',
  isRecommended: false,
  tags: [],
  notes: '',
  accessLink: '',
  plannerSubjects: ['polity'],
  ...over,
});
const books = [
  book('a', { format: 'PDF', tags: ['Constitution'] }),
  book('b', { author: 'M. Laxmikanth' }),
  book('c', { bookTitle: 'भारतीय राज्यघटना' }),
];
const shelf = new Map<string, BookmarkDto>([['b', { id: 'x', bookId: 'b', userId: 'u', isRead: true }]]);

describe('filterBooks', () => {
  it('filters by format, search text (title, author, tags) and My shelf', () => {
    expect(filterBooks(books, { format: 'PDF', q: '', shelf: false }, shelf).map((b) => b.id)).toEqual(['a']);
    expect(filterBooks(books, { format: '', q: 'laxmi', shelf: false }, shelf).map((b) => b.id)).toEqual(['b']);
    expect(filterBooks(books, { format: '', q: 'constitution', shelf: false }, shelf).map((b) => b.id)).toEqual(['a']);
    expect(filterBooks(books, { format: '', q: 'राज्यघटना', shelf: false }, shelf).map((b) => b.id)).toEqual(['c']);
    expect(filterBooks(books, { format: '', q: '', shelf: true }, shelf).map((b) => b.id)).toEqual(['b']);
    expect(filterBooks(books, { format: 'PDF', q: '', shelf: true }, shelf)).toEqual([]);
  });
});

describe('readFilters / writeFilters', () => {
  it('round-trips, and drops unknown values', () => {
    const f = readFilters(new URLSearchParams('tab=syllabus&subject=Polity&paperType=Mains&language=Both&format=PDF&q=rights&shelf=1'));
    expect(f).toEqual({ tab: 'syllabus', subject: 'Polity', paperType: 'Mains', language: 'Both', format: 'PDF', q: 'rights', shelf: true });
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(readFilters(new URLSearchParams('subject=Maths&paperType=x&tab=evil'))).toMatchObject({ tab: 'books', subject: '', paperType: '' });
    expect(writeFilters(readFilters(new URLSearchParams(''))).toString()).toBe('');
  });
});
