import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fakeClock } from '../../testing/fakes';
import { signedInUser, type TestUser } from '../../testing/users';
import { normaliseSpace } from './extract';

const clock = fakeClock(new Date('2026-06-01T04:00:00Z'));
const DAY = 86_400_000;
let t: TestApp;
let u: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, deps: { clock } });
  u = await signedInUser(t, { clock });
  other = await signedInUser(t, { clock });
});
afterAll(async () => t.close());

const NOTES = `छत्रपती शिवाजी महाराजांचा जन्म १९ फेब्रुवारी १६३० रोजी शिवनेरी किल्ल्यावर झाला. त्यांचा राज्याभिषेक ६ जून १६७४ रोजी रायगडावर झाला।
- शिवाजी महाराजांनी अष्टप्रधान मंडळाची स्थापना केली.
- अष्टप्रधान मंडळात आठ मंत्री होते आणि पेशवा हा प्रमुख होता.
- स्वराज्याची राजधानी रायगड होती आणि आरमार कोकण किनाऱ्यावर उभारले गेले.`;

describe('flashcards: generation, decks and cards', () => {
  it('makes cards from pasted Marathi notes; every answer is text found in the notes', async () => {
    const res = await u.inject('POST', '/api/flashcards/generate-from-content', { topic: 'शिवाजी महाराज', content: NOTES, count: 5 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('offline');
    expect(body.added).toBe(5);
    expect(body.decks[0]).toMatchObject({ name: 'शिवाजी महाराज', source: 'notes', language: 'mr', cardCount: 5, newCount: 5 });
    for (const c of body.cards) {
      expect(normaliseSpace(NOTES)).toContain(c.back);
      expect(c.state).toBe('new');
    }
    expect(body.cards.some((c: { front: string }) => c.front.includes('_____'))).toBe(true);
    // the same notes again add nothing new
    const again = await u.inject('POST', '/api/flashcards/generate-from-content', { topic: 'शिवाजी महाराज', content: NOTES, count: 5 });
    expect(again.json().added).toBe(0);
  });

  it('refuses blank topic or notes, and no subjects, with 400s naming the field', async () => {
    const blank = await u.inject('POST', '/api/flashcards/generate-from-content', { topic: '   ', content: NOTES });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({ code: 'validation_failed', field: 'topic' });
    const noNotes = await u.inject('POST', '/api/flashcards/generate-from-content', { topic: 'x', content: ' \n ' });
    expect(noNotes.json().error.field).toBe('content');
    const none = await u.inject('POST', '/api/flashcards/generate', { subjects: [], count: 5 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('subjects');
    const badCount = await u.inject('POST', '/api/flashcards/generate', { subjects: ['polity'], count: 7 });
    expect(badCount.statusCode).toBe(400);
  });

  it('notes with no sentence to use answer 422 flashcards_no_cards', async () => {
    const res = await u.inject('POST', '/api/flashcards/generate-from-content', { topic: 'x', content: 'too short' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('flashcards_no_cards');
  });

  it('generates subject decks from the library (bank questions with options, note facts) in the chosen language', async () => {
    const res = await u.inject('POST', '/api/flashcards/generate', {
      subjects: ['polity', 'maharashtra'],
      count: 10,
      difficulty: 'medium',
      language: 'marathi',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toBe(10);
    expect(body.decks.map((d: { name: string }) => d.name).sort()).toEqual(['maharashtra', 'polity']);
    expect(body.cards.some((c: { front: string }) => /\nA\. /.test(c.front))).toBe(true);
    expect(body.cards.every((c: { language: string }) => c.language === 'mr')).toBe(true);
  });

  it('edits and deletes only the owner’s cards', async () => {
    const decks = (await u.inject('GET', '/api/flashcards/decks')).json().decks;
    const deck = (await u.inject('GET', `/api/flashcards/decks/${decks[0].id}`)).json();
    const card = deck.cards[0];
    expect((await other.inject('PATCH', `/api/flashcards/cards/${card.id}`, { back: 'x' })).statusCode).toBe(404);
    expect((await other.inject('GET', `/api/flashcards/decks/${decks[0].id}`)).statusCode).toBe(404);
    const edited = await u.inject('PATCH', `/api/flashcards/cards/${card.id}`, { back: 'नवे उत्तर' });
    expect(edited.json().card.back).toBe('नवे उत्तर');
    expect((await u.inject('PATCH', `/api/flashcards/cards/${card.id}`, {})).statusCode).toBe(400);
    expect((await other.inject('DELETE', `/api/flashcards/cards/${card.id}`)).statusCode).toBe(404);
    expect((await u.inject('DELETE', `/api/flashcards/cards/${card.id}`)).statusCode).toBe(200);
    expect((await u.inject('DELETE', `/api/flashcards/cards/${card.id}`)).statusCode).toBe(404);
  });
});

describe('reviews: the FSRS queue', () => {
  let v: TestUser;
  beforeAll(async () => {
    v = await signedInUser(t, { clock });
    await v.inject('POST', '/api/flashcards/generate-from-content', { topic: 'शिवाजी महाराज', content: NOTES, count: 5 });
  });

  it('new cards join the queue at once with an interval per button; a rating moves a card out; undo brings it back', async () => {
    const due = (await v.inject('GET', '/api/reviews/due')).json();
    expect(due.cards).toHaveLength(5);
    const c = due.cards[0];
    expect(c.intervals.again).toBeLessThan(c.intervals.good);
    expect(c.intervals.good).toBeLessThanOrEqual(c.intervals.easy);
    const r = await v.inject('POST', `/api/reviews/${c.id}`, { rating: 4 });
    expect(r.statusCode).toBe(200);
    expect(r.json().intervalMinutes).toBe(c.intervals.easy);
    const after = (await v.inject('GET', '/api/reviews/due')).json();
    expect(after.cards.map((x: { id: string }) => x.id)).not.toContain(c.id);
    expect(after.newToday).toBe(1);
    expect(after.canUndo).toBe(true);
    const undone = await v.inject('POST', '/api/reviews/undo');
    expect(undone.json().card).toMatchObject({ id: c.id, state: 'new', reps: 0 });
    const back = (await v.inject('GET', '/api/reviews/due')).json();
    expect(back.cards.map((x: { id: string }) => x.id)).toContain(c.id);
    expect(back.newToday).toBe(0);
    expect((await v.inject('POST', '/api/reviews/undo')).json().error.code).toBe('review_nothing_to_undo');
  });

  it('applies a rating sent twice with the same clientId once (the offline queue resending)', async () => {
    const c = (await v.inject('GET', '/api/reviews/due')).json().cards[0];
    const body = { rating: 3, clientId: crypto.randomUUID(), reviewedAt: new Date(clock().getTime() - 60_000).toISOString() };
    const first = (await v.inject('POST', `/api/reviews/${c.id}`, body)).json();
    const second = (await v.inject('POST', `/api/reviews/${c.id}`, body)).json();
    expect(first.duplicate).toBe(false);
    expect(second.duplicate).toBe(true);
    expect(second.card.reps).toBe(first.card.reps);
    expect((await v.inject('POST', `/api/reviews/${c.id}`, { rating: 5 })).statusCode).toBe(400);
    expect((await other.inject('POST', `/api/reviews/${c.id}`, { rating: 3 })).statusCode).toBe(404);
  });

  it('keeps to the daily new-card limit', async () => {
    await v.inject('PUT', '/api/reviews/settings', { newPerDay: 2 });
    const due = (await v.inject('GET', '/api/reviews/due')).json();
    expect(due.newToday).toBe(1);
    expect(due.cards.filter((c: { state: string }) => c.state === 'new')).toHaveLength(1);
    expect(due.heldBack).toBeGreaterThanOrEqual(3);
    await v.inject('PUT', '/api/reviews/settings', { newPerDay: 20 });
  });

  it('never schedules past the exam date on the profile', async () => {
    const w = await signedInUser(t, { clock });
    await w.inject('POST', '/api/flashcards/generate-from-content', { topic: 'शिवाजी महाराज', content: NOTES, count: 5 });
    const examDate = new Date(clock().getTime() + 3 * DAY).toISOString().slice(0, 10);
    await t.db.kysely.updateTable('users').set({ exam_date: examDate }).where('id', '=', w.id).execute();
    const due = (await w.inject('GET', '/api/reviews/due')).json();
    expect(due.examMode).toBe(true);
    const capMs = Date.parse(`${examDate}T00:00:00+05:30`);
    for (const c of due.cards) expect(clock().getTime() + c.intervals.easy * 60_000).toBeLessThanOrEqual(capMs + 60_000);
    const r = (await w.inject('POST', `/api/reviews/${due.cards[0].id}`, { rating: 4 })).json();
    expect(Date.parse(r.card.due)).toBeLessThanOrEqual(capMs);
  });

  it('stats: reviews per day, retention, a 30-day forecast and the streak only when opted in', async () => {
    const s = (await v.inject('GET', '/api/reviews/stats')).json();
    expect(s.days).toHaveLength(30);
    expect(s.days[29].reviews).toBeGreaterThan(0);
    expect(s.forecast).toHaveLength(30);
    expect(s.streak).toBeNull();
    expect(s.retention).toBeNull(); // no learned card reviewed yet
    await v.inject('PUT', '/api/reviews/settings', { streakOptIn: true });
    expect((await v.inject('GET', '/api/reviews/stats')).json().streak).toBe(1);
  });
});

describe('the review queue: a wrong mock-test answer becomes a due card', () => {
  it('queues the missed question with its options, right answer and explanation', async () => {
    const x = await signedInUser(t, { clock });
    const a = (
      await x.inject('POST', '/api/mock-test/generate', {
        subjects: ['polity'],
        topics: ['polity-statutory-bodies'],
        difficulty: 'medium',
        questionCount: 5,
        language: 'english',
      })
    ).json();
    const q = a.questions[0];
    const key = await t.db.kysely.selectFrom('mcqs').select('answer').where('id', '=', q.id).executeTakeFirstOrThrow();
    const wrong = (key.answer + 1) % 4;
    expect((await x.inject('PUT', `/api/attempts/${a.id}/answers/${q.id}`, { choice: wrong })).statusCode).toBe(200);
    expect((await x.inject('POST', `/api/attempts/${a.id}/submit`)).statusCode).toBe(200);
    const due = (await x.inject('GET', '/api/reviews/due')).json();
    expect(due.cards).toHaveLength(1);
    expect(due.cards[0]).toMatchObject({ source: 'exam', language: 'en', topicId: 'polity-statutory-bodies' });
    expect(due.cards[0].front).toContain(q.question.en);
    expect(due.cards[0].back).toBe(`${'ABCD'[key.answer]}. ${q.options.en[key.answer]}`);
    expect(due.cards[0].explanation).toBeTruthy();
    expect(due.cards[0].topicTitle).toBeTruthy();
  });
});
