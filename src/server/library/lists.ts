import type { BookListGroup, TwelveMonthPlan } from '@shared/content';
import type { Executor } from '../db/database';

/** The static lists of the library (the book list, the 12-month plan) and the small lookups of the candidate's home. */

export async function bookListGroups(db: Executor): Promise<BookListGroup[]> {
  const rows = await db.selectFrom('book_list_groups').selectAll().orderBy('position').execute();
  return rows.map((g) => ({
    id: g.id,
    title: g.title,
    titleMarathi: g.title_marathi,
    priority: g.priority as BookListGroup['priority'],
    ...(g.description ? { description: g.description } : {}),
    books: g.books as BookListGroup['books'],
  }));
}

export async function twelveMonthPlan(db: Executor): Promise<TwelveMonthPlan | null> {
  const r = await db.selectFrom('content_documents').select('data').where('id', '=', 'twelve-month-plan').executeTakeFirst();
  return (r?.data as TwelveMonthPlan | undefined) ?? null;
}

export async function bookExists(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('books').select('id').where('id', '=', id).executeTakeFirst());
}

export async function topicExists(db: Executor, id: string): Promise<boolean> {
  return !!(await db.selectFrom('syllabus_topics').select('id').where('id', '=', id).executeTakeFirst());
}

/** Every syllabus topic's id, paper type and subject, in the library's order (coverage counts against these). */
export async function topicOutline(db: Executor): Promise<{ id: string; paperType: 'Prelims' | 'Mains'; subject: string }[]> {
  const rows = await db.selectFrom('syllabus_topics').select(['id', 'paper_type', 'subject']).orderBy('position').execute();
  return rows.map((r) => ({ id: r.id, paperType: r.paper_type as 'Prelims' | 'Mains', subject: r.subject }));
}
