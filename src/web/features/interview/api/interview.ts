import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerRequest, InterviewQuestionDto, InterviewSession, InterviewSessionList, StartInterviewRequest } from '@shared/interview';
import { api } from '@web/lib/api';

const SESSIONS = ['interview', 'sessions'] as const;
const sessionKey = (id: string) => ['interview', 'session', id] as const;

/**
 * The past-sessions list is not on screen during a session, so an invalidation would only refetch it when it comes back,
 * after showing the old counts ("0 of 5 answered") for a moment; dropping it shows the spinner until the fresh list.
 */
const forgetSessions = (qc: QueryClient) => qc.removeQueries({ queryKey: SESSIONS });

/** GET /api/interview/sessions: the candidate's past sessions with their summaries. */
export const useSessions = () =>
  useQuery({ queryKey: SESSIONS, queryFn: ({ signal }) => api.get<InterviewSessionList>('/api/interview/sessions', { signal }) });

/** GET /api/interview/sessions/:id */
export const useSession = (id: string | null) =>
  useQuery({
    queryKey: sessionKey(id ?? ''),
    queryFn: ({ signal }) => api.get<InterviewSession>(`/api/interview/sessions/${id}`, { signal }),
    enabled: id !== null,
  });

/** POST /api/interview/questions {count, language, district?, hobby?}: a new session of 5. */
export function useStartSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: StartInterviewRequest) => api.post<InterviewSession>('/api/interview/questions', body),
    onSuccess: (s) => {
      qc.setQueryData(sessionKey(s.id), s);
      forgetSessions(qc);
    },
  });
}

/** PUT /api/interview/sessions/:id/answers/:position: the answer back with the server's coverage. */
export function useAnswer(sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ position, ...body }: AnswerRequest & { position: number }) =>
      api.put<InterviewQuestionDto>(`/api/interview/sessions/${sessionId}/answers/${position}`, body),
    onSuccess: (item) => {
      qc.setQueryData<InterviewSession>(sessionKey(sessionId), (s) =>
        s ? { ...s, items: s.items.map((i) => (i.position === item.position ? item : i)) } : s,
      );
      forgetSessions(qc);
    },
  });
}

/** POST /api/interview/sessions/:id/end: Finish or End Session. */
export function useEndSession(sessionId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<InterviewSession>(`/api/interview/sessions/${sessionId}/end`),
    onSuccess: (s) => {
      qc.setQueryData(sessionKey(s.id), s);
      forgetSessions(qc);
    },
  });
}
