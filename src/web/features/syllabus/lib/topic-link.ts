import { fileSlug } from '@web/lib/download';

/** The topic API takes a topic of at most 120 characters and a subject of at most 60: a long syllabus line is cut at a word. */
export function clip(text: string, max: number): string {
  const s = text.trim();
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:(—–-]+$/u, '');
}

/**
 * The topic page of a syllabus line: /topic/{subject}/{topic}?topic=&subject=[&topicId=]. `topicId` names a topic of
 * the library: the topic page then reports "read to the end", which ticks the topic as studied.
 */
export function topicHref(topic: string, subject: string, topicId?: string): string {
  const qs = new URLSearchParams({ topic: clip(topic, 120), subject: clip(subject, 60) });
  if (topicId) qs.set('topicId', topicId);
  return `/topic/${encodeURIComponent(fileSlug(subject, 'subject'))}/${encodeURIComponent(fileSlug(topic, 'topic'))}?${qs}`;
}
