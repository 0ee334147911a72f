import { z } from 'zod';

/** GET /api/book-list — the static subject-wise book list (spec 02 §2 Book list), from content/book-list.yaml. */
export const BOOK_LIST_PRIORITIES = ['high', 'medium', 'low'] as const;
export const BOOK_LIST_TYPES = ['essential', 'recommended', 'reference'] as const;
export const BOOK_LIST_LANGUAGES = ['marathi', 'english', 'both'] as const;
export const bookListBookDto = z.object({
  title: z.string(),
  author: z.string(),
  description: z.string(),
  category: z.string(),
  type: z.enum(BOOK_LIST_TYPES),
  language: z.enum(BOOK_LIST_LANGUAGES),
});
export const bookListGroupDto = z.object({
  id: z.string(),
  title: z.string(),
  titleMarathi: z.string(),
  priority: z.enum(BOOK_LIST_PRIORITIES),
  description: z.string().optional(),
  books: z.array(bookListBookDto),
});
export type BookListGroupDto = z.infer<typeof bookListGroupDto>;
export type BookListBookDto = z.infer<typeof bookListBookDto>;
export const bookListResponse = z.array(bookListGroupDto);
