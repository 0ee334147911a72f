import type { ContentLang } from '@shared/language';
import type { CurrentAffairsItem } from '@shared/topic';
import { enoughCoverage } from '@server/ai/retrieval';
import { pick, sourceText } from '@server/ai/sources';
import { splitSentences } from '@server/ai/text/sentences';
import { contentQuery, coverage, terms } from '@server/ai/text/tokens';
import type { Executor } from '@server/db/database';
import * as library from '@server/library';

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
export async function currentAffairsFor(db: Executor, query: string, lang: ContentLang, excludeNoteId?: string): Promise<CurrentAffairsItem[]> {
  const qTerms = [...new Set(terms(query))];
  if (!qTerms.length) return [];
  const hits = (await library.searchContent(db, contentQuery(query), { kinds: ['note'], limit: 40, snippets: false })).filter(
    (h) => h.subject === SUBJECT && h.id !== excludeNoteId,
  );
  if (!hits.length) return [];
  const notes = await library.notesByIds(db, [...new Set(hits.map((h) => h.id))]);
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
      if (enoughCoverage(cov, qTerms.length))
        items.push({ title: pick(n.title, lang), date: dateIn(s), description: s, source: n.sources[0] ? sourceText(n.sources[0]) : '', score: cov });
    });
  }
  return items
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_ITEMS)
    .map(({ score: _s, ...item }) => item);
}
