import { z } from 'zod';
import { contentLang } from '../../../shared/language';
import { topicContent } from '../../../shared/topic';

/**
 * POST /api/topic/export-pdf: the TopicContent the page shows (or the whole explain answer) and the page's
 * language; `{ content, language }` is taken too. Only topic, subject and summary are required. The route's body
 * limit bounds its size.
 */
const exportBody = topicContent
  .partial({ explanation: true, relatedTopics: true, questions: true, facts: true, currentAffairs: true, flashcards: true, sources: true, found: true })
  .extend({
    topic: z.string().trim().min(1).max(200),
    subject: z.string().trim().max(100),
    flashcards: topicContent.shape.flashcards.max(50).optional(),
    language: contentLang.default('english'),
  });

export const exportPdfRequest = z.preprocess((v) => {
  if (v && typeof v === 'object' && 'content' in v && v.content && typeof v.content === 'object') {
    const { content, ...rest } = v as { content: object };
    return { ...content, ...rest };
  }
  return v;
}, exportBody);
export type ExportPdfRequest = z.infer<typeof exportPdfRequest>;
export const EXPORT_BODY_LIMIT = 128 * 1024;

/** `topic-parliament-composition.pdf`: ASCII only, so the header is safe for every browser. */
export function pdfFileName(topic: string): { ascii: string; utf8: string } {
  const slug = topic.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  const utf8 = encodeURIComponent(`topic-${topic.replace(/[\\/:*?"<>|\r\n\t]+/g, ' ').trim().slice(0, 80)}.pdf`).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ascii: `topic-${slug || 'notes'}.pdf`, utf8 };
}
