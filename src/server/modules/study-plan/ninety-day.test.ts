import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '@server/clock';
import { lastStretchDays, scheduleDays, type PlanTopic } from './ninety-day';

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
  it('runs from today to the day before the exam, one date a day (exam 24 Mar 2027 → the plan ends 23 Mar 2027)', () => {
    const { totalDays, days } = scheduleDays(lib, input(), '2026-06-01');
    expect(totalDays).toBe(183);
    expect(days).toHaveLength(183);
    expect(days[0]!.date).toBe('2026-06-01');
    expect(days[182]!.date).toBe('2026-11-30');
    const far = scheduleDays(lib, input({ examDate: '2027-03-24' }), '2026-11-24');
    expect(far.days.at(-1)!.date).toBe('2027-03-23');
    expect(scheduleDays(lib, input({ examDate: '2028-01-01' }), '2026-06-01').totalDays).toBe(366);
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
    const stretch = 183 - lastStretchDays(183);
    for (const d of days.filter((x) => x.day <= stretch)) expect(d.tasks.some((x) => x.type === 'test')).toBe(d.day % 7 === 0);
    expect(days[6]!.tasks.find((x) => x.type === 'test')!.topic).toMatch(/^Weekly test: /);
    expect(days.filter((d) => d.day <= stretch).every((d) => d.tasks.some((x) => x.type === 'practice'))).toBe(true);
  });

  it('ends with the last stretch: no new topics, full mock tests every other day, revision of what was studied', () => {
    const { days } = scheduleDays(lib, input(), '2026-06-01');
    const n = lastStretchDays(183);
    expect(n).toBe(27);
    const stretch = days.slice(-n);
    expect(stretch.every((d) => d.tasks.every((x) => x.type !== 'study'))).toBe(true);
    const mocks = stretch.filter((d) => d.tasks.some((x) => x.type === 'test' && /^Full mock test/.test(x.topic)));
    expect(mocks.length).toBe(Math.floor(n / 2));
    expect(days.at(-1)!.tasks.every((x) => x.type === 'revision')).toBe(true);
    const studied = new Set(days.flatMap((d) => d.tasks.filter((x) => x.type === 'study').map((x) => x.topic)));
    for (const d of stretch) for (const x of d.tasks.filter((t) => t.type === 'revision')) expect(studied.has(x.topic)).toBe(true);
    expect(lastStretchDays(10)).toBe(0);
    expect(lastStretchDays(366)).toBe(45);
  });

  it('writes Marathi plans in Marathi', () => {
    const { days } = scheduleDays(lib, input({ language: 'marathi' }), '2026-06-01');
    expect(days[0]!.tasks[0]!.subject).toBe('भारतीय राज्यव्यवस्था');
    expect(days[0]!.tasks[0]!.topic).toMatch(/घटक/);
  });
});
