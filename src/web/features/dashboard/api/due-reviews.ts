import { useQuery } from '@tanstack/react-query';
import type { DueResponse } from '@shared/flashcards';
import { api } from '@web/lib/api';

/** GET /api/reviews/due: the candidate's review queue (402 without access: the card stays hidden). */
export const useDueReviews = () =>
  useQuery({ queryKey: ['dashboard', 'due-reviews'], retry: false, queryFn: ({ signal }) => api.get<DueResponse>('/api/reviews/due', { signal }) });
