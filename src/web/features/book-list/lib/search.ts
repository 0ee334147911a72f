import type { BookListGroupDto } from '@shared/book-list';

const norm = (s: string) => s.normalize('NFC').toLowerCase().trim();

/**
 * Spec 02 §2 Book list: the search matches the subject's English title, its Marathi title, or any book title in the
 * group (a match keeps the whole group); High Priority keeps the high-priority groups.
 */
export function filterGroups(groups: readonly BookListGroupDto[], q: string, highOnly: boolean): BookListGroupDto[] {
  const needle = norm(q);
  return groups.filter(
    (g) =>
      (!highOnly || g.priority === 'high') &&
      (!needle || [g.title, g.titleMarathi, ...g.books.map((b) => b.title)].some((s) => norm(s).includes(needle))),
  );
}
