import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { progressOf } from './service';

// 2026-03-15 12:00 in India
const NOW = new Date('2026-03-15T06:30:00Z');
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock: () => NOW } });
  user = await signedInUser(t, { clock: () => NOW });
});
afterAll(async () => t.close());

describe('GET /api/book-list', () => {
  it('answers the 13 groups of content/book-list.yaml, in order', async () => {
    const res = await user.inject('GET', '/api/book-list');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(testLibrary().bookList);
  });
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/book-list' })).statusCode).toBe(401);
  });
});

describe('12-month plan', () => {
  it('answers the plan of content/twelve-month-plan.yaml', async () => {
    const res = await user.inject('GET', '/api/twelve-month-plan');
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toEqual(testLibrary().twelveMonthPlan);
  });

  it('has no progress until a start month is chosen, and no days left without an exam date', async () => {
    expect((await user.inject('GET', '/api/twelve-month-plan/progress')).json()).toEqual({
      startMonth: null,
      monthsDone: null,
      currentMonth: null,
      percent: null,
      examDate: null,
      daysLeft: null,
    });
  });

  it('counts months done from the chosen start month and days left to the profile exam date', async () => {
    expect((await user.inject('PATCH', '/api/profile', { examDate: '2026-06-01' })).statusCode).toBe(200);
    const res = await user.inject('PUT', '/api/twelve-month-plan/progress', { startMonth: '2026-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ startMonth: '2026-01', monthsDone: 2, currentMonth: 3, percent: 17, examDate: '2026-06-01', daysLeft: 78 });
    expect((await user.inject('GET', '/api/twelve-month-plan/progress')).json().monthsDone).toBe(2);
    expect((await user.inject('PUT', '/api/twelve-month-plan/progress', { startMonth: null })).json().startMonth).toBeNull();
  });

  it.each([{ startMonth: '2026-13' }, { startMonth: '2026-1' }, { startMonth: 202601 }, {}])('refuses %j', async (body) => {
    const res = await user.inject('PUT', '/api/twelve-month-plan/progress', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });
});

describe('progressOf', () => {
  it('a plan started this month is in month 1 with none done; after 12 months it is done', () => {
    expect(progressOf('2026-03', null, NOW)).toMatchObject({ monthsDone: 0, currentMonth: 1, percent: 0 });
    expect(progressOf('2025-03', null, NOW)).toMatchObject({ monthsDone: 12, currentMonth: null, percent: 100 });
    expect(progressOf('2026-05', null, NOW)).toMatchObject({ monthsDone: 0, currentMonth: null, percent: 0 });
  });
  it('uses the India day: 23:00 UTC on the last of the month is already the next month in India', () => {
    expect(progressOf('2026-03', null, new Date('2026-03-31T19:00:00Z'))).toMatchObject({ monthsDone: 1, currentMonth: 2 });
  });
});
