import { pdfFileName, type ExportPdfRequest } from './export-request';
import type { PdfRenderer } from './render-pdf';

/** The page's content as a PDF (no AI call, so no quota): the file and the content-disposition that names it. */
export async function exportPdf(renderer: PdfRenderer, input: ExportPdfRequest): Promise<{ pdf: Buffer; disposition: string }> {
  const name = pdfFileName(input.topic);
  return { pdf: await renderer.render(input), disposition: `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.utf8}` };
}
