import PDFDocument from 'pdfkit';
import type { StoredNewsItem } from '@shared/content';
import { fontData, runsOf, type FontName } from '@server/pdf/fonts';

/** The monthly compilation (issue 16): every item of a month, grouped by category, in English or Marathi. */
export interface MonthPdfInput {
  month: string;
  language: 'english' | 'marathi';
  items: StoredNewsItem[];
  /** category headings in the language (the order given is the order printed) */
  categories: { id: string; name: string }[];
  labels: { title: string; source: string; footer: string; marathiMissing: string };
}

type Doc = PDFKit.PDFDocument;
const ZWSP = '\u200b';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** pdfkit lays out an unbroken word quadratically: a break opportunity every 24 graphemes keeps it linear. */
function breakLong(text: string): string {
  return text.replace(/[^\s\u200b]{25,}/gu, (word) => {
    let out = '';
    let n = 0;
    for (const { segment } of graphemes.segment(word)) out += (n++ > 0 && n % 24 === 1 ? ZWSP : '') + segment;
    return out;
  });
}

function write(doc: Doc, text: string, o: { size?: number; bold?: boolean; gap?: number; color?: string; indent?: number } = {}) {
  const runs = runsOf(breakLong(text), o.bold);
  if (!runs.length) return;
  doc.fontSize(o.size ?? 10.5).fillColor(o.color ?? '#111111');
  runs.forEach((r, i) =>
    doc.font(r.font).text(r.text, { continued: i < runs.length - 1, paragraphGap: o.gap ?? 3, lineGap: 2, indent: o.indent ?? 0 }),
  );
}

export function monthPdf(c: MonthPdfInput): Promise<Buffer> {
  const mr = c.language === 'marathi';
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: c.labels.title, Creator: 'Abhyas' } });
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name as FontName, data);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const day = new Intl.DateTimeFormat(mr ? 'mr-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

  write(doc, c.labels.title, { size: 20, bold: true, gap: 10 });
  for (const cat of c.categories) {
    const items = c.items.filter((i) => i.category === cat.id);
    if (!items.length) continue;
    doc.moveDown(0.5);
    write(doc, `${cat.name} (${items.length.toLocaleString(mr ? 'mr-IN' : 'en-IN')})`, { size: 14, bold: true, color: '#1d3a8a', gap: 6 });
    for (const item of items) {
      const title = mr ? (item.title.mr ?? item.title.en) : item.title.en;
      write(doc, `${day.format(new Date(`${item.date}T00:00:00Z`))} — ${title}`, { bold: true, gap: 2 });
      const summary = mr ? item.summary.mr : item.summary.en;
      if (summary) write(doc, summary, { gap: 2 });
      else write(doc, c.labels.marathiMissing, { color: '#92400e', gap: 2 });
      const src = [item.source.name, item.source.detail, item.source.url].filter(Boolean).join(' · ');
      write(doc, `${c.labels.source}: ${src}`, { size: 8.5, color: '#555555', gap: 8 });
    }
  }
  doc.moveDown(1);
  write(doc, c.labels.footer, { size: 8, color: '#777777' });
  doc.end();
  return done;
}
