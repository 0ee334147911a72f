import type { StudyPlan } from '@shared/study-plan';
import { localIsoDate } from './plan-days';

/** A plan whose first day was `startedDaysAgo` days ago, two tasks a day (for tests). */
export function makePlan({ startedDaysAgo = 0, totalDays = 90, tasksPerDay = 2 } = {}): StudyPlan {
  const start = new Date();
  start.setDate(start.getDate() - startedDaysAgo);
  const days = Array.from({ length: totalDays }, (_, i) => {
    const date = new Date(start);
    date.setDate(start.getDate() + i);
    return {
      day: i + 1,
      date: localIsoDate(date),
      isCompleted: false,
      tasks: Array.from({ length: tasksPerDay }, (_, j) => ({
        id: `d${i + 1}-t${j + 1}`,
        subject: j % 2 === 0 ? 'polity' : 'history',
        type: j % 2 === 0 ? ('study' as const) : ('practice' as const),
        topic: `Day ${i + 1} topic ${j + 1}`,
        duration: 60,
        isCompleted: false,
      })),
    };
  });
  return {
    id: '5b4f7b3e-0000-4000-8000-000000000001',
    examDate: days.at(-1)!.date,
    totalDays,
    progress: 0,
    createdAt: start.toISOString(),
    language: 'english',
    days,
  };
}
