/**
 * What a file is, from its first bytes, never from its name or Content-Type (OWASP File Upload): JPEG `FF D8 FF`,
 * PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-`. Anything else (an SVG, HTML, a text file renamed .png) is `null`.
 */
export type FileKind = 'jpeg' | 'png' | 'pdf';

export function sniffKind(buf: Uint8Array): FileKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (buf.length >= 8 && png.every((b, i) => buf[i] === b)) return 'png';
  if (buf.length >= 5 && Buffer.from(buf.subarray(0, 5)).toString('latin1') === '%PDF-') return 'pdf';
  return null;
}

export const MIME: Record<FileKind, string> = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

/**
 * Width and height from the image header, read without decoding (a pixel flood is refused before any decoder sees
 * it): PNG's IHDR, or the first JPEG start-of-frame marker. `null` when the header is broken.
 */
export function imageSize(buf: Uint8Array): { width: number; height: number } | null {
  const b = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength);
  const kind = sniffKind(b);
  if (kind === 'png') {
    if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  }
  if (kind !== 'jpeg') return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** Pixel-flood cap: a 12 MP phone photo passes, a 1×1 header claiming 100 000 × 100 000 does not. */
export const MAX_IMAGE_PIXELS = 40_000_000;
