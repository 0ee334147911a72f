import type { AiSource } from '@shared/ai';
import type { ContentLang } from '@shared/language';
import { candidatePassages, coverageOf, passageIndex, passageScore, questionUnits, type Passage } from '@server/ai/passages';
import { langOf, noteSources } from '@server/ai/sources';
import type { Executor } from '@server/db/database';

/**
 * Sentences of the library's notes on an essay topic, each with its note as the source, through the AI engine's
 * passage index (BM25 over every note's sentences and key facts). A note counts only when it holds at least half of
 * the query's weight: an essay is not grounded on a note that shares one word with its topic.
 */
export interface LibraryFact {
  text: string;
  noteId: string;
  source: AiSource;
  score: number;
}

const MIN_NOTE_COVERAGE = 0.5;

export async function factsFor(
  db: Executor,
  query: string,
  lang: ContentLang,
  opts: { notes?: number; perNote?: number } = {},
): Promise<LibraryFact[]> {
  const ix = await passageIndex(db);
  const units = questionUnits(ix, query);
  if (!units.length) return [];
  const want = langOf(lang);
  const byNote = new Map<string, { p: Passage; score: number }[]>();
  for (const p of candidatePassages(ix, units)) {
    if (p.lang !== want) continue;
    const score = passageScore(ix, p, units);
    if (score > 0) byNote.set(p.noteId, [...(byNote.get(p.noteId) ?? []), { p, score }]);
  }
  const notes = [...byNote.entries()]
    .map(([noteId, ranked]) => ({ entry: ix.notes.get(noteId)!, ranked: ranked.sort((a, b) => b.score - a.score) }))
    .filter(({ entry }) => coverageOf(entry.terms, units) >= MIN_NOTE_COVERAGE)
    .sort((a, b) => b.ranked[0]!.score - a.ranked[0]!.score)
    .slice(0, opts.notes ?? 3);
  return notes.flatMap(({ entry, ranked }) => {
    const source = noteSources(entry.note, lang)[0]!;
    return ranked.slice(0, opts.perNote ?? 4).map(({ p, score }) => ({ text: p.text, noteId: entry.note.id, source, score }));
  });
}
