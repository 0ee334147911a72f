import { describe, expect, it } from 'vitest';
import { loadContent } from '@server/content/load';
import { noteSources } from '@server/ai/sources';
import { EXPORT_CAPS, exportPdfRequest } from './export-request';

describe('the PDF export takes what the library gives', () => {
  // reads the whole library (about 10 s alone, more on a busy machine)
  it("every note's sources, in both languages, fit the export's caps (a long list of sources was once a 400)", { timeout: 60_000 }, () => {
    const { notes } = loadContent('content');
    expect(notes.length).toBeGreaterThan(100);
    for (const note of notes)
      for (const language of ['english', 'marathi'] as const) {
        const sources = noteSources(note, language);
        const parsed = exportPdfRequest.safeParse({ topic: 'T', subject: 'S', summary: 'x', sources, language });
        expect(parsed.success, `${note.id} (${language}): ${parsed.success ? '' : parsed.error.issues[0]?.message}`).toBe(true);
      }
    // the cap still holds: a reference longer than its cap is refused
    const long = { kind: 'note', id: 'n', title: 't', reference: 'r'.repeat(EXPORT_CAPS.reference + 1) };
    expect(exportPdfRequest.safeParse({ topic: 'T', subject: 'S', summary: 'x', sources: [long] }).success).toBe(false);
  });
});
