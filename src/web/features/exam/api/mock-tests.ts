import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AttemptView, MockGenerateRequest, MockTopics, RecentMock } from '@shared/exam';
import { api } from '@web/lib/api';
import { stamp } from './get-attempt';

/** GET /api/mock-test: the signed-in candidate's last five submitted mocks. */
export function getRecentMocksQueryOptions() {
  return queryOptions({
    queryKey: ['exam', 'recent-mocks'] as const,
    queryFn: ({ signal }) => api.get<RecentMock[]>('/api/mock-test', { signal }),
  });
}
export const useRecentMocks = () => useQuery(getRecentMocksQueryOptions());

/** GET /api/mock-test/topics: subjects → topics that have questions. */
export function getMockTopicsQueryOptions() {
  return queryOptions({
    queryKey: ['exam', 'mock-topics'] as const,
    queryFn: ({ signal }) => api.get<MockTopics>('/api/mock-test/topics', { signal }),
    staleTime: 60 * 60 * 1000,
  });
}
export const useMockTopics = () => useQuery(getMockTopicsQueryOptions());

/** POST /api/mock-test/generate: creates the attempt on the server. */
export function useGenerateMock() {
  return useMutation({ mutationFn: async (body: MockGenerateRequest) => stamp(await api.post<AttemptView>('/api/mock-test/generate', body)) });
}
