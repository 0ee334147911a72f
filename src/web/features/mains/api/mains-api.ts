import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErrorCode, ErrorParams } from '@shared/errors';
import type { Language } from '@shared/language';
import type { MainsEvaluation, MainsQuestionView, TypedAnswerRequest, UploadStatus } from '@shared/mains';
import { api, ApiError } from '@web/lib/api';

const keys = {
  questions: (lang: Language) => ['mains', 'questions', lang] as const,
  evaluations: ['mains', 'evaluations'] as const,
  upload: (id: string) => ['mains', 'upload', id] as const,
};

/** GET /api/mains-practice/questions?language=: the questions in that language, each with "evaluated". */
export const useMainsQuestions = (lang: Language) =>
  useQuery({
    queryKey: keys.questions(lang),
    queryFn: ({ signal }) => api.get<{ questions: MainsQuestionView[] }>(`/api/mains-practice/questions?language=${lang}`, { signal }),
    select: (d) => d.questions,
  });

/** GET /api/mains-practice/evaluations: the candidate's own, newest first. */
export const useEvaluations = () =>
  useQuery({
    queryKey: keys.evaluations,
    queryFn: ({ signal }) => api.get<{ evaluations: MainsEvaluation[] }>('/api/mains-practice/evaluations', { signal }),
    select: (d) => d.evaluations,
  });

/** GET /api/mains-practice/uploads/{id}: polled every second while the file is being read. */
export const useUploadStatus = (id: string | null) =>
  useQuery({
    queryKey: keys.upload(id ?? ''),
    queryFn: ({ signal }) => api.get<UploadStatus>(`/api/mains-practice/uploads/${id}`, { signal }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'read' || q.state.data.status === 'failed') ? false : 1000),
  });

/** POST /api/mains-practice/upload (multipart): the file goes as it is; the server decides what it is. */
async function postUpload(v: { file: File; questionId: string; language: Language }): Promise<{ uploadId: string }> {
  const form = new FormData();
  form.append('questionId', v.questionId);
  form.append('language', v.language);
  form.append('file', v.file);
  let res: Response;
  try {
    res = await fetch('/api/mains-practice/upload', { method: 'POST', body: form, credentials: 'include', headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new ApiError(0, 'service_unavailable', error instanceof Error ? error.message : 'Network request failed');
  }
  const body = (await res.json().catch(() => null)) as
    { uploadId: string } | { error: { code: ErrorCode; message: string; field?: string; params?: ErrorParams } } | null;
  if (res.ok && body && 'uploadId' in body) return body;
  if (body && 'error' in body) throw new ApiError(res.status, body.error.code, body.error.message, body.error.field, body.error.params);
  throw new ApiError(res.status, res.status === 413 ? 'upload_too_large' : 'internal_error', res.statusText);
}

export const useUploadAnswer = () => useMutation({ mutationFn: postUpload });

function useEvaluated() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ['mains', 'questions'] });
    void qc.invalidateQueries({ queryKey: keys.evaluations });
  };
}

/** POST /api/mains-practice/uploads/{id}/evaluate with the transcript as the candidate corrected it. */
export function useEvaluateUpload() {
  const done = useEvaluated();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; text: string }) => api.post<MainsEvaluation>(`/api/mains-practice/uploads/${v.id}/evaluate`, { text: v.text }),
    onSuccess: (_d, v) => {
      done();
      void qc.invalidateQueries({ queryKey: keys.upload(v.id) });
    },
  });
}

/** POST /api/mains-practice/answers: a typed answer. */
export function useTypedAnswer() {
  const done = useEvaluated();
  return useMutation({ mutationFn: (v: TypedAnswerRequest) => api.post<MainsEvaluation>('/api/mains-practice/answers', v), onSuccess: done });
}
