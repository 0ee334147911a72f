import { useQuery } from '@tanstack/react-query';
import type { RecentMock } from '@shared/exam';
import { api } from '@web/lib/api';

/** GET /api/mock-test: the candidate's last submitted mocks (402 without access: the card stays hidden). */
export const useRecentTests = () =>
  useQuery({ queryKey: ['dashboard', 'recent-tests'], retry: false, queryFn: ({ signal }) => api.get<RecentMock[]>('/api/mock-test', { signal }) });
