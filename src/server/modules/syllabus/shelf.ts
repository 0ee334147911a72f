import { PLANNER_SUBJECT_IDS, type PlannerSubjectId } from '@shared/subjects';
import type { BookmarkDto, CoverageDto, CoverageSource } from '@shared/syllabus';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import * as repo from './repo';

/** The candidate's shelf (bookmarks, spec 02 §4 Bookmark) and syllabus coverage. Ownership is checked here. */

type BookmarkRow = Awaited<ReturnType<typeof repo.listBookmarks>>[number];
const toBookmark = (r: BookmarkRow): BookmarkDto => ({ id: r.id, bookId: r.book_id, userId: r.user_id, isRead: r.is_read });
const notFound = () => new AppError(404, 'not_found', 'Bookmark not found.');

export async function addBookmark(db: Executor, userId: string, bookId: string, now: Date): Promise<BookmarkDto> {
  if (!(await library.bookExists(db, bookId))) throw new AppError(404, 'not_found', 'There is no such book in the library.', 'bookId');
  return toBookmark(await repo.upsertBookmark(db, userId, bookId, now));
}

export async function listBookmarks(db: Executor, userId: string): Promise<BookmarkDto[]> {
  return (await repo.listBookmarks(db, userId)).map(toBookmark);
}

export async function setBookmarkRead(db: Executor, userId: string, id: string, isRead: boolean, now: Date): Promise<BookmarkDto> {
  const row = await repo.setRead(db, userId, id, isRead, now);
  if (!row) throw notFound();
  return toBookmark(row);
}

export async function removeBookmark(db: Executor, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteBookmark(db, userId, id))) throw notFound();
}

/** Coverage against the library's topics: per paper type and planner subject, and overall. */
export async function coverage(db: Executor, userId: string): Promise<CoverageDto> {
  const [outline, covered] = await Promise.all([library.topicOutline(db), repo.coveredTopics(db, userId)]);
  const known = new Map(outline.map((t) => [t.id, t]));
  const topics = covered.filter((c) => known.has(c.topic_id)).map((c) => ({ topicId: c.topic_id, source: c.source }));
  const studiedIds = new Set(topics.map((t) => t.topicId));
  const groups = new Map<string, CoverageDto['groups'][number]>();
  for (const t of outline) {
    if (!(PLANNER_SUBJECT_IDS as readonly string[]).includes(t.subject)) continue;
    const key = `${t.paperType}/${t.subject}`;
    const g = groups.get(key) ?? { paperType: t.paperType, subject: t.subject as PlannerSubjectId, studied: 0, total: 0 };
    g.total++;
    if (studiedIds.has(t.id)) g.studied++;
    groups.set(key, g);
  }
  const total = outline.length;
  return { topics, studied: topics.length, total, percent: total ? Math.round((topics.length / total) * 100) : null, groups: [...groups.values()] };
}

export async function markTopic(db: Executor, userId: string, topicId: string, source: CoverageSource, now: Date): Promise<CoverageDto> {
  if (!(await library.topicExists(db, topicId))) throw new AppError(404, 'not_found', 'There is no such syllabus topic.', 'topicId');
  await repo.markCovered(db, userId, topicId, source, now);
  return coverage(db, userId);
}

export async function unmarkTopic(db: Executor, userId: string, topicId: string): Promise<CoverageDto> {
  await repo.unmarkCovered(db, userId, topicId);
  return coverage(db, userId);
}
