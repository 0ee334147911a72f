import { useMutation } from '@tanstack/react-query';
import type { MicroPlanRequest, MicroPlanResponse } from '@shared/study-plan';
import { api } from '@web/lib/api';

/** POST /api/study-plan/micro: a 1–2 hour session plan built for the subject, exam and difficulty. */
export function generateMicroPlan(body: MicroPlanRequest): Promise<MicroPlanResponse> {
  return api.post<MicroPlanResponse>('/api/study-plan/micro', body);
}

export function useGenerateMicroPlan() {
  return useMutation({ mutationFn: generateMicroPlan });
}
