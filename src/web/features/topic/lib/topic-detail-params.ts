import type { TopicContentType } from '@shared/topic';

/** The page's `type`: summary by default, flashcards, or test (which loads questions). Spec 01 §2. */
export type DetailType = 'summary' | 'flashcards' | 'test';

export function detailType(value: string | null): DetailType {
  return value === 'flashcards' || value === 'test' ? value : 'summary';
}

export function contentTypeFor(type: DetailType): TopicContentType {
  return type === 'test' ? 'questions' : type;
}

/** topic and subject from the query string, or null when either is missing (the page then redirects). */
export function detailParams(search: URLSearchParams): { topic: string; subject: string; type: DetailType } | null {
  const topic = search.get('topic')?.trim() ?? '';
  const subject = search.get('subject')?.trim() ?? '';
  if (!topic || !subject) return null;
  return { topic, subject, type: detailType(search.get('type')) };
}
