import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@server/clock';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';
import { leastCovered } from './service';

const NOW = new Date('2026-03-15T06:30:00Z');
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock: () => NOW } });
  user = await signedInUser(t, { clock: () => NOW });
});
afterAll(async () => t.close());

const dashboard = async (u: TestUser = user) => (await u.inject('GET', '/api/dashboard')).json();

describe('GET /api/dashboard', () => {
  it('a new candidate: nothing known yet, nothing invented', async () => {
    const d = await dashboard();
    expect(d).toEqual({
      firstName: null,
      examDate: null,
      examDateFrom: null,
      daysToExam: null,
      syllabus: { studied: 0, total: testLibrary().topics.length, percent: 0 },
      today: null,
      suggestedSubject: expect.any(String),
    });
  });

  it('counts days to the exam date set on the profile', async () => {
    await user.inject('PATCH', '/api/profile', { examDate: '2026-04-14', firstName: 'Asha' });
    expect(await dashboard()).toMatchObject({ firstName: 'Asha', examDate: '2026-04-14', examDateFrom: 'profile', daysToExam: 30 });
  });

  it('shows a syllabus topic ticked as covered', async () => {
    await user.inject('PUT', '/api/syllabus/coverage/polity-parliament', {});
    const d = await dashboard();
    expect(d.syllabus.studied).toBe(1);
    expect(d.syllabus.percent).toBe(Math.round(100 / testLibrary().topics.length));
  });

  it("takes the 90-day plan's exam date and today's tasks when the profile has none", async () => {
    const other = await signedInUser(t, { clock: () => NOW });
    const plan = await other.inject('POST', '/api/study-plan/generate-90-day', { examDate: '2026-05-01', subjects: ['polity'] });
    expect(plan.statusCode).toBe(200);
    const d = await dashboard(other);
    expect(d).toMatchObject({ examDate: '2026-05-01', examDateFrom: 'plan', daysToExam: 47 });
    const day1 = plan.json().plan.days[0];
    expect(day1.date).toBe('2026-03-15');
    expect(d.today).toEqual({
      planId: plan.json().plan.id,
      day: 1,
      totalDays: plan.json().plan.totalDays,
      language: 'english',
      isCompleted: false,
      tasks: day1.tasks,
    });
    // named from the library, like the plan page: the page words them in its own language
    expect(d.today.tasks.some((x: { topicName?: { mr: string } }) => x.topicName?.mr)).toBe(true);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});

describe('the exam date on the profile', () => {
  it.each(['2026-03-14', '2026-02-30', '15-03-2026'])('refuses %s', async (examDate) => {
    const res = await user.inject('PATCH', '/api/profile', { examDate });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('examDate');
  });
  it('today is allowed, and empty clears it', async () => {
    expect((await user.inject('PATCH', '/api/profile', { examDate: '2026-03-15' })).json().examDate).toBe('2026-03-15');
    expect((await user.inject('PATCH', '/api/profile', { examDate: '' })).json().examDate).toBeNull();
    expect((await dashboard()).examDate).toBeNull();
    expect(addDays('2026-03-15', 30)).toBe('2026-04-14');
  });
});

describe('leastCovered', () => {
  it('picks the Prelims subject with the smallest share studied', () => {
    const outline = [
      { id: 'a', paperType: 'Prelims', subject: 'polity' },
      { id: 'b', paperType: 'Prelims', subject: 'history' },
      { id: 'c', paperType: 'Mains', subject: 'economy' },
    ];
    expect(leastCovered(outline, new Set(['a']))).toBe('history');
    expect(leastCovered(outline, new Set(['b']))).toBe('polity');
  });
});
