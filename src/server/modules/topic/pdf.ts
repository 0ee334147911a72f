import PDFDocument from 'pdfkit';
import type { ContentLang } from '@shared/language';
import { fontData, plainText, runsOf, type FontName } from '@server/pdf/fonts';
import type { ExportPdfRequest } from './export-request';

/** Exported topic content (the Export PDF button): the generated sections, in the page's language, Marathi included. */
const HEADINGS: Record<ContentLang, Record<string, string>> = {
  english: {
    summary: 'Summary',
    explanation: 'Explanation',
    facts: 'Key facts',
    questions: 'Questions',
    answer: 'Answer',
    currentAffairs: 'Current affairs',
    flashcards: 'Flashcards',
    related: 'Related topics',
    sources: 'Sources',
    footer: 'Abhyas — from the Abhyas study library',
  },
  marathi: {
    summary: 'सारांश',
    explanation: 'स्पष्टीकरण',
    facts: 'महत्त्वाचे मुद्दे',
    questions: 'प्रश्न',
    answer: 'उत्तर',
    currentAffairs: 'चालू घडामोडी',
    flashcards: 'फ्लॅशकार्ड्स',
    related: 'संबंधित घटक',
    sources: 'संदर्भ',
    footer: 'अभ्यास — अभ्यास ग्रंथालयातून',
  },
};
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

type Doc = PDFKit.PDFDocument;

/**
 * pdfkit wraps a word that is wider than the line by measuring it again one character shorter each time, so one long
 * unbroken word costs time and memory quadratic in its length (16 K characters blocked the server for 10–19 s,
 * 100 K took 4.4 GB: issue 19). A zero-width space (a break opportunity that prints nothing; every bundled font has
 * it) after every BREAK_EVERY graphemes keeps layout linear.
 */
export const BREAK_EVERY = 24;
const ZWSP = '\u200b';
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
export function breakLongWords(text: string, every = BREAK_EVERY): string {
  return text.replace(new RegExp(`[^\\s\u200b]{${every + 1},}`, 'g'), (word) => {
    let out = '';
    let n = 0;
    for (const { segment } of graphemes.segment(word)) {
      if (n > 0 && n % every === 0) out += ZWSP;
      out += segment;
      n++;
    }
    return out;
  });
}

function write(doc: Doc, text: string, o: { size?: number; bold?: boolean; indent?: number; gap?: number; color?: string } = {}) {
  const runs = runsOf(breakLongWords(plainText(text)), o.bold);
  if (!runs.length) return;
  doc.fontSize(o.size ?? 11).fillColor(o.color ?? '#111111');
  runs.forEach((r, i) => {
    doc.font(r.font).text(r.text, { continued: i < runs.length - 1, indent: o.indent ?? 0, paragraphGap: o.gap ?? 4, lineGap: 2 });
  });
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6);
  write(doc, text, { size: 14, bold: true, color: '#1d3a8a', gap: 6 });
}

function bullets(doc: Doc, items: readonly string[]) {
  for (const item of items) write(doc, `•  ${item}`, { indent: 8 });
}

export function topicPdf(c: ExportPdfRequest): Promise<Buffer> {
  const h = HEADINGS[c.language];
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: c.topic, Subject: c.subject, Creator: 'Abhyas' } });
  for (const [name, data] of Object.entries(fontData())) doc.registerFont(name as FontName, data);
  const chunks: Buffer[] = [];
  doc.on('data', (b: Buffer) => chunks.push(b));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  write(doc, c.topic, { size: 20, bold: true, gap: 2 });
  write(doc, c.subject, { size: 11, color: '#555555', gap: 8 });
  if (c.summary) {
    heading(doc, h.summary!);
    write(doc, c.summary);
  }
  if (c.explanation) {
    heading(doc, h.explanation!);
    for (const para of c.explanation.split(/\n{2,}/)) {
      const lines = para.split('\n');
      for (const line of lines) {
        if (/^\s*[-*]\s+/.test(line)) bullets(doc, [line.replace(/^\s*[-*]\s+/, '')]);
        else write(doc, line);
      }
    }
  }
  if (c.facts?.length) {
    heading(doc, h.facts!);
    bullets(doc, c.facts);
  }
  if (c.questions?.length) {
    heading(doc, h.questions!);
    c.questions.forEach((q, i) => {
      write(doc, `${i + 1}. ${q.question}`, { bold: true, gap: 2 });
      q.options.forEach((o, j) => write(doc, `${LETTERS[j] ?? j + 1}. ${o}`, { indent: 14, gap: 1 }));
      write(doc, `${h.answer}: ${q.answer}`, { indent: 14, color: '#166534', gap: 1 });
      if (q.explanation) write(doc, q.explanation, { indent: 14, size: 10, color: '#444444', gap: 6 });
    });
  }
  if (c.currentAffairs?.length) {
    heading(doc, h.currentAffairs!);
    for (const a of c.currentAffairs) {
      write(doc, [a.title, a.date].filter(Boolean).join(' — '), { bold: true, gap: 1 });
      write(doc, a.description, { gap: 1 });
      if (a.source) write(doc, a.source, { size: 9, color: '#555555', gap: 6 });
    }
  }
  if (c.flashcards?.length) {
    heading(doc, h.flashcards!);
    c.flashcards.forEach((f, i) => {
      write(doc, `${i + 1}. ${f.front}`, { bold: true, gap: 1 });
      write(doc, f.back, { indent: 14, gap: 5 });
    });
  }
  if (c.relatedTopics?.length) {
    heading(doc, h.related!);
    bullets(doc, c.relatedTopics);
  }
  if (c.sources?.length) {
    heading(doc, h.sources!);
    bullets(
      doc,
      c.sources.map((s) => (s.reference ? `${s.title} — ${s.reference}` : s.title)),
    );
  }
  doc.moveDown(1.5);
  // the date as the reader writes it ("24 November 2026", "२४ नोव्हेंबर २०२६"), not an ISO timestamp
  const date = new Intl.DateTimeFormat(c.language === 'marathi' ? 'mr-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(),
  );
  write(doc, `${h.footer} · ${date}`, { size: 8, color: '#777777' });
  doc.end();
  return done;
}
