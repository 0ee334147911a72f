import type { GlossaryEntry, SyllabusTopic, TopicNote } from '@shared/content';
import { buildIndex } from './passages';

/** Tests only: a small passage index built by hand, so the rule under test is what decides. */
export const bi = (en: string, mr = en) => ({ en, mr });

/**
 * Six notes on other things, so that a word of the note under test is as rare in the hand library as in the real one
 * (BM25 weighs a word every note holds at nothing).
 */
export const otherNotes = (): HandNote[] =>
  ['Rivers', 'Forts', 'Soils', 'Monsoon', 'Dams', 'Ports'].map((t, i) => ({
    id: `other-${i}`,
    title: t,
    summary: [`${t} are studied in geography.`, `${t} of India differ from region to region.`],
  }));

export interface HandNote {
  id: string;
  title: string;
  summary: string[];
  /** the Marathi summary, when it must differ from the English (else the same sentences) */
  summaryMr?: string[];
  subject?: TopicNote['subject'];
  facts?: string[];
}

export function handLibrary(
  notes: HandNote[],
  {
    subject = 'polity',
    facts = ['Fact one.', 'Fact two.'],
    glossary = [],
  }: { subject?: TopicNote['subject']; facts?: string[]; glossary?: GlossaryEntry[] } = {},
) {
  const topics: SyllabusTopic[] = notes.map((n) => ({
    id: `${n.id}-topic`,
    subject: n.subject ?? subject,
    paperType: 'Prelims',
    topic: bi(n.title),
    description: bi(n.title),
    subtopics: [bi('one'), bi('two')],
  }));
  const ns: TopicNote[] = notes.map((n) => ({
    id: n.id,
    topicId: `${n.id}-topic`,
    subject: n.subject ?? subject,
    title: bi(n.title),
    summary: bi(n.summary.join(' '), (n.summaryMr ?? n.summary).join(' ')),
    keyFacts: (n.facts ?? facts).map((f) => bi(f)),
    relatedTopics: [],
    sources: [{ title: 'Test source' }],
  }));
  return buildIndex(topics, ns, glossary);
}
