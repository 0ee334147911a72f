import { useMutation } from '@tanstack/react-query';
import type { AiLanguage, TopicContent } from '../../../../shared/ai';
import { requestRaw } from '../../../lib/api';

export type ExportPdfRequest = { content: TopicContent; language: AiLanguage };

/** POST /api/topic/export-pdf: the generated content as a PDF (Devanagari included), as a Blob. */
export async function exportTopicPdf(body: ExportPdfRequest): Promise<Blob> {
  const response = await requestRaw('POST', '/api/topic/export-pdf', body, { accept: 'application/pdf' });
  return response.blob();
}

export function useExportTopicPdf() {
  return useMutation({ mutationFn: exportTopicPdf });
}
