import { z } from 'zod';
import { aiSource } from '@shared/ai';
import { contentLang } from '@shared/language';
import { lineText, multilineText } from '@shared/text';
import { topicQuestion } from '@shared/topic';

/**
 * POST /api/topic/export-pdf: the TopicContent the page shows (or the whole explain answer) and the page's
 * language; `{ content, language }` is taken too. Only topic, subject and summary are required. Every field has
 * its own cap (issue 19, item 1): the generated content stays far below them, and they keep the layout bounded.
 */
export const EXPORT_CAPS = { line: 300, paragraph: 4000, reference: 20_000, explanation: 20_000, list: 50 } as const;
const line = () => lineText().max(EXPORT_CAPS.line);
const para = () => multilineText().max(EXPORT_CAPS.paragraph);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(EXPORT_CAPS.list).optional();

const exportBody = z.object({
  topic: lineText().trim().min(1).max(200),
  subject: lineText().trim().max(100),
  summary: para(),
  explanation: multilineText().max(EXPORT_CAPS.explanation).optional(),
  relatedTopics: list(line()),
  questions: topicQuestion
    .extend({
      id: line(),
      question: para(),
      options: z.array(para()).min(2).max(6),
      answer: para(),
      explanation: para(),
      difficulty: line(),
      source: line().optional(),
    })
    .array()
    .max(10)
    .optional(),
  facts: list(para()),
  currentAffairs: list(z.object({ title: line(), date: line(), description: para(), source: line() })),
  flashcards: list(z.object({ front: para(), back: para() })),
  // a note's reference lists all its sources (a book, an Act, a judgment…): more than a paragraph — the longest, the
  // local-government note's, is 13,238 characters since session 21's additions (export-request.test.ts reads them all)
  sources: list(aiSource.extend({ id: line(), title: line(), reference: multilineText().max(EXPORT_CAPS.reference).optional() })),
  found: z.boolean().optional(),
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
  const slug = topic
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  // Cut by code points, never inside a surrogate pair (a lone half makes encodeURIComponent throw).
  const name = Array.from(topic.replace(/[\\/:*?"<>|\r\n\t]+/g, ' ').trim())
    .slice(0, 80)
    .join('');
  const utf8 = encodeURIComponent(`topic-${name}.pdf`).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return { ascii: `topic-${slug || 'notes'}.pdf`, utf8 };
}
