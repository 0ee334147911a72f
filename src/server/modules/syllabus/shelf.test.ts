import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  alice = await signedInUser(t);
  bob = await signedInUser(t);
});
afterAll(async () => t.close());

const books = () => testLibrary().books;
const topics = () => testLibrary().topics;

describe('bookmarks', () => {
  it('bookmarking a book twice leaves one bookmark', async () => {
    const bookId = books()[0]!.id;
    const first = await alice.inject('POST', '/api/bookmarks', { bookId });
    const second = await alice.inject('POST', '/api/bookmarks', { bookId });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ bookId, userId: alice.id, isRead: false });
    const list = (await alice.inject('GET', '/api/bookmarks')).json();
    expect(list.filter((b: { bookId: string }) => b.bookId === bookId)).toHaveLength(1);
  });

  it('two bookmarks made at once are still one', async () => {
    const bookId = books()[1]!.id;
    const answers = await Promise.all([1, 2, 3].map(() => alice.inject('POST', '/api/bookmarks', { bookId })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
  });

  it('marks read and unread, and the list shows it', async () => {
    const { id } = (await alice.inject('POST', '/api/bookmarks', { bookId: books()[2]!.id })).json();
    const read = await alice.inject('PATCH', `/api/bookmarks/${id}`, { isRead: true });
    expect(read.statusCode).toBe(200);
    expect(read.json().isRead).toBe(true);
    expect((await alice.inject('GET', '/api/bookmarks')).json().find((b: { id: string }) => b.id === id).isRead).toBe(true);
    expect((await alice.inject('PATCH', `/api/bookmarks/${id}`, { isRead: false })).json().isRead).toBe(false);
    // bookmarking it again keeps its read state
    await alice.inject('PATCH', `/api/bookmarks/${id}`, { isRead: true });
    expect((await alice.inject('POST', '/api/bookmarks', { bookId: books()[2]!.id })).json()).toMatchObject({ id, isRead: true });
  });

  it("lists only the caller's own; another user's bookmark is a 404 to change or remove", async () => {
    const { id } = (await alice.inject('POST', '/api/bookmarks', { bookId: books()[3]!.id })).json();
    expect((await bob.inject('GET', '/api/bookmarks')).json()).toEqual([]);
    const patch = await bob.inject('PATCH', `/api/bookmarks/${id}`, { isRead: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.code).toBe('not_found');
    expect((await bob.inject('DELETE' as 'GET', `/api/bookmarks/${id}`)).statusCode).toBe(404);
    expect((await alice.inject('GET', '/api/bookmarks')).json().find((b: { id: string }) => b.id === id).isRead).toBe(false);
  });

  it("the seed's /api/bookmarks/{userId} answers only for the caller's own id", async () => {
    const own = await alice.inject('GET', `/api/bookmarks/${alice.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await alice.inject('GET', '/api/bookmarks')).json());
    const other = await bob.inject('GET', `/api/bookmarks/${alice.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('not_found');
  });

  it('removes a bookmark', async () => {
    const { id } = (await bob.inject('POST', '/api/bookmarks', { bookId: books()[4]!.id })).json();
    expect((await bob.inject('DELETE' as 'GET', `/api/bookmarks/${id}`)).statusCode).toBe(204);
    expect((await bob.inject('GET', '/api/bookmarks')).json()).toEqual([]);
  });

  it.each([
    [{ bookId: 'no-such-book' }, 404, 'not_found'],
    [{ bookId: '' }, 400, 'validation_failed'],
    [{ bookId: 'Book One' }, 400, 'validation_failed'],
    [{ bookId: books()[0]?.id, userId: 'someone-else' }, 400, 'validation_failed'],
    [{}, 400, 'validation_failed'],
  ])('POST %j is a %i', async (body, status, code) => {
    const res = await alice.inject('POST', '/api/bookmarks', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bookmarks' })).statusCode).toBe(401);
  });
});

describe('syllabus coverage', () => {
  it('starts empty, counted against every topic of the library', async () => {
    const c = (await bob.inject('GET', '/api/syllabus/coverage')).json();
    expect(c).toMatchObject({ topics: [], studied: 0, total: topics().length, percent: 0 });
    const sum = c.groups.reduce((n: number, g: { total: number }) => n + g.total, 0);
    expect(sum).toBe(topics().length);
  });

  it('marks and unmarks a topic; the per-paper-and-subject group counts it', async () => {
    const topic = topics().find((x) => x.id === 'polity-parliament')!;
    const marked = await alice.inject('PUT', `/api/syllabus/coverage/${topic.id}`, {});
    expect(marked.statusCode).toBe(200);
    const c = marked.json();
    expect(c.topics).toEqual([{ topicId: topic.id, source: 'manual' }]);
    expect(c.studied).toBe(1);
    expect(c.percent).toBe(Math.round(100 / topics().length));
    const group = c.groups.find((g: { subject: string; paperType: string }) => g.subject === 'polity' && g.paperType === topic.paperType);
    expect(group.studied).toBe(1);
    expect(group.total).toBe(topics().filter((x) => x.subject === 'polity' && x.paperType === topic.paperType).length);
    // marking again (from the topic page's read event) keeps the first tick
    expect((await alice.inject('PUT', `/api/syllabus/coverage/${topic.id}`, { source: 'note' })).json().topics).toEqual([
      { topicId: topic.id, source: 'manual' },
    ]);
    const unmarked = (await alice.inject('DELETE' as 'GET', `/api/syllabus/coverage/${topic.id}`)).json();
    expect(unmarked.studied).toBe(0);
  });

  it("is per candidate: one's ticks never show for another", async () => {
    await alice.inject('PUT', `/api/syllabus/coverage/${topics()[0]!.id}`, { source: 'note' });
    expect((await bob.inject('GET', '/api/syllabus/coverage')).json().studied).toBe(0);
    expect((await alice.inject('GET', '/api/syllabus/coverage')).json().topics).toEqual([{ topicId: topics()[0]!.id, source: 'note' }]);
  });

  it.each([
    ['no-such-topic', {}, 404],
    [topics()[0]?.id, { source: 'test' }, 400],
    [topics()[0]?.id, { source: 'manual', extra: 1 }, 400],
    ['UPPER', {}, 400],
  ])('PUT %s %j is a %i', async (id, body, status) => {
    const res = await alice.inject('PUT', `/api/syllabus/coverage/${id}`, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toBeDefined();
  });
});
