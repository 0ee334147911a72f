import type { EssayTopic } from '@shared/content';
import type { ContentLang } from '@shared/language';
import { pick } from '@server/ai/sources';
import { terms } from '@server/ai/text/tokens';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';
import type { Dimension } from './rubric';

/**
 * The dimensions an essay on a topic should cover. When the library has the topic (content/essays/topics.yaml), its
 * outline's middle points (not the introduction and conclusion, which the structure criterion checks); otherwise the
 * usual dimensions of a civil-services essay, each known by its words in English and Marathi.
 */

/** Words that name a part of an essay rather than its content. */
const FRAME = new Set(
  terms(
    `introduction conclusion dimension dimensions way forward solutions causes present historical example examples
     प्रस्तावना निष्कर्ष आयाम पुढील दिशा उपाय कारणे वर्तमान ऐतिहासिक उदाहरण उदाहरणे`,
  ),
);

const GENERIC: { en: string; mr: string; words: string }[] = [
  {
    en: 'Social',
    mr: 'सामाजिक',
    words: 'society social caste gender women community education health poverty समाज सामाजिक जात महिला शिक्षण आरोग्य दारिद्र्य',
  },
  {
    en: 'Economic',
    mr: 'आर्थिक',
    words: 'economy economic growth income employment jobs market investment अर्थव्यवस्था आर्थिक उत्पन्न रोजगार बाजार गुंतवणूक',
  },
  {
    en: 'Political and governance',
    mr: 'राजकीय व प्रशासकीय',
    words: 'government policy governance law constitution democracy शासन धोरण कायदा राज्यघटना लोकशाही सरकार प्रशासन',
  },
  { en: 'Environmental', mr: 'पर्यावरणीय', words: 'environment climate water forest pollution पर्यावरण हवामान पाणी जंगल प्रदूषण' },
  { en: 'Ethical', mr: 'नैतिक', words: 'ethics ethical moral values justice duty नैतिक नीती मूल्य न्याय कर्तव्य' },
  { en: 'Technological', mr: 'तांत्रिक', words: 'technology digital innovation science तंत्रज्ञान डिजिटल नवोपक्रम विज्ञान' },
];

/** The library's essay topic the candidate's topic names, when one does: most of the topic's words in its title. */
export function matchEssayTopic(topics: readonly EssayTopic[], topic: string): EssayTopic | null {
  const asked = [...new Set(terms(topic))];
  if (!asked.length) return null;
  let best: { t: EssayTopic; share: number } | null = null;
  for (const t of topics) {
    const title = new Set(terms(`${t.title.en} ${t.title.mr}`));
    const share = asked.filter((w) => title.has(w)).length / asked.length;
    if (!best || share > best.share) best = { t, share };
  }
  return best && best.share >= 0.6 ? best.t : null;
}

export function outlineDimensions(topic: EssayTopic, lang: ContentLang): Dimension[] {
  return topic.outline.slice(1, -1).map((point) => {
    const text = pick(point, lang);
    const label = text.split(/[:：]/)[0]!.trim();
    const ts = [...new Set(terms(text))].filter((t) => !FRAME.has(t));
    return { label: label.length <= 60 ? label : `${label.slice(0, 57)}…`, terms: ts, need: Math.max(2, Math.ceil(ts.length * 0.2)) };
  });
}

export function genericDimensions(lang: ContentLang): Dimension[] {
  return GENERIC.map((g) => ({ label: lang === 'marathi' ? g.mr : g.en, terms: [...new Set(terms(g.words))], need: 1 }));
}

export interface TopicDimensions {
  libraryTopic: EssayTopic | null;
  dimensions: Dimension[];
}

export async function dimensionsFor(db: Executor, topic: string, lang: ContentLang): Promise<TopicDimensions> {
  const libraryTopic = matchEssayTopic(await library.essayTopics(db), topic);
  return { libraryTopic, dimensions: libraryTopic ? outlineDimensions(libraryTopic, lang) : genericDimensions(lang) };
}
