import { extractText, getDocumentProxy, renderPageAsImage } from 'unpdf';

// pdf.js (inside unpdf) calls ArrayBuffer#transferToFixedLength, which Node has from 21 on; on Node 20 a page with
// fonts rendered blank ("o.transferToFixedLength is not a function"). A copy stands in for the transfer.
interface Transferable {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
}
if (typeof (ArrayBuffer.prototype as Transferable).transferToFixedLength !== 'function') {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}
const NUL = String.fromCharCode(0);

/** Pages of a PDF (from its header; the document is parsed, not rendered). */
export async function pdfPageCount(buf: Uint8Array): Promise<number> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  try {
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}

/**
 * The text layer of each page (unpdf over pdf.js), exactly as the PDF carries it: `''` for a page without one (a
 * scan). Reads pdfkit's PDFs exactly; Chromium-printed Devanagari can come back garbled (STACK-NOTES), so a caller
 * that reads candidates' files checks the text before trusting it.
 */
export async function pdfText(buf: Uint8Array): Promise<string[]> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  try {
    const { text } = await extractText(doc, { mergePages: false });
    return text.map((t) => t.split(NUL).join('').trim());
  } finally {
    await doc.destroy();
  }
}

/**
 * Pages rendered to PNG for OCR (pdf.js drawing on @napi-rs/canvas). `scale` 2 turns an A4 page (595 × 842 pt)
 * into 1190 × 1684 px, about 144 dpi, which Tesseract reads well for printed text; `pages` picks 1-based pages.
 */
export async function pdfPages(buf: Uint8Array, opts: { scale?: number; pages?: number[] } = {}): Promise<Buffer[]> {
  const doc = await getDocumentProxy(new Uint8Array(buf));
  try {
    const pages = opts.pages ?? Array.from({ length: doc.numPages }, (_, i) => i + 1);
    const out: Buffer[] = [];
    for (const n of pages) {
      const png = await renderPageAsImage(doc, n, { canvasImport: () => import('@napi-rs/canvas'), scale: opts.scale ?? 2 });
      out.push(Buffer.from(png));
    }
    return out;
  } finally {
    await doc.destroy();
  }
}
