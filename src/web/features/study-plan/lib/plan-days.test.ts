import { describe, expect, it } from 'vitest';
import { makePlan } from './ninety-day-fixtures';
import { canCompleteDay, currentDayIndex, daysBetween, localIsoDate, weekWindow } from './plan-days';
import { validateNinetyDayForm } from './ninety-day-form';

describe('currentDayIndex', () => {
  const plan = { totalDays: 90, days: [{ date: '2026-01-01' }, ...Array.from({ length: 89 }, () => ({ date: 'x' }))] } as Parameters<
    typeof currentDayIndex
  >[0];

  it('is the days since the first plan date', () => {
    expect(currentDayIndex(plan, '2026-01-01')).toBe(0);
    expect(currentDayIndex(plan, '2026-01-06')).toBe(5);
    expect(currentDayIndex(plan, '2026-03-31')).toBe(89);
  });

  it('is clamped to 0..totalDays-1', () => {
    expect(currentDayIndex(plan, '2025-12-20')).toBe(0);
    expect(currentDayIndex(plan, '2026-06-01')).toBe(89);
    expect(currentDayIndex({ ...plan, totalDays: 10 }, '2026-06-01')).toBe(9);
  });

  it('counts calendar days across a month end, whatever the clock', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
    expect(daysBetween('2026-01-05T23:30:00.000Z', '2026-01-06')).toBe(1);
  });
});

describe('weekWindow', () => {
  it('is 3 days before and 3 after today', () => {
    expect(weekWindow(10, 90)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('is cut at the ends of the plan', () => {
    expect(weekWindow(0, 90)).toEqual([0, 1, 2, 3]);
    expect(weekWindow(88, 90)).toEqual([85, 86, 87, 88, 89]);
    expect(weekWindow(0, 1)).toEqual([0]);
  });
});

describe('canCompleteDay', () => {
  it('needs every task done, at least one task, and a day not already completed', () => {
    const day = makePlan().days[0]!;
    expect(canCompleteDay(day)).toBe(false);
    expect(canCompleteDay({ ...day, tasks: [{ ...day.tasks[0]!, isCompleted: true }, day.tasks[1]!] })).toBe(false);
    const allDone = { ...day, tasks: day.tasks.map((t) => ({ ...t, isCompleted: true })) };
    expect(canCompleteDay(allDone)).toBe(true);
    expect(canCompleteDay({ ...allDone, isCompleted: true })).toBe(false);
    expect(canCompleteDay({ ...day, tasks: [] })).toBe(false);
    expect(canCompleteDay(undefined)).toBe(false);
  });
});

describe('validateNinetyDayForm', () => {
  const today = localIsoDate(new Date(2026, 0, 5));
  const valid = { examDate: '2026-04-05', subjects: ['polity' as const], studyHours: 4 as const, language: 'english' as const };

  it('needs an exam date not before today and at least one subject', () => {
    expect(validateNinetyDayForm(valid, today)).toEqual({});
    expect(validateNinetyDayForm({ ...valid, examDate: today }, today)).toEqual({});
    expect(validateNinetyDayForm({ ...valid, examDate: '2026-01-04' }, today)).toEqual({ examDate: 'past' });
    expect(validateNinetyDayForm({ ...valid, examDate: '2027-01-06' }, today)).toEqual({});
    expect(validateNinetyDayForm({ ...valid, examDate: '2027-01-07' }, today)).toEqual({ examDate: 'tooFar' });
    expect(validateNinetyDayForm({ ...valid, examDate: '', subjects: [] }, today)).toEqual({ examDate: 'required', subjects: 'required' });
    expect(validateNinetyDayForm({ ...valid, examDate: '05/04/2026' }, today)).toEqual({ examDate: 'invalid' });
  });
});
