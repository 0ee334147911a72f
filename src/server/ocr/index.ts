/**
 * Offline OCR for the whole app (mains answers, the question scanner): images through a pool of tesseract.js
 * workers with the models from npm, PDFs through unpdf. Nothing here downloads anything (ocr.test.ts proves it).
 */
export { closeOcrPool, cleanOcrText, ocrPool, recognize } from './recognize';
export type { OcrBox, OcrLine, OcrResult, OcrWord, RecognizeOptions } from './recognize';
export { OcrPool, type OcrPoolOptions } from './pool';
export { OCR_LANGUAGES, tessdataDir, type OcrLanguage } from './tessdata';
export { pdfPageCount, pdfPages, pdfText } from './pdf';
export { imageSize, MAX_IMAGE_PIXELS, MIME, sniffKind, type FileKind } from './image';
