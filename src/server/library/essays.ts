import type { EssayTopic } from '@shared/content';
import type { Executor } from '../db/database';

/** The essay topics of the library (content/essays/topics.yaml), in the library's order. */
export async function essayTopics(db: Executor): Promise<EssayTopic[]> {
  const rows = await db.selectFrom('essay_topics').select(['id', 'theme', 'title_en', 'title_mr', 'outline']).orderBy('position').execute();
  return rows.map((r) => ({ id: r.id, theme: r.theme, title: { en: r.title_en, mr: r.title_mr }, outline: r.outline }));
}
