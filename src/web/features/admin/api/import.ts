import { useMutation } from '@tanstack/react-query';
import type { ImportRequest, ImportResponse } from '@shared/admin';
import { api } from '@web/lib/api';

/** POST /api/admin/questions/import: validates a CSV or JSON file against the bank; writes all rows or none. */
export const useImportQuestions = () =>
  useMutation({ mutationFn: (req: ImportRequest) => api.post<ImportResponse>('/api/admin/questions/import', req) });
