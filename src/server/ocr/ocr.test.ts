import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageSize, OcrPool, pdfPageCount, pdfPages, pdfText, recognize, sniffKind } from './index';
import { characterErrorRate, renderTextPng } from './test-support';

// OCR is slow: one pool for the file, started in beforeAll, and few images.
const pool = new OcrPool({ size: 1 });
beforeAll(async () => {
  await pool.warm(['mar', 'eng']);
}, 60_000);
afterAll(async () => {
  await pool.close();
});

const MARATHI = [
  'महात्मा जोतीराव फुले यांनी १८७३ मध्ये सत्यशोधक समाजाची स्थापना केली.',
  'सावित्रीबाई फुले यांच्यासह त्यांनी पुण्यात मुलींची पहिली शाळा सुरू केली.',
  'गुलामगिरी या ग्रंथातून त्यांनी जातीय विषमतेवर प्रहार केला.',
];
const ENGLISH = [
  'The Revolt of 1857 began at Meerut on 10 May 1857 and spread to Delhi,',
  'Kanpur, Lucknow and Jhansi. The Government of India Act 1858 ended',
  'the rule of the East India Company and transferred power to the Crown.',
];

function pdfWithText(lines: string[]): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(14);
    for (const line of lines) doc.text(line);
    doc.addPage().text('Page two: the Queen’s Proclamation of 1 November 1858.');
    doc.end();
  });
}

describe('recognize (tesseract.js, models from npm)', () => {
  it('reads a printed Marathi page with a character error rate under 5 %, with per-word confidence', async () => {
    const result = await recognize(renderTextPng(MARATHI), { languages: ['mar', 'eng'], pool });
    const cer = characterErrorRate(result.text, MARATHI.join(' '));
    expect(cer, result.text).toBeLessThan(0.05);
    expect(result.confidence).toBeGreaterThan(70);
    expect(result.lines).toHaveLength(3);
    expect(result.words.length).toBeGreaterThan(20);
    const word = result.words.find((w) => w.text === 'सत्यशोधक');
    expect(word?.confidence).toBeGreaterThan(70);
    expect(word!.bbox.x1).toBeGreaterThan(word!.bbox.x0);
  }, 60_000);

  it('reads a printed English page with a character error rate under 5 %', async () => {
    const result = await recognize(renderTextPng(ENGLISH), { languages: ['eng'], pool });
    expect(characterErrorRate(result.text, ENGLISH.join(' ')), result.text).toBeLessThan(0.05);
  }, 60_000);

  it('says when it cannot read: a page of noise comes back with a low confidence, not a confident transcript', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const c = createCanvas(600, 300);
    const g = c.getContext('2d');
    g.fillStyle = '#fff';
    g.fillRect(0, 0, 600, 300);
    let seed = 7;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    g.strokeStyle = '#000';
    for (let i = 0; i < 160; i++) {
      g.beginPath();
      g.moveTo(rnd() * 600, rnd() * 300);
      g.quadraticCurveTo(rnd() * 600, rnd() * 300, rnd() * 600, rnd() * 300);
      g.stroke();
    }
    const result = await recognize(c.toBuffer('image/png'), { languages: ['mar'], pool });
    expect(result.confidence).toBeLessThan(70);
  }, 60_000);
});

describe('PDFs (unpdf)', () => {
  it('reads the text layer of a pdfkit PDF exactly, page by page', async () => {
    const pdf = await pdfWithText(ENGLISH);
    expect(await pdfPageCount(pdf)).toBe(2);
    const pages = await pdfText(pdf);
    expect(pages[0]!.replace(/\s+/g, ' ')).toBe(ENGLISH.join(' '));
    expect(pages[1]).toBe('Page two: the Queen’s Proclamation of 1 November 1858.');
  });

  it('renders a page to PNG for OCR', async () => {
    const [png] = await pdfPages(await pdfWithText(ENGLISH), { pages: [1] });
    expect(sniffKind(png!)).toBe('png');
    expect(imageSize(png!)).toMatchObject({ width: 1190 });
    const result = await recognize(png!, { languages: ['eng'], pool });
    expect(characterErrorRate(result.text, ENGLISH.join(' '))).toBeLessThan(0.05);
  }, 60_000);
});

describe('file kinds by magic bytes', () => {
  it('knows JPEG, PNG and PDF by their first bytes, and nothing else', () => {
    expect(sniffKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffKind(renderTextPng(['x']))).toBe('png');
    expect(sniffKind(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffKind(Buffer.from('just text, renamed .png'))).toBeNull();
    expect(sniffKind(Buffer.alloc(0))).toBeNull();
  });

  it('reads PNG and JPEG sizes from the header (the pixel-flood check)', () => {
    expect(imageSize(renderTextPng(['x'], { width: 300 }))?.width).toBe(300);
    // A minimal JPEG header: SOI, APP0 (length 16), SOF0 with height 3000 and width 4000.
    const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array<number>(14).fill(0)];
    const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x0b, 0xb8, 0x0f, 0xa0, 0x03, ...Array<number>(9).fill(0)];
    expect(imageSize(Buffer.from([0xff, 0xd8, ...app0, ...sof0]))).toEqual({ width: 4000, height: 3000 });
    expect(imageSize(Buffer.from('%PDF-1.7'))).toBeNull();
  });
});

describe('offline', () => {
  it('never touches the network: a child process with every socket and DNS look-up blocked still reads', async () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--require', `${here}fixtures/block-network.cjs`, '--import', 'tsx', `${here}fixtures/ocr-offline.ts`],
      { cwd: fileURLToPath(new URL('../../..', import.meta.url)), timeout: 90_000 },
    );
    // The probe thread's fetch was blocked: the block reaches worker threads, where tesseract.js runs.
    expect(stderr).toMatch(/NETWORK-ATTEMPT thread=[1-9]\d* (fetch|lookup|connect)/);
    const attempts = stderr.split('\n').filter((l) => l.startsWith('NETWORK-ATTEMPT'));
    expect(attempts).toHaveLength(1);
    expect(JSON.parse(stdout).text).toBe('सत्यशोधक समाज');
  }, 120_000);
});
