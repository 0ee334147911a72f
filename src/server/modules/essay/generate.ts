import type { AiSource } from '@shared/ai';
import type { EssayGenerateRequest, EssaySection, EssaySectionKind, GeneratedEssay } from '@shared/essay';
import type { ContentLang } from '@shared/language';
import { pick } from '@server/ai/sources';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import { matchEssayTopic } from './dimensions';
import { factsFor, type LibraryFact } from './library-facts';

/**
 * A model outline or essay, offline: the structure (introduction, dimensions, arguments for and against, way forward,
 * conclusion) from the library's essay outline when it has the topic, filled with sentences of the notes the passage
 * index finds on it, each with its note. Nothing is written that the library does not hold: a part with nothing
 * behind it stays empty (the page asks the candidate to write it), and a topic the library knows nothing about gets
 * the bare structure, said plainly (`found: false`).
 */
const HEADINGS: Record<ContentLang, Record<EssaySectionKind, string>> = {
  english: {
    introduction: 'Introduction',
    dimensions: 'Dimensions',
    for: 'Arguments for',
    against: 'Arguments against and challenges',
    wayForward: 'Way forward',
    conclusion: 'Conclusion',
  },
  marathi: {
    introduction: 'प्रस्तावना',
    dimensions: 'आयाम',
    for: 'बाजूने मुद्दे',
    against: 'विरोधी मुद्दे व आव्हाने',
    wayForward: 'पुढील दिशा',
    conclusion: 'निष्कर्ष',
  },
};
const NOTHING: Record<ContentLang, (t: string) => string> = {
  english: (t) =>
    `The library has little on “${t}” yet: here is the structure to follow, with no facts made up. Fill each part from your own reading.`,
  marathi: (t) => `ग्रंथालयात “${t}” विषयी अजून फारसे काही नाही: खाली अनुसरण्याची मांडणी आहे, कोणतेही तथ्य रचलेले नाही. प्रत्येक भाग स्वतःच्या वाचनातून भरा.`,
};
const AGAINST =
  /\b(however|but|challenges?|concerns?|problems?|issues?|criticis\w*|remains?|lack\w*|low|poor|declin\w*|despite|risk\w*)\b|परंतु|मात्र|आव्हान|समस्या|अपुर|कमी|टीका|धोका|तरी/iu;
const FORWARD_POINT = /^(way forward|solutions?|reforms?|पुढील दिशा|उपाय)/iu;

type Point = EssaySection['points'][number];
const fromFact = (f: LibraryFact): Point => ({ text: f.text, source: f.source });
/** An outline point without its label ("Introduction: …"), as a sentence. */
const strip = (s: string) => {
  const t = s.replace(/^[^:：]{2,40}[:：]\s*/u, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

export async function generateEssay(db: Executor, req: EssayGenerateRequest): Promise<GeneratedEssay> {
  const lang = req.language;
  const outline = matchEssayTopic(await library.essayTopics(db), req.topic);
  const points = outline ? outline.outline.map((p) => pick(p, lang)) : [];
  const query = outline ? `${outline.title.en} ${outline.title.mr}` : req.topic;
  const used = new Set<string>();
  const take = (facts: LibraryFact[], n: number, test?: (f: LibraryFact) => boolean) => {
    const out: Point[] = [];
    for (const f of facts) {
      if (out.length >= n || used.has(f.text) || (test && !test(f))) continue;
      used.add(f.text);
      out.push(fromFact(f));
    }
    return out;
  };
  const general = await factsFor(db, query, lang, { notes: 3, perNote: 6 });
  const middle = points.slice(1, -1);
  const dimensionPoints = middle.filter((p) => !FORWARD_POINT.test(p));
  const forwardPoints = middle.filter((p) => FORWARD_POINT.test(p));

  const dimensions: Point[] = [];
  // each dimension with the best sentence on it; its other sentences join the pool the arguments are drawn from
  const pool = [...general];
  for (const p of dimensionPoints) {
    const facts = await factsFor(db, p, lang, { notes: 2, perNote: 3 });
    dimensions.push({ text: strip(p) }, ...take(facts, 1));
    pool.push(...facts);
  }
  if (!outline) dimensions.push(...take(general, 3, (f) => !AGAINST.test(f.text)));
  const sections: EssaySection[] = [
    { kind: 'introduction', points: [...(points[0] ? [{ text: strip(points[0]) }] : []), ...take(general, 1)] },
    { kind: 'dimensions', points: dimensions },
    { kind: 'for', points: take(pool, req.wordCount >= 500 ? 3 : 2, (f) => !AGAINST.test(f.text)) },
    { kind: 'against', points: take(pool, req.wordCount >= 500 ? 3 : 2, (f) => AGAINST.test(f.text)) },
    { kind: 'wayForward', points: forwardPoints.map((p) => ({ text: strip(p) })) },
    { kind: 'conclusion', points: points.length > 1 ? [{ text: strip(points.at(-1)!) }] : [] },
  ];
  const found = !!outline || general.length > 0;
  const sources = uniqueSources(sections);
  const content = found ? render(sections, req) : NOTHING[lang](req.topic);
  return {
    topic: req.topic,
    type: req.type,
    language: lang,
    wordCount: req.wordCount,
    found,
    sections,
    content,
    sources,
    libraryOutline: outline ? { id: outline.id, title: pick(outline.title, lang) } : null,
  };
}

function uniqueSources(sections: EssaySection[]): AiSource[] {
  const seen = new Map<string, AiSource>();
  for (const s of sections) for (const p of s.points) if (p.source) seen.set(p.source.id, p.source);
  return [...seen.values()];
}

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** The outline as headed lists; the essay as paragraphs, cut to about the word count (whole sentences only). */
export function render(sections: EssaySection[], req: Pick<EssayGenerateRequest, 'type' | 'language' | 'wordCount'>): string {
  const headings = HEADINGS[req.language];
  const filled = sections.filter((s) => s.points.length);
  if (req.type === 'outline') return filled.map((s) => `## ${headings[s.kind]}\n${s.points.map((p) => `- ${p.text}`).join('\n')}`).join('\n\n');
  const budget = Math.round(req.wordCount * 1.1);
  const paragraphs: string[] = [];
  let total = 0;
  for (const s of filled) {
    // the conclusion always closes the essay: the body gives way to it
    const room =
      s.kind === 'conclusion'
        ? Infinity
        : budget -
          total -
          words(
            filled
              .at(-1)!
              .points.map((p) => p.text)
              .join(' '),
          );
    const kept: string[] = [];
    for (const p of s.points) {
      const n = words(p.text);
      if (kept.length && n > room - words(kept.join(' '))) break;
      kept.push(/[.!?।]$/u.test(p.text) ? p.text : `${p.text}.`);
    }
    if (!kept.length) continue;
    total += words(kept.join(' '));
    paragraphs.push(kept.join(' '));
  }
  return paragraphs.join('\n\n');
}
