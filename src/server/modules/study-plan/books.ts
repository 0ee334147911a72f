import type { ContentLang } from '@shared/language';
import type { Book, Source } from '@shared/content';
import { terms } from '@server/ai/text/tokens';

/**
 * The book to study a topic from, among the books the library lists for its subject: the language asked for,
 * the paper aimed at, recommended books, books whose title, tags or notes share the topic's words, and above all
 * a book the topic's note cites (then its chapter is known).
 */
export interface BookChoice {
  book: Book;
  chapter: string | null;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function citedChapter(book: Book, sources: readonly Source[]): string | null | undefined {
  const title = norm(book.bookTitle);
  const cited = sources.find((s) => {
    const t = norm(s.title);
    return title.length >= 6 && (t.includes(title) || (t.length >= 6 && title.includes(t)));
  });
  return cited ? (cited.detail ?? null) : undefined;
}

export function chooseBook(
  books: readonly Book[],
  topicText: string,
  sources: readonly Source[],
  lang: ContentLang,
  paper: string | null,
): BookChoice | null {
  const topicTerms = new Set(terms(topicText));
  let best: { score: number; choice: BookChoice } | null = null;
  for (const b of books) {
    let score = 0;
    if (lang === 'marathi' ? b.language !== 'English' : b.language !== 'Marathi') score += 3;
    if (paper && b.paperType === paper) score += 2;
    if (b.isRecommended) score += 2;
    const bookTerms = new Set(terms(`${b.bookTitle} ${b.tags.join(' ')} ${b.notes}`));
    let shared = 0;
    for (const t of topicTerms) if (bookTerms.has(t)) shared++;
    score += Math.min(shared, 4) * 1.5;
    const chapter = citedChapter(b, sources);
    if (chapter !== undefined) score += 6;
    if (!best || score > best.score) best = { score, choice: { book: b, chapter: chapter ?? null } };
  }
  return best?.choice ?? null;
}

/** "Indian Polity (M. Laxmikanth) — Chapter: Parliament", or the book's own notes when no chapter is cited. */
export function bookLine(c: BookChoice): string {
  const head = `${c.book.bookTitle} (${c.book.author})`;
  const tail = c.chapter ?? c.book.notes.split(/(?<=[.;])\s/)[0]?.trim() ?? '';
  return tail ? `${head} — ${tail}` : head;
}
