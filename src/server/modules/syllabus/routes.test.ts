import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_SUBJECT_TOPICS } from '@shared/subjects';
import { createTestApp, testLibrary, type TestApp } from '@server/testing/test-app';
import { signedInUser, type TestUser } from '@server/testing/users';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await signedInUser(t);
});
afterAll(async () => t.close());

const get = async (url: string) => {
  const res = await user.inject('GET', url);
  return { status: res.statusCode, body: res.json() };
};

describe('access', () => {
  it('the library reads need a session with access', async () => {
    for (const url of ['/api/syllabus', '/api/syllabus/topics', '/api/syllabus/books', '/api/content/search?q=rights']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });
});
const DEVANAGARI = /[\u0900-\u097F]/;

describe('GET /api/syllabus', () => {
  it('answers the tree keyed by paper name, in English by default, with paper metadata', async () => {
    const lib = testLibrary();
    const { status, body } = await get('/api/syllabus');
    expect(status).toBe(200);
    expect(Object.keys(body.prelims)).toEqual(lib.syllabus!.prelims.map((p) => p.name.en));
    expect(Object.keys(body.mains)).toEqual(lib.syllabus!.mains.map((p) => p.name.en));
    const first = lib.syllabus!.prelims[0]!;
    const paper = body.prelims[first.name.en];
    expect(paper).toMatchObject({ id: first.id, marks: first.marks, sections: expect.any(Array) });
    expect(paper.sections[0]).toEqual({ title: first.sections[0]!.title.en, topics: first.sections[0]!.topics.map((x) => x.en) });
    expect(body.exam).toBe(lib.syllabus!.exam.en);
    expect(body.source.title).toBe(lib.syllabus!.source.title);
  });

  it('answers in Marathi when asked; an empty lang is the default', async () => {
    const mr = (await get('/api/syllabus?lang=marathi')).body;
    expect(Object.keys(mr.prelims).every((k) => DEVANAGARI.test(k))).toBe(true);
    expect(Object.keys(mr.mains)).toHaveLength(testLibrary().syllabus!.mains.length);
    expect(DEVANAGARI.test(mr.exam)).toBe(true);
    const blank = (await get('/api/syllabus?lang=')).body;
    expect(Object.keys(blank.prelims)[0]).toBe(testLibrary().syllabus!.prelims[0]!.name.en);
  });

  it('refuses an unknown language, naming the field', async () => {
    const { status, body } = await get('/api/syllabus?lang=hindi');
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', field: 'lang' });
  });
});

describe('GET /api/syllabus/topics', () => {
  it('lists every topic in the spec shape', async () => {
    const { status, body } = await get('/api/syllabus/topics');
    expect(status).toBe(200);
    expect(body).toHaveLength(testLibrary().topics.length);
    const polity = body.find((x: { id: string }) => x.id === 'polity-parliament');
    expect(Object.keys(polity).sort()).toEqual(['description', 'id', 'paperType', 'subject', 'subtopics', 'topic']);
    expect(polity).toMatchObject({ subject: 'polity', paperType: 'Prelims', topic: expect.any(String) });
    expect(polity.subtopics.every((s: unknown) => typeof s === 'string')).toBe(true);
  });

  it('filters by planner subject and paper type, in either language', async () => {
    const expected = testLibrary().topics.filter((x) => x.subject === 'polity' && x.paperType === 'Prelims');
    const { body } = await get('/api/syllabus/topics?subject=polity&paperType=Prelims&lang=marathi');
    expect(body.map((x: { id: string }) => x.id)).toEqual(expected.map((x) => x.id));
    expect(body[0].topic).toBe(expected[0]!.topic.mr);
    expect(DEVANAGARI.test(body[0].subtopics[0])).toBe(true);
  });

  it('takes a book-library subject for the planner subjects it covers', async () => {
    const { body } = await get('/api/syllabus/topics?subject=Polity');
    const subjects = new Set(body.map((x: { subject: string }) => x.subject));
    expect([...subjects].sort()).toEqual([...BOOK_SUBJECT_TOPICS.Polity].sort());
    expect((await get('/api/syllabus/topics?subject=Marathi%20Language')).body).toEqual([]);
    expect((await get('/api/syllabus/topics?paperType=Optional')).body).toEqual([]);
  });

  it('treats empty filters as no filter', async () => {
    const { status, body } = await get('/api/syllabus/topics?subject=&paperType=&lang=');
    expect(status).toBe(200);
    expect(body).toHaveLength(testLibrary().topics.length);
  });

  it.each([
    ['subject=physics', 'subject'],
    ['subject=POLITY', 'subject'],
    ['paperType=prelims', 'paperType'],
    ['lang=mr', 'lang'],
  ])('?%s is a 400 naming %s', async (qs, field) => {
    const { status, body } = await get(`/api/syllabus/topics?${qs}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('GET /api/syllabus/books', () => {
  it('lists every book as the spec Book entity', async () => {
    const { status, body } = await get('/api/syllabus/books');
    expect(status).toBe(200);
    expect(body).toHaveLength(testLibrary().books.length);
    expect(Object.keys(body[0]).sort()).toEqual([
      'accessLink',
      'author',
      'bookTitle',
      'format',
      'id',
      'isRecommended',
      'language',
      'notes',
      'paperType',
      'plannerSubjects',
      'subject',
      'tags',
    ]);
    const first = testLibrary().books[0]!;
    expect(body[0]).toEqual({ ...first });
  });

  it('filters by subject, paper type and language (a language includes books in both)', async () => {
    const { body } = await get('/api/syllabus/books?subject=Polity&paperType=Prelims&language=Marathi');
    const expected = testLibrary().books.filter((b) => b.subject === 'Polity' && b.paperType === 'Prelims' && b.language !== 'English');
    expect(body.map((b: { id: string }) => b.id)).toEqual(expected.map((b) => b.id));
    const both = (await get('/api/syllabus/books?language=Both')).body;
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((b: { language: string }) => b.language === 'Both')).toBe(true);
    const spaced = (await get('/api/syllabus/books?subject=Current+Affairs&paperType=')).body;
    expect(spaced.length).toBe(testLibrary().books.filter((b) => b.subject === 'Current Affairs').length);
  });

  it.each([
    ['subject=Maths', 'subject'],
    ['paperType=Final', 'paperType'],
    ['language=Hindi', 'language'],
    ['language=english', 'language'],
  ])('?%s is a 400 naming %s', async (qs, field) => {
    const { status, body } = await get(`/api/syllabus/books?${qs}`);
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'validation_failed', field });
  });
});

describe('without content (runs last: it empties the tables)', () => {
  it('answers empty results, which the web shows as "No syllabus available" / "No books found"', async () => {
    for (const table of ['syllabus_papers', 'content_documents', 'syllabus_topics', 'books'] as const) await t.db.kysely.deleteFrom(table).execute();
    expect((await get('/api/syllabus')).body).toEqual({ prelims: {}, mains: {} });
    expect((await get('/api/syllabus/books')).body).toEqual([]);
    expect((await get('/api/syllabus/topics?subject=History')).body).toEqual([]);
  });
});
