import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/test-app';
import { fakeClock } from '@server/testing/fakes';
import { signedInUser, type TestUser } from '@server/testing/users';
import * as library from '@server/library';

const clock = fakeClock(new Date('2026-06-01T10:00:00Z'));
let t: TestApp;
let u: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const MICRO = { subject: 'polity', duration: 2, examTarget: 'mpsc-prelims', language: 'english', difficulty: 'medium' };
const NINETY = { examDate: '2026-10-15', subjects: ['polity', 'economy', 'history'], studyHours: 4 };

describe('POST /api/study-plan/micro', () => {
  it('answers the spec shape: plan with hourly blocks, sources and the engine', async () => {
    const res = await u.inject('POST', '/api/study-plan/micro', MICRO);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ engine: 'offline', model: 'abhyas-library', fallback: false, cached: false });
    expect(Object.keys(body.plan).sort()).toEqual(['duration', 'examTarget', 'exportMetadata', 'hours', 'subject', 'totalGoals']);
    expect(Object.keys(body.plan.hours[0]).sort()).toEqual([
      'focusAreaNames',
      'focusAreas',
      'goal',
      'hour',
      'practice',
      'source',
      'tip',
      'topic',
      'topicId',
      'topicName',
    ]);
    // the topic's names from the library, for a page in the other language
    const [topic] = await library.topicsByIds(t.db.kysely, [body.plan.hours[0].topicId]);
    expect(body.plan.hours[0].topicName).toEqual(topic!.topic);
    expect(body.plan.hours[0].topic).toBe(topic!.topic.en);
    expect(body.plan.hours[0].focusAreaNames.map((n: { en: string }) => n.en)).toEqual(body.plan.hours[0].focusAreas);
    expect((await u.inject('POST', '/api/study-plan/micro', MICRO)).json().cached).toBe(true);
  });

  it.each([
    [{}, 'subject'],
    [{ ...MICRO, subject: 'physics' }, 'subject'],
    [{ ...MICRO, duration: 3 }, 'duration'],
    [{ ...MICRO, duration: '2' }, 'duration'],
    [{ ...MICRO, difficulty: 'extreme' }, 'difficulty'],
    [{ ...MICRO, language: 'hindi' }, 'language'],
    [{ ...MICRO, extra: 1 }, undefined],
  ])('refuses %j with a 400', async (body, field) => {
    const res = await u.inject('POST', '/api/study-plan/micro', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
    if (field) expect(res.json().error.field).toBe(field);
  });
});

describe('90-day plan', () => {
  it('has no plan at first; generates one from today, stored as the current plan', async () => {
    const me = await signedInUser(t, { clock });
    expect((await me.inject('GET', '/api/study-plan/current')).json()).toEqual({ plan: null });
    const res = await me.inject('POST', '/api/study-plan/generate-90-day', NINETY);
    expect(res.statusCode).toBe(200);
    const { plan, engine } = res.json();
    expect(engine).toBe('offline');
    expect(plan).toMatchObject({ examDate: '2026-10-15', totalDays: 136, progress: 0 });
    expect(plan.days).toHaveLength(136);
    expect(plan.days.at(-1).date).toBe('2026-10-14');
    expect(plan.days[0]).toMatchObject({ day: 1, date: '2026-06-01', isCompleted: false });
    expect(plan.days[0].tasks.reduce((a: number, x: { duration: number }) => a + x.duration, 0)).toBe(240);
    expect((await me.inject('GET', '/api/study-plan/current')).json().plan).toEqual(plan);
  });

  it.each([
    [{ ...NINETY, examDate: '2026-05-31' }, 'examDate', /before today/],
    [{ ...NINETY, examDate: '2027-06-03' }, 'examDate', /at most 366 days/],
    [{ ...NINETY, examDate: '2026-02-30' }, 'examDate', /real date/],
    [{ ...NINETY, examDate: '15/10/2026' }, 'examDate', /YYYY-MM-DD/],
    [{ ...NINETY, subjects: [] }, 'subjects', /at least one subject/],
    [{ ...NINETY, subjects: ['astrology'] }, 'subjects.0', /./],
    [{ ...NINETY, studyHours: 7 }, 'studyHours', /2, 3, 4, 5, 6, 8/],
  ])('refuses %j (400 on %s)', async (body, field, message) => {
    const res = await u.inject('POST', '/api/study-plan/generate-90-day', body);
    expect(res.statusCode).toBe(400);
    const code = /before today/.test(String(message)) ? 'exam_date_in_past' : /366/.test(String(message)) ? 'exam_date_too_far' : 'validation_failed';
    expect(res.json().error).toMatchObject({ code, field });
    expect(res.json().error.message).toMatch(message);
  });

  it('completes a day only once all its tasks are done, and recomputes progress', async () => {
    const me = await signedInUser(t, { clock });
    const { plan } = (await me.inject('POST', '/api/study-plan/generate-90-day', { ...NINETY, studyHours: 2 })).json();
    const url = `/api/study-plan/${plan.id}/day/1`;
    const early = await me.inject('PATCH', url, { isCompleted: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.message).toMatch(/^Finish all of day 1's tasks first: \d+ still to do\.$/);
    const [first, ...rest] = plan.days[0].tasks as { id: string }[];
    const one = (await me.inject('PATCH', url, { tasks: [{ id: first!.id, isCompleted: true }] })).json().plan;
    expect(one.days[0].tasks[0].isCompleted).toBe(true);
    expect(one.days[0].isCompleted).toBe(false);
    // progress moves with a ticked task, not only with a whole day
    const allTasks = plan.days.reduce((a: number, d: { tasks: unknown[] }) => a + d.tasks.length, 0);
    expect(one.progress).toBe(Math.round(1000 / allTasks) / 10);
    expect(one.progress).toBeGreaterThan(0);
    const all = await me.inject('PATCH', url, { isCompleted: true, tasks: rest.map((x) => ({ id: x.id, isCompleted: true })) });
    expect(all.statusCode).toBe(200);
    expect(all.json().plan.days[0].isCompleted).toBe(true);
    expect(all.json().plan.progress).toBe(Math.round((1000 * plan.days[0].tasks.length) / allTasks) / 10);
    // unticking a task reopens the day
    const undo = (await me.inject('PATCH', url, { tasks: [{ id: first!.id, isCompleted: false }] })).json().plan;
    expect(undo.days[0].isCompleted).toBe(false);
    // the other ticked tasks still count
    expect(undo.progress).toBe(Math.round((1000 * (plan.days[0].tasks.length - 1)) / allTasks) / 10);
  });

  it('refuses other users’ plans (404), days outside the plan, unknown tasks and empty updates', async () => {
    const owner = await signedInUser(t, { clock });
    const { plan } = (await owner.inject('POST', '/api/study-plan/generate-90-day', { ...NINETY, examDate: '2026-06-11' })).json();
    expect(plan.totalDays).toBe(10);
    const stranger = await u.inject('PATCH', `/api/study-plan/${plan.id}/day/1`, { tasks: [{ id: 'd1-1', isCompleted: true }] });
    expect(stranger.statusCode).toBe(404);
    expect((await owner.inject('GET', '/api/study-plan/current')).json().plan.days[0].tasks[0].isCompleted).toBe(false);
    expect((await owner.inject('PATCH', `/api/study-plan/${plan.id}/day/11`, { isCompleted: false })).statusCode).toBe(404);
    expect((await owner.inject('PATCH', `/api/study-plan/${plan.id}/day/1`, { tasks: [{ id: 'nope', isCompleted: true }] })).statusCode).toBe(400);
    expect((await owner.inject('PATCH', `/api/study-plan/${plan.id}/day/1`, {})).statusCode).toBe(400);
    expect((await owner.inject('PATCH', `/api/study-plan/not-a-uuid/day/1`, { isCompleted: false })).statusCode).toBe(400);
    expect((await owner.inject('PATCH', `/api/study-plan/${plan.id}/day/0`, { isCompleted: false })).statusCode).toBe(400);
  });
});

describe('90-day plan: task names in the page language', () => {
  type Task = {
    id: string;
    type: string;
    topic: string;
    topicId?: string;
    label?: string;
    topicName?: { en: string; mr: string };
    isCompleted: boolean;
  };
  const tasksOf = (plan: { days: { tasks: Task[] }[] }) => plan.days.flatMap((d) => d.tasks);

  it('keeps each task’s topic id and label, and gives the topic’s library names in both languages', async () => {
    const me = await signedInUser(t, { clock });
    const { plan } = (await me.inject('POST', '/api/study-plan/generate-90-day', NINETY)).json();
    expect(plan.language).toBe('english');
    const byId = new Map((await library.allTopics(t.db.kysely)).map((r) => [r.id, r.topic]));
    const onTopic = tasksOf(plan).filter((x) => x.type === 'study' || x.type === 'revision');
    expect(onTopic.length).toBeGreaterThan(100);
    for (const x of onTopic) {
      expect(x.label).toBe('topic');
      expect(x.topicName).toEqual(byId.get(x.topicId!));
      expect(x.topic).toBe(x.topicName!.en);
    }
    const practice = tasksOf(plan).filter((x) => x.label === 'practice');
    expect(practice.length).toBeGreaterThan(50);
    for (const x of practice) expect(x.topic).toBe(`Bank questions: ${x.topicName!.en}`);
    expect(new Set(tasksOf(plan).map((x) => x.label))).toEqual(new Set(['topic', 'practice', 'weeklyTest', 'testReview', 'mock', 'mockReview']));
    // a plan made in Marathi holds Marathi titles, and names the same topics
    const mr = (await me.inject('POST', '/api/study-plan/generate-90-day', { ...NINETY, language: 'marathi' })).json().plan;
    expect(mr.language).toBe('marathi');
    const first = tasksOf(mr).find((x) => x.type === 'study')!;
    expect(first.topic).toBe(first.topicName!.mr);
    expect(first.topicId).toBe(onTopic[0]!.topicId);
  });

  it('a plan saved before topic ids finds them again from its titles, keeps its ticks, and leaves unknown titles as they are', async () => {
    const me = await signedInUser(t, { clock });
    const made = (await me.inject('POST', '/api/study-plan/generate-90-day', { ...NINETY, language: 'marathi', examDate: '2026-07-15' })).json().plan;
    const url = `/api/study-plan/${made.id}/day/1`;
    const firstId = made.days[0].tasks[0].id as string;
    const progress = (await me.inject('PATCH', url, { tasks: [{ id: firstId, isCompleted: true }] })).json().plan.progress as number;
    expect(progress).toBeGreaterThan(0);
    // as an older plan was stored: no topic ids, no labels; and one title the library does not have
    const rows = await t.db.kysely.selectFrom('study_plan_days').select(['day', 'tasks']).where('plan_id', '=', made.id).execute();
    for (const r of rows) {
      const tasks = (r.tasks as Task[]).map(({ topicId: _id, label: _label, ...rest }, i) =>
        r.day === 2 && i === 0 ? { ...rest, topic: 'माझा स्वतःचा घटक' } : rest,
      );
      await t.db.kysely
        .updateTable('study_plan_days')
        .set({ tasks: JSON.stringify(tasks) })
        .where('plan_id', '=', made.id)
        .where('day', '=', r.day)
        .execute();
    }
    const plan = (await me.inject('GET', '/api/study-plan/current')).json().plan;
    expect(plan.progress).toBe(progress);
    expect(plan.days[0].tasks[0]).toMatchObject({ id: firstId, isCompleted: true });
    const before = tasksOf(made);
    const after = tasksOf(plan);
    expect(after).toHaveLength(before.length);
    let found = 0;
    after.forEach((x, i) => {
      const was = before[i]!;
      if (x.topic === 'माझा स्वतःचा घटक') {
        expect(x.topicId).toBeUndefined();
        expect(x.topicName).toBeUndefined();
        return;
      }
      expect(x.label).toBe(was.label);
      if (x.topicId) found++;
      expect(x.topicId).toBe(was.topicId);
      expect(x.topicName).toEqual(was.topicName);
    });
    expect(found).toBe(before.filter((x) => x.topicId).length - 1);
    // ticking still works on the older plan
    const ticked = (await me.inject('PATCH', url, { tasks: [{ id: made.days[0].tasks[1].id, isCompleted: true }] })).json().plan;
    expect(ticked.days[0].tasks.filter((x: Task) => x.isCompleted)).toHaveLength(2);
  });
});

describe('guards', () => {
  it('401 signed out, 402 once the trial has expired', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/study-plan/micro', MICRO],
      ['POST', '/api/study-plan/generate-90-day', NINETY],
      ['GET', '/api/study-plan/current', undefined],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    }
    const expired = await signedInUser(t, { clock, trialDaysAgo: 30 });
    const res = await expired.inject('POST', '/api/study-plan/micro', MICRO);
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('subscription_required');
  });
});
