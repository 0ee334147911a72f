import { describe, expect, it } from 'vitest';
import type { BookListGroupDto } from '@shared/book-list';
import { filterGroups } from './search';

const book = (title: string) => ({ title, author: 'A', description: 'D', category: 'C', type: 'essential' as const, language: 'english' as const });
const groups: BookListGroupDto[] = [
  {
    id: 'polity',
    title: 'Indian Polity',
    titleMarathi: 'भारतीय राज्यव्यवस्था',
    priority: 'high',
    books: [book('Indian Polity — M. Laxmikanth'), book('Our Constitution')],
  },
  { id: 'ethics', title: 'Ethics', titleMarathi: 'नीतिशास्त्र', priority: 'medium', books: [book('Lexicon for Ethics'), book('Ethics case studies')] },
];

describe('filterGroups', () => {
  it('matches the English title, the Marathi title or a book title, keeping the whole group', () => {
    expect(filterGroups(groups, 'polity', false).map((g) => g.id)).toEqual(['polity']);
    expect(filterGroups(groups, 'नीतिशास्त्र', false).map((g) => g.id)).toEqual(['ethics']);
    expect(filterGroups(groups, 'LEXICON', false).map((g) => g.id)).toEqual(['ethics']);
    expect(filterGroups(groups, 'lexicon', false)[0]!.books).toHaveLength(2);
    expect(filterGroups(groups, 'nothing like this', false)).toEqual([]);
    expect(filterGroups(groups, '  ', false)).toHaveLength(2);
  });
  it('High Priority keeps only the high-priority groups', () => {
    expect(filterGroups(groups, '', true).map((g) => g.id)).toEqual(['polity']);
    expect(filterGroups(groups, 'ethics', true)).toEqual([]);
  });
});
