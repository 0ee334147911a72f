import { useMutation } from '@tanstack/react-query';
import type { ContentLang } from '@shared/language';
import type { TopicContent } from '@shared/topic';
import { requestRaw } from '@web/lib/api';

export type ExportPdfRequest = { content: TopicContent; language: ContentLang };

/** POST /api/topic/export-pdf: the generated content as a PDF (Devanagari included), as a Blob. */
export async function exportTopicPdf(body: ExportPdfRequest): Promise<Blob> {
  const response = await requestRaw('POST', '/api/topic/export-pdf', body, { accept: 'application/pdf' });
  return response.blob();
}

export function useExportTopicPdf() {
  return useMutation({ mutationFn: exportTopicPdf });
}
