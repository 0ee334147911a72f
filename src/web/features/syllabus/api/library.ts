import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookDto, SyllabusTopicDto, SyllabusTreeDto } from '@shared/syllabus';
import type { ContentLang } from '@shared/language';
import { api } from '@web/lib/api';
import type { BookFilters } from '../lib/filters';

/** GET /api/syllabus/books?subject=&paperType=&language= (the server filters these three; the page the rest). */
export function booksQueryOptions(f: Pick<BookFilters, 'subject' | 'paperType' | 'language'>) {
  const qs = new URLSearchParams({ subject: f.subject, paperType: f.paperType, language: f.language });
  return queryOptions({
    queryKey: ['syllabus', 'books', f.subject, f.paperType, f.language] as const,
    queryFn: ({ signal }) => api.get<BookDto[]>(`/api/syllabus/books?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
export const useBooks = (f: Pick<BookFilters, 'subject' | 'paperType' | 'language'>) => useQuery(booksQueryOptions(f));

/** GET /api/syllabus: the tree as MPSC publishes it. */
export function useSyllabusTree(lang: ContentLang) {
  return useQuery({
    queryKey: ['syllabus', 'tree', lang] as const,
    queryFn: ({ signal }) => api.get<SyllabusTreeDto>(`/api/syllabus?lang=${lang}`, { signal }),
  });
}

/** GET /api/syllabus/topics: the library's topics (the ones a candidate ticks as studied). */
export function useSyllabusTopics(f: Pick<BookFilters, 'subject' | 'paperType'>, lang: ContentLang) {
  const qs = new URLSearchParams({ subject: f.subject, paperType: f.paperType, lang });
  return useQuery({
    queryKey: ['syllabus', 'topics', f.subject, f.paperType, lang] as const,
    queryFn: ({ signal }) => api.get<SyllabusTopicDto[]>(`/api/syllabus/topics?${qs}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
