import type { ExplainRequest, ExplainResponse, TopicTypeResponse } from '../../../shared/ai';
import type { TopicContentType, TopicTypeRequest } from '../../ai/engine';
import type { AiService } from '../../ai/service';
import { pdfFileName, type ExportPdfRequest } from './export-request';
import type { PdfRenderer } from './render-pdf';

export function explain(ai: AiService, userId: string, input: ExplainRequest): Promise<ExplainResponse> {
  return ai.explainTopic(userId, input);
}

export function content(ai: AiService, userId: string, type: TopicContentType, input: TopicTypeRequest): Promise<TopicTypeResponse> {
  return ai.topicContent(userId, type, input);
}

/** The page's content as a PDF (no AI call, so no quota): the file and the content-disposition that names it. */
export async function exportPdf(renderer: PdfRenderer, input: ExportPdfRequest): Promise<{ pdf: Buffer; disposition: string }> {
  const name = pdfFileName(input.topic);
  return { pdf: await renderer.render(input), disposition: `attachment; filename="${name.ascii}"; filename*=UTF-8''${name.utf8}` };
}
