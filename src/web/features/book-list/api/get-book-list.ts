import { useQuery } from '@tanstack/react-query';
import type { BookListGroupDto } from '@shared/book-list';
import { api } from '@web/lib/api';

/** GET /api/book-list: the 13 subject groups of content/book-list.yaml. */
export const useBookList = () =>
  useQuery({
    queryKey: ['book-list'] as const,
    queryFn: ({ signal }) => api.get<BookListGroupDto[]>('/api/book-list', { signal }),
    staleTime: Infinity,
  });
