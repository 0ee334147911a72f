import type { Kysely } from 'kysely';
import type { AiLanguage } from '../../../shared/ai';
import type { Database } from '../../db/schema';
import { searchContent } from '../../modules/content/repo';
import * as topicRepo from '../../modules/topic/repo';
import { noteDoc, pick, sourceText } from '../library';
import { splitSentences } from '../text/sentences';
import { enoughCoverage } from '../retrieval';
import { contentQuery, coverage, terms } from '../text/tokens';

export interface CurrentAffairsItem { title: string; date: string; description: string; source: string }

const SUBJECT = 'current-affairs';
const MAX_ITEMS = 3;
const MONTHS_EN = 'January|February|March|April|May|June|July|August|September|October|November|December';
const MONTHS_MR = 'जानेवारी|फेब्रुवारी|मार्च|एप्रिल|मे|जून|जुलै|ऑगस्ट|सप्टेंबर|ऑक्टोबर|नोव्हेंबर|डिसेंबर';
const DATE = new RegExp(
  `(?:[\\d०-९]{1,2}\\s+)?(?:${MONTHS_EN}|${MONTHS_MR})\\s+[\\d०-९]{4}|(?<![\\d०-९])(?:19|20|१९|२०)[\\d०-९]{2}(?![\\d०-९])`,
  'u',
);

/** The first date a sentence mentions ("12 January 2024", "जुलै २०२५", "2019"), or ''. */
export const dateIn = (s: string) => s.match(DATE)?.[0] ?? '';

/**
 * Current-affairs items on a topic: the current-affairs notes search finds for it, and in each the sentences that
 * hold the topic's words. Empty when the current-affairs notes say nothing about it.
 */
export async function currentAffairsFor(db: Kysely<Database>, query: string, lang: AiLanguage, excludeNoteId?: string): Promise<CurrentAffairsItem[]> {
  const qTerms = [...new Set(terms(query))];
  if (!qTerms.length) return [];
  const hits = (await searchContent(db, contentQuery(query), { kinds: ['note'], limit: 40 })).filter((h) => h.subject === SUBJECT && h.id !== excludeNoteId);
  if (!hits.length) return [];
  const ids = new Set(hits.map((h) => h.id));
  const notes = (await topicRepo.notesBySubject(db, SUBJECT)).filter((n) => ids.has(n.id)).map(noteDoc);
  const items: (CurrentAffairsItem & { score: number })[] = [];
  for (const n of notes) {
    // match on either language's sentence, show the asked language's sentence at the same position
    const shown = splitSentences(pick(n.summary, lang));
    const en = splitSentences(n.summary.en);
    const mr = splitSentences(n.summary.mr);
    const aligned = en.length === mr.length;
    shown.forEach((s, i) => {
      const texts = aligned ? [en[i]!, mr[i]!] : [s];
      const cov = Math.max(...texts.map((t) => coverage(qTerms, new Set(terms(t)))));
      if (enoughCoverage(cov, qTerms.length)) items.push({ title: pick(n.title, lang), date: dateIn(s), description: s, source: n.sources[0] ? sourceText(n.sources[0]) : '', score: cov });
    });
  }
  return items
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_ITEMS)
    .map(({ score: _s, ...item }) => item);
}
