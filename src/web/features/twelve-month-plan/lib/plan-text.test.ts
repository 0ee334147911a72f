import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { twelveMonthPlan } from '@shared/content';
import { exportFileName, filterMonths, planText, studyHoursText } from './plan-text';

/** The real plan of content/, so the filters are tested against the words the candidate sees. */
const plan = twelveMonthPlan.parse(parse(readFileSync('content/twelve-month-plan.yaml', 'utf8')));
const LABELS = {
  title: 'Plan',
  goal: 'Goal',
  hours: 'Hours',
  subjects: 'Subjects',
  weekly: 'Weekly',
  focus: 'Focus',
  tips: 'Tips',
  schedule: 'Schedule',
  mantras: 'Mantras',
  advice: 'Advice',
};

describe('filterMonths', () => {
  it('searches titles and subject names in either language', () => {
    expect(filterMonths(plan.months, '', 'all')).toHaveLength(12);
    const history = filterMonths(plan.months, 'history', 'all');
    expect(history.length).toBeGreaterThan(0);
    expect(history.every((m) => [m.title.en, ...m.subjects.map((s) => s.name.en)].some((s) => s.toLowerCase().includes('history')))).toBe(true);
    expect(filterMonths(plan.months, 'इतिहास', 'all').length).toBeGreaterThan(0);
    expect(filterMonths(plan.months, 'zzz-nothing', 'all')).toEqual([]);
  });
  it('the subject filter filters', () => {
    for (const s of ['history', 'geography', 'polity', 'economy'] as const) {
      const months = filterMonths(plan.months, '', s);
      expect(months.length, s).toBeGreaterThan(0);
      expect(months.length, s).toBeLessThan(12);
    }
  });
});

describe('planText', () => {
  it('has every month, the weekly schedule and the tips, in the chosen language', () => {
    const en = planText(plan, 'en', LABELS);
    for (const m of plan.months) expect(en).toContain(`${m.month}. ${m.title.en}`);
    expect(en).toContain(plan.weeklySchedule[0]!.day.en);
    expect(en).toContain(plan.deputyCollectorAdvice[0]!.en);
    const mr = planText(plan, 'mr', LABELS);
    expect(mr).toContain(plan.months[0]!.title.mr);
    expect(mr).not.toContain(plan.months[0]!.title.en);
  });
  it('a Marathi export has no English hours and Devanagari month numbers', () => {
    const mr = planText(plan, 'mr', LABELS, (hours) => `दररोज ${hours} तास`);
    expect(mr).not.toMatch(/hours\/day/);
    expect(mr).toContain(`१. ${plan.months[0]!.title.mr}`);
    expect(mr).toContain(`१२. ${plan.months[11]!.title.mr}`);
    expect(mr).toMatch(/Hours: दररोज [०-९]+(–[०-९]+)? तास/);
  });
  it('names the file with a timestamp', () => {
    expect(exportFileName(new Date(2026, 10, 24, 9, 5, 7))).toBe('twelve-month-plan-20261124-090507.txt');
  });
});

describe('studyHoursText', () => {
  const perDay = (hours: string) => `[${hours}]`;
  it("words the library's hours in the page language, Devanagari digits in Marathi", () => {
    expect(studyHoursText('6–7 hours/day', perDay, 'mr')).toBe('[६–७]');
    expect(studyHoursText('8 hours/day', perDay, 'mr')).toBe('[८]');
    expect(studyHoursText('7-8 hours/day', perDay, 'en')).toBe('[7–8]');
    expect(studyHoursText('6–7 hours/day', perDay, 'hi')).toBe('[6–7]');
  });
  it('keeps text in another form as it is', () => {
    expect(studyHoursText('as much as you can', perDay, 'mr')).toBe('as much as you can');
  });
  it('every month of the library is in the form it words', () => {
    for (const m of plan.months) expect(studyHoursText(m.studyHours, perDay, 'mr'), m.studyHours).toMatch(/^\[[०-९–]+\]$/);
  });
});
