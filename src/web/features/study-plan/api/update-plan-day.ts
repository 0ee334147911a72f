import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentPlanResponse, StudyPlan, StudyPlanResponse, UpdateDayRequest } from '@shared/study-plan';
import { api } from '@web/lib/api';
import { getCurrentPlanQueryOptions } from './get-current-plan';

export type UpdateDayVariables = { planId: string; day: number; changes: UpdateDayRequest };

/** PATCH /api/study-plan/:planId/day/:day: mark tasks and/or the whole day; answers the updated plan. */
export function updatePlanDay({ planId, day, changes }: UpdateDayVariables): Promise<StudyPlanResponse> {
  return api.patch<StudyPlanResponse>(`/api/study-plan/${encodeURIComponent(planId)}/day/${day}`, changes);
}

/** The plan with the change applied, as the server will answer it (shown at once, on a slow phone). */
export function applyDayChange(plan: StudyPlan, day: number, changes: UpdateDayRequest): StudyPlan {
  const done = new Map((changes.tasks ?? []).map((task) => [task.id, task.isCompleted]));
  return {
    ...plan,
    days: plan.days.map((d) =>
      d.day !== day
        ? d
        : {
            ...d,
            isCompleted: changes.isCompleted ?? d.isCompleted,
            tasks: d.tasks.map((task) => (done.has(task.id) ? { ...task, isCompleted: done.get(task.id)! } : task)),
          },
    ),
  };
}

const mutationKey = ['study-plan', 'ninety-day', 'update-day'] as const;

/**
 * Optimistic: the toggle shows at once and rolls back if the server refuses it. With several toggles
 * in flight only the last answer is written, so an earlier answer never undoes a later tap.
 */
export function useUpdatePlanDay() {
  const queryClient = useQueryClient();
  const { queryKey } = getCurrentPlanQueryOptions();
  return useMutation({
    mutationKey,
    mutationFn: updatePlanDay,
    onMutate: async ({ day, changes }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<CurrentPlanResponse>(queryKey);
      if (previous?.plan) queryClient.setQueryData(queryKey, { plan: applyDayChange(previous.plan, day, changes) });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSuccess: ({ plan }) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, { plan });
    },
  });
}
