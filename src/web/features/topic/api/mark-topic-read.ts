import { useMutation } from '@tanstack/react-query';
import type { CoverageDto } from '@shared/syllabus';
import { api } from '@web/lib/api';

/** PUT /api/syllabus/coverage/{topicId} {source: 'note'}: the note was read to the end, so the topic counts as studied. */
export function useMarkTopicRead() {
  return useMutation({
    mutationFn: (topicId: string) => api.put<CoverageDto>(`/api/syllabus/coverage/${encodeURIComponent(topicId)}`, { source: 'note' }),
  });
}
