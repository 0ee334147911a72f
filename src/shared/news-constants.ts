/** Current affairs' plain constants (no zod: the web's pages import these without the schema library). */
export const NEWS_PACK_CATEGORIES = [
  'maharashtra-governance',
  'polity',
  'economy',
  'schemes',
  'environment',
  'science-technology',
  'infrastructure',
  'social',
  'international',
  'sports-awards',
] as const;
/** The pack's categories, and `other` for a live feed's entry no rule places. */
export const NEWS_CATEGORIES = [...NEWS_PACK_CATEGORIES, 'other'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const NEWS_SCOPES = ['maharashtra', 'india', 'world'] as const;
export type NewsScope = (typeof NEWS_SCOPES)[number];

/** Spec §9: "the news card says 200 words; the free-text summary says 1000 words". */
export const NEWS_SUMMARY_MAX_WORDS = 200;
export const SUMMARIZE_MAX_WORDS = 1000;
/** Practice from the news: 1–3 recall cards per item. */
export const NEWS_PRACTICE_MAX = 3;
