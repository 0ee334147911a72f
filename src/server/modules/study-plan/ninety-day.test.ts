import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@server/clock';
import { scheduleDays, type PlanTopic } from './ninety-day';

const topics = (subject: string, n: number): PlanTopic[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${subject}-${i}`, subject, title: { en: `${subject} topic ${i}`, mr: `${subject} घटक ${i}` } }));
const lib = [...topics('polity', 10), ...topics('economy', 5)];
const input = (o: Partial<Parameters<typeof scheduleDays>[1]> = {}) => ({
  examDate: '2026-12-01',
  subjects: ['polity', 'economy'] as ('polity' | 'economy')[],
  studyHours: 4,
  language: 'english' as const,
  ...o,
});

describe('scheduleDays', () => {
  it('runs from today, at most 90 days, one date a day', () => {
    const { totalDays, days } = scheduleDays(lib, input(), '2026-06-01');
    expect(totalDays).toBe(90);
    expect(days).toHaveLength(90);
    expect(days[0]!.date).toBe('2026-06-01');
    expect(days[89]!.date).toBe(addDays('2026-06-01', 89));
    const short = scheduleDays(lib, input({ examDate: '2026-06-11' }), '2026-06-01');
    expect(short.totalDays).toBe(10);
    expect(scheduleDays(lib, input({ examDate: '2026-06-01' }), '2026-06-01').totalDays).toBe(1);
    expect(daysBetween('2026-06-01', '2026-06-11')).toBe(10);
  });

  it.each([2, 3, 4, 5, 6, 8])('each day adds up to exactly %i hours of positive whole minutes', (h) => {
    for (const d of scheduleDays(lib, input({ studyHours: h }), '2026-06-01').days) {
      expect(d.tasks.reduce((a, x) => a + x.duration, 0)).toBe(h * 60);
      expect(d.tasks.every((x) => Number.isInteger(x.duration) && x.duration > 0 && !x.isCompleted)).toBe(true);
      expect(new Set(d.tasks.map((x) => x.id)).size).toBe(d.tasks.length);
    }
  });

  it('weights subjects by their topic count and revises on the 1-7-21 rhythm, with a weekly test', () => {
    const { days } = scheduleDays(lib, input(), '2026-06-01');
    const study = days.flatMap((d) => d.tasks.filter((x) => x.type === 'study'));
    const polity = study.filter((x) => x.subject === 'Indian Polity').length;
    const economy = study.filter((x) => x.subject === 'Indian Economy').length;
    expect(polity / economy).toBeGreaterThan(1.7);
    expect(polity / economy).toBeLessThan(2.3);
    // what day 1 studied comes back on days 2 and 8 (day 22 is a regular day too)
    const day1 = days[0]!.tasks.filter((x) => x.type === 'study').map((x) => x.topic);
    for (const d of [2, 8, 22]) {
      const revised = days[d - 1]!.tasks.filter((x) => x.type === 'revision').map((x) => x.topic);
      expect(revised, `day ${d}`).toEqual(expect.arrayContaining(day1));
    }
    for (const d of days) expect(d.tasks.some((x) => x.type === 'test')).toBe(d.day % 7 === 0 || d.day === 90);
    expect(days[6]!.tasks.find((x) => x.type === 'test')!.topic).toMatch(/^Weekly test: /);
    expect(days.every((d) => d.tasks.some((x) => x.type === 'practice'))).toBe(true);
  });

  it('writes Marathi plans in Marathi', () => {
    const { days } = scheduleDays(lib, input({ language: 'marathi' }), '2026-06-01');
    expect(days[0]!.tasks[0]!.subject).toBe('भारतीय राज्यव्यवस्था');
    expect(days[0]!.tasks[0]!.topic).toMatch(/घटक/);
  });
});
