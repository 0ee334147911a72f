import type { NewsCategory, NewsScope } from '@shared/news';

/**
 * A live feed's entry placed in a category and a scope by the words of its title and text. The rules are the
 * pack's categories; an entry no rule places is `other` (shown as such) rather than guessed.
 */
const RULES: [Exclude<NewsCategory, 'other'>, RegExp][] = [
  [
    'maharashtra-governance',
    /\b(maharashtra (government|cabinet|governor|legislat\w*)|chief minister fadnavis|mantralaya|zilla parishad|gram panchayat)\b|मंत्रिमंडळ|महाराष्ट्र शासन/i,
  ],
  [
    'economy',
    /\b(rbi|reserve bank|repo rate|gdp|inflation|gst|budget|fiscal|monetary|export|import|rupee|bank(s|ing)?|sebi|economy|economic|tax)\b/i,
  ],
  ['environment', /\b(climate|environment|forest|wildlife|tiger|biodiversity|pollution|emission|wetland|ramsar|sanctuary|monsoon|cyclone)\b/i],
  [
    'science-technology',
    /\b(isro|space|satellite|launch vehicle|drdo|missile|ai|artificial intelligence|semiconductor|quantum|vaccine|research|technology|digital)\b/i,
  ],
  ['schemes', /\b(scheme|yojana|mission|abhiyan|beneficiar\w*|pm-\w+)\b|योजना/i],
  ['international', /\b(summit|bilateral|united nations|un |g20|brics|quad|sco|treaty|foreign minister|external affairs|visit to)\b/i],
  ['sports-awards', /\b(award|prize|medal|olympic|championship|cup|tournament|padma|bharat ratna|trophy)\b/i],
  ['infrastructure', /\b(railway|highway|metro|airport|port|expressway|bridge|corridor|power project|dam)\b/i],
  [
    'polity',
    /\b(parliament|lok sabha|rajya sabha|supreme court|high court|constitution|election commission|bill|act|ordinance|president|governor)\b/i,
  ],
  ['social', /\b(health|education|women|child|tribal|poverty|nutrition|school|hospital|welfare)\b/i],
];
const MAHARASHTRA =
  /\b(maharashtra|mumbai|pune|nagpur|nashik|aurangabad|chhatrapati sambhajinagar|thane|kolhapur|solapur|konkan|vidarbha|marathwada)\b|महाराष्ट्र|मुंबई|पुणे|नागपूर/i;
const WORLD = /\b(united nations|un general assembly|world bank|imf|who|unesco|g20|g7|brics)\b/i;

export function classifyNews(title: string, text: string): { category: NewsCategory; scope: NewsScope } {
  const all = `${title}\n${text}`;
  const category = RULES.find(([, re]) => re.test(title))?.[0] ?? RULES.find(([, re]) => re.test(all))?.[0] ?? 'other';
  const scope: NewsScope = MAHARASHTRA.test(all) ? 'maharashtra' : WORLD.test(title) ? 'world' : 'india';
  return { category, scope };
}
