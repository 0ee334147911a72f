import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@server/clock';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

async function paidUser(): Promise<TestUser> {
  const u = await signedInUser(t);
  await t.db.kysely
    .updateTable('users')
    .set({ plan_type: 'monthly', paid_until: new Date(Date.now() + 30 * DAY_MS) })
    .where('id', '=', u.id)
    .execute();
  return u;
}
const lib = () => testLibrary();
const freeLayer = () => lib().mapLayers.find((l) => !l.isPremium && lib().mapQuizzes.some((q) => q.layerId === l.id))!;
const premiumLayer = () => lib().mapLayers.find((l) => l.isPremium)!;

describe('access', () => {
  it('every maps route needs a session', async () => {
    for (const url of [
      '/api/maps/categories',
      '/api/maps/layers',
      '/api/maps/hotspots',
      '/api/maps/quizzes',
      '/api/maps/progress',
      '/api/maps/analytics',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it("a premium layer's hotspots and quizzes are refused to a trial user, who still sees its name flagged", async () => {
    const trial = await signedInUser(t);
    const p = premiumLayer();
    const layers = (await trial.inject('GET', '/api/maps/layers')).json();
    expect(layers.find((l: { id: string }) => l.id === p.id)).toMatchObject({ name: p.name, isPremium: true, locked: true });
    for (const url of [`/api/maps/hotspots?layerId=${p.id}`, `/api/maps/quizzes?layerId=${p.id}`, `/api/maps/locate-quizzes?layerId=${p.id}`]) {
      const res = await trial.inject('GET', url);
      expect(res.statusCode, url).toBe(402);
      expect(res.json().error).toMatchObject({ code: 'premium_layer', params: { layer: p.name.en } });
    }
    const all = (await trial.inject('GET', '/api/maps/hotspots')).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.some((h: { layerId: string }) => h.layerId === p.id)).toBe(false);
    const hs = lib().hotspots.find((h) => h.layerId === p.id)!;
    const q = lib().mapQuizzes.find((x) => x.layerId === p.id)!;
    expect((await trial.inject('POST', '/api/maps/progress', { layerId: p.id, hotspotId: hs.id, progressType: 'viewed' })).statusCode).toBe(402);
    expect((await trial.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 5 })).statusCode).toBe(
      402,
    );
    const locate = { hotspotId: hs.id, latitude: hs.latitude, longitude: hs.longitude, timeSpent: 5 };
    expect((await trial.inject('POST', '/api/maps/locate-attempt', locate)).statusCode).toBe(402);
    expect((await trial.inject('POST', '/api/maps/bookmarks', { hotspotId: hs.id })).statusCode).toBe(402);
  });

  it('a paid user gets the premium layer', async () => {
    const paid = await paidUser();
    const p = premiumLayer();
    const res = await paid.inject('GET', `/api/maps/hotspots?layerId=${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(lib().hotspots.filter((h) => h.layerId === p.id).length);
    const layers = (await paid.inject('GET', '/api/maps/layers')).json();
    expect(layers.find((l: { id: string }) => l.id === p.id).locked).toBe(false);
  });
});

describe('quizzes', () => {
  it('lists never carry the correct answer or the explanation', async () => {
    const u = await signedInUser(t);
    const list = (await u.inject('GET', `/api/maps/quizzes?layerId=${freeLayer().id}`)).json();
    expect(list.length).toBeGreaterThan(0);
    for (const q of list) {
      expect(q).not.toHaveProperty('correctAnswer');
      expect(q).not.toHaveProperty('explanation');
    }
    const locate = (await u.inject('GET', `/api/maps/locate-quizzes?layerId=${freeLayer().id}`)).json();
    expect(locate.length).toBeGreaterThan(0);
    expect(locate[0]).not.toHaveProperty('latitude');
  });

  it('a wrong answer with isCorrect: true and a score in the body is recorded wrong, with 0 points and the real time', async () => {
    const u = await signedInUser(t);
    const q = lib().mapQuizzes.find((x) => x.layerId === freeLayer().id)!;
    const wrong = q.options.find((o) => o.id !== q.correctAnswer)!.id;
    const res = await u.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: wrong, isCorrect: true, score: 999, timeSpent: 17 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isCorrect: false, score: 0, correctAnswer: q.correctAnswer, timeSpent: 17 });
    const row = await t.db.kysely.selectFrom('map_quiz_attempts').selectAll().where('user_id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_correct: false, score: 0, time_spent: 17, selected_answer: wrong });
    const inbox = await t.db.kysely.selectFrom('review_inbox').selectAll().where('user_id', '=', u.id).execute();
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({ source: 'maps', source_ref: `quiz:${q.id}` });
    const right = (await u.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 3 })).json();
    expect(right).toMatchObject({ isCorrect: true, score: q.points });
  });

  it('refuses an option the quiz does not have and an unknown quiz', async () => {
    const u = await signedInUser(t);
    const q = lib().mapQuizzes.find((x) => x.layerId === freeLayer().id)!;
    const bad = await u.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: 'z', timeSpent: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('selectedAnswer');
    expect((await u.inject('POST', '/api/maps/quiz-attempt', { quizId: 'nope', selectedAnswer: 'a', timeSpent: 3 })).statusCode).toBe(404);
    expect((await u.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: 'a', timeSpent: -1 })).statusCode).toBe(400);
  });

  it('find it on the map: full points within the radius, partial beyond, nothing far away; the true place comes back', async () => {
    const u = await signedInUser(t);
    const layer = lib().mapLayers.find((l) => !l.isPremium && l.scope === 'maharashtra')!;
    const h = lib().hotspots.find((x) => x.layerId === layer.id)!;
    const at = (dLat: number) => ({ hotspotId: h.id, latitude: h.latitude + dLat, longitude: h.longitude, timeSpent: 9, isCorrect: true, score: 99 });
    const near = (await u.inject('POST', '/api/maps/locate-attempt', at(0.02))).json();
    expect(near).toMatchObject({ isCorrect: true, latitude: h.latitude, longitude: h.longitude });
    expect(near.score).toBe(near.points);
    // about 2 radii north: partial points
    const mid = (await u.inject('POST', '/api/maps/locate-attempt', at((2 * near.radiusKm) / 111.2))).json();
    expect(mid.isCorrect).toBe(false);
    expect(mid.score).toBeGreaterThan(0);
    expect(mid.score).toBeLessThan(mid.points);
    const far = (await u.inject('POST', '/api/maps/locate-attempt', at(5))).json();
    expect(far).toMatchObject({ isCorrect: false, score: 0 });
    expect(far.distanceKm).toBeGreaterThan(500);
    const inbox = await t.db.kysely.selectFrom('review_inbox').select('source_ref').where('user_id', '=', u.id).execute();
    expect(inbox).toEqual([{ source_ref: `hotspot:${h.id}` }]);
  });
});

describe('progress and analytics', () => {
  it('add up: viewing every hotspot and answering every quiz right completes the layer', async () => {
    const u = await signedInUser(t);
    const layer = freeLayer();
    const hs = lib().hotspots.filter((h) => h.layerId === layer.id);
    const qs = lib().mapQuizzes.filter((q) => q.layerId === layer.id);
    const before = (await u.inject('GET', '/api/maps/analytics')).json();
    expect(before).toEqual({
      user: {
        completedLayers: 0,
        accuracy: 0,
        totalAttempts: 0,
        correctAttempts: 0,
        totalScore: 0,
        hotspotsViewed: 0,
        locateAttempts: 0,
        locateWithinRadius: 0,
      },
      totalLayers: lib().mapLayers.length,
      totalHotspots: lib().hotspots.length,
      totalQuizzes: lib().mapQuizzes.length,
    });
    for (const h of hs) {
      const r = await u.inject('POST', '/api/maps/progress', { layerId: layer.id, hotspotId: h.id, progressType: 'viewed' });
      expect(r.statusCode).toBe(200);
    }
    // viewing twice counts once
    await u.inject('POST', '/api/maps/progress', { layerId: layer.id, hotspotId: hs[0]!.id, progressType: 'viewed' });
    let p = (await u.inject('GET', '/api/maps/progress')).json();
    expect(p.viewedHotspotIds).toHaveLength(hs.length);
    expect(p.layers.find((l: { layerId: string }) => l.layerId === layer.id)).toMatchObject({ hotspotsViewed: hs.length, completed: false });
    // one wrong, then all right
    const q0 = qs[0]!;
    await u.inject('POST', '/api/maps/quiz-attempt', {
      quizId: q0.id,
      selectedAnswer: q0.options.find((o) => o.id !== q0.correctAnswer)!.id,
      timeSpent: 4,
    });
    for (const q of qs) await u.inject('POST', '/api/maps/quiz-attempt', { quizId: q.id, selectedAnswer: q.correctAnswer, timeSpent: 4 });
    p = (await u.inject('GET', '/api/maps/progress')).json();
    expect(p.layers.find((l: { layerId: string }) => l.layerId === layer.id)).toMatchObject({ quizzesCorrect: qs.length, completed: true });
    const after = (await u.inject('GET', '/api/maps/analytics')).json();
    const points = qs.reduce((s, q) => s + q.points, 0);
    expect(after.user).toMatchObject({
      completedLayers: 1,
      totalAttempts: qs.length + 1,
      correctAttempts: qs.length,
      accuracy: Math.round((qs.length / (qs.length + 1)) * 1000) / 10,
      totalScore: points,
      hotspotsViewed: hs.length,
    });
  });

  it('refuses a hotspot that is not on the given layer', async () => {
    const u = await signedInUser(t);
    const [a, b] = lib().mapLayers.filter((l) => !l.isPremium);
    const h = lib().hotspots.find((x) => x.layerId === b!.id)!;
    expect((await u.inject('POST', '/api/maps/progress', { layerId: a!.id, hotspotId: h.id, progressType: 'viewed' })).statusCode).toBe(404);
    expect((await u.inject('POST', '/api/maps/progress', { layerId: a!.id, hotspotId: h.id, progressType: 'liked' })).statusCode).toBe(400);
  });
});

describe('bookmarks', () => {
  it('bookmark a hotspot and a layer once each, list them, remove only your own', async () => {
    const u = await signedInUser(t);
    const other = await signedInUser(t);
    const h = lib().hotspots.find((x) => !lib().mapLayers.find((l) => l.id === x.layerId)!.isPremium)!;
    const b1 = (await u.inject('POST', '/api/maps/bookmarks', { hotspotId: h.id })).json();
    expect(b1).toMatchObject({ kind: 'hotspot', hotspotId: h.id, name: { en: h.name, mr: h.nameMarathi }, latitude: h.latitude });
    const again = (await u.inject('POST', '/api/maps/bookmarks', { hotspotId: h.id })).json();
    expect(again.id).toBe(b1.id);
    const b2 = (await u.inject('POST', '/api/maps/bookmarks', { layerId: premiumLayer().id })).json();
    expect(b2).toMatchObject({ kind: 'layer', layerId: premiumLayer().id });
    expect((await u.inject('POST', '/api/maps/bookmarks', { hotspotId: h.id, layerId: h.layerId })).statusCode).toBe(400);
    expect((await u.inject('POST', '/api/maps/bookmarks', {})).statusCode).toBe(400);
    expect((await u.inject('GET', '/api/maps/bookmarks')).json()).toHaveLength(2);
    expect((await other.inject('GET', '/api/maps/bookmarks')).json()).toHaveLength(0);
    expect((await other.inject('DELETE', `/api/maps/bookmarks/${b1.id}`)).statusCode).toBe(404);
    expect((await u.inject('DELETE', `/api/maps/bookmarks/${b1.id}`)).statusCode).toBe(204);
    expect((await u.inject('GET', '/api/maps/bookmarks')).json().map((b: { id: string }) => b.id)).toEqual([b2.id]);
  });
});
