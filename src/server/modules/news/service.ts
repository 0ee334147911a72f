import {
  NEWS_CATEGORIES,
  type NewsItemDto,
  type NewsMarathiResponse,
  type NewsReviewResponse,
  type NewsTodayQuery,
  type NewsTodayResponse,
} from '@shared/news';
import type { StoredNewsItem } from '@shared/content';
import { indiaDay, type Clock } from '@server/clock';
import type { Executor } from '@server/db/database';
import { AppError } from '@server/http/errors';
import * as library from '@server/library';
import { queueForReview } from '@server/review-queue';
import { engineInfoOf, offlineEngine } from '@server/ai/engine';
import type { AiService } from '@server/ai/service';
import { marathiNewsSummaryTask } from './ai-tasks';
import { newsPracticeTask, seedsFrom } from './practice-task';
import { runInWorker } from '@server/worker';
import { CATEGORY_NAMES, pdfLabels } from './pdf-labels';
import type { MonthPdfInput } from './pdf';
import { practiceOf, reviewSeeds } from './practice';

export function toDto(item: StoredNewsItem): NewsItemDto {
  return {
    id: item.id,
    date: item.date,
    category: item.category,
    scope: item.scope,
    title: item.title.en,
    titleMarathi: item.title.mr,
    summary: item.summary.en,
    summaryMarathi: item.summary.mr,
    source: item.source,
    url: item.url,
    imageUrl: item.imageUrl,
    maharashtra: item.scope === 'maharashtra',
    tags: item.tags,
    origin: item.origin,
    practice: practiceOf(item),
  };
}

/**
 * GET /api/news/today: the latest day that has news (with the filters), or the day asked for. The latest day is
 * "today" only when it is; otherwise `fallback` tells the page to say how old the news is. Nothing after the
 * server's today (India) is shown.
 */
export async function today(db: Executor, clock: Clock, q: NewsTodayQuery, marathiByModel: boolean): Promise<NewsTodayResponse> {
  const todayDay = indiaDay(clock());
  const filter = { category: q.category, scope: q.scope, until: todayDay };
  const [days, months] = await Promise.all([library.newsDays(db, filter), library.newsMonths(db, todayDay)]);
  const date = q.date ?? days[0]?.date ?? null;
  const items = date && date <= todayDay ? await library.newsOfDay(db, date, filter) : [];
  return { date, today: todayDay, fallback: !q.date && date !== null && date !== todayDay, items: items.map(toDto), days, months, marathiByModel };
}

/**
 * One tap: the item's recall cards (1–3) into the candidate's review queue; already-queued ones stay as they are.
 * Offline they are the cloze cards; with a configured model, its validated MCQs (practice-task.ts).
 */
export async function addToReview(db: Executor, ai: AiService, userId: string, id: string, language: 'en' | 'mr'): Promise<NewsReviewResponse> {
  const item = await library.newsItem(db, id);
  if (!item) throw new AppError(404, 'not_found', 'News item not found.');
  const seeds =
    ai.engine.id === 'offline' ? reviewSeeds(item, language) : seedsFrom(await ai.run(newsPracticeTask, userId, { item, language }), item, language);
  const added = await queueForReview(db, userId, seeds);
  return { added, cards: seeds.length };
}

const WORKER = new URL('./news-pdf-worker.ts', import.meta.url);
const WORKER_HEAP_MB = 256;

/** The month's items grouped by category, as a PDF rendered in a worker thread (pdfkit's layout is synchronous). */
export async function monthPdf(
  db: Executor,
  month: string,
  language: 'english' | 'marathi',
  limits: { timeoutMs: number; running: { n: number; max: number } },
): Promise<Buffer> {
  const items = await library.newsOfMonth(db, month);
  if (!items.length) throw new AppError(404, 'not_found', 'No news in this month.');
  if (limits.running.n >= limits.running.max)
    throw new AppError(503, 'service_unavailable', 'PDF export is busy. Please try again in a few seconds.');
  const names = CATEGORY_NAMES[language];
  // Maharashtra first, then the rest in a fixed order
  const order = ['maharashtra-governance', ...NEWS_CATEGORIES.filter((c) => c !== 'maharashtra-governance')] as const;
  const input: MonthPdfInput = {
    month,
    language,
    items,
    categories: order.map((id) => ({ id, name: names[id] })),
    labels: pdfLabels(language, month),
  };
  limits.running.n++;
  try {
    const pdf = await runInWorker<Uint8Array>(WORKER, input, {
      timeoutMs: limits.timeoutMs,
      heapMb: WORKER_HEAP_MB,
      onTimeout: () => new AppError(503, 'service_unavailable', 'The PDF took too long. Please try again.'),
    });
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  } finally {
    limits.running.n--;
  }
}

/**
 * The Marathi summary of an item: the stored one, or (for an English-only item) a configured model's, which is then
 * stored for every reader. Offline the answer is null and the card keeps saying a model is needed.
 */
export async function marathiSummary(db: Executor, ai: AiService, userId: string, id: string): Promise<NewsMarathiResponse> {
  const item = await library.newsItem(db, id);
  if (!item) throw new AppError(404, 'not_found', 'News item not found.');
  if (item.summary.mr) return { summaryMarathi: item.summary.mr, ...engineInfoOf(offlineEngine) };
  const out = await ai.run(marathiNewsSummaryTask, userId, { id: item.id, title: item.title.en, summary: item.summary.en });
  if (out.summaryMarathi && out.engine !== 'offline') await library.setNewsMarathiSummary(db, id, out.summaryMarathi);
  return out;
}
