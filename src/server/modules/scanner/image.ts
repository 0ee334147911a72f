import { SCAN_IMAGE_MAX_BYTES } from '@shared/scanner';
import { AppError } from '@server/http/errors';
import { imageSize, MAX_IMAGE_PIXELS, sniffKind } from '@server/ocr';

/**
 * The scanned image from its data URL: at most 5 MB decoded, PNG or JPEG by its magic bytes (the data URL's own
 * type is ignored), and a sane pixel size read from the header before any decoder sees it.
 */
export function decodeImage(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  const b64 = dataUrl.slice(comma + 1).replace(/\s+/g, '');
  // 4 base64 characters carry 3 bytes: refuse an oversize image before decoding it
  const approx = Math.floor((b64.length * 3) / 4) - (b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0);
  if (approx > SCAN_IMAGE_MAX_BYTES) throw tooLarge();
  const buf = Buffer.from(b64, 'base64');
  if (buf.length > SCAN_IMAGE_MAX_BYTES) throw tooLarge();
  const kind = sniffKind(buf);
  if (kind !== 'png' && kind !== 'jpeg') throw new AppError(415, 'scan_not_an_image', 'Please upload a PNG or JPEG image', 'questionImage');
  const size = imageSize(buf);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > MAX_IMAGE_PIXELS)
    throw new AppError(415, 'scan_not_an_image', 'The image could not be read (broken or too many pixels)', 'questionImage');
  return buf;
}

const tooLarge = () =>
  new AppError(413, 'scan_file_too_large', 'File Too Large, Please upload an image smaller than 5MB.', 'questionImage', { limitMb: 5 });
