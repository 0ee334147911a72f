/**
 * Plain constants the pages need, with no zod: a page that only lists subjects or plans does not
 * download the validation library and every schema with it (bench/web-budget). The contracts stay the
 * single source: the schema files (ai.ts, subjects.ts, auth.ts, subscription.ts) build their enums from
 * these and re-export them, so the server's imports do not change.
 */

// ---------- subjects (subjects.ts) ----------
/** The 12 planner subjects, in the order the planner lists them. Ids are stable and used in content/ and the API. */
export const PLANNER_SUBJECTS = [
  { id: 'polity', en: 'Indian Polity', mr: 'भारतीय राज्यव्यवस्था', hi: 'भारतीय राजव्यवस्था' },
  { id: 'history', en: 'Indian History', mr: 'भारताचा इतिहास', hi: 'भारत का इतिहास' },
  { id: 'maharashtra-geography', en: 'Geography of Maharashtra', mr: 'महाराष्ट्राचा भूगोल', hi: 'महाराष्ट्र का भूगोल' },
  { id: 'indian-geography', en: 'Indian Geography', mr: 'भारताचा भूगोल', hi: 'भारत का भूगोल' },
  { id: 'economy', en: 'Indian Economy', mr: 'भारतीय अर्थव्यवस्था', hi: 'भारतीय अर्थव्यवस्था' },
  { id: 'current-affairs', en: 'Current Affairs', mr: 'चालू घडामोडी', hi: 'समसामयिकी' },
  { id: 'environment', en: 'Environment & Ecology', mr: 'पर्यावरण व परिस्थितिकी', hi: 'पर्यावरण एवं पारिस्थितिकी' },
  { id: 'science-technology', en: 'Science & Technology', mr: 'विज्ञान व तंत्रज्ञान', hi: 'विज्ञान एवं प्रौद्योगिकी' },
  { id: 'maharashtra-history', en: 'Maharashtra History', mr: 'महाराष्ट्राचा इतिहास', hi: 'महाराष्ट्र का इतिहास' },
  { id: 'public-administration', en: 'Public Administration', mr: 'लोकप्रशासन', hi: 'लोक प्रशासन' },
  { id: 'constitution', en: 'Indian Constitution', mr: 'भारतीय संविधान', hi: 'भारतीय संविधान' },
  { id: 'mental-ability', en: 'General Mental Ability', mr: 'सामान्य बुद्धिमत्ता चाचणी', hi: 'सामान्य मानसिक योग्यता' },
] as const;
export type PlannerSubjectId = (typeof PLANNER_SUBJECTS)[number]['id'];

// ---------- study plan, chat, topic explorer (study-plan.ts, chat.ts, topic.ts) ----------
export const EXAM_TARGETS = ['mpsc-prelims', 'mpsc-mains', 'upsc-prelims', 'ssc', 'custom'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const STUDY_HOURS = [2, 3, 4, 5, 6, 8] as const;
export const CHAT_MAX_MESSAGE = 2000;
export const EXPLORER_SUBJECTS = [
  'History',
  'Geography',
  'Polity',
  'Economy',
  'Environment',
  'Science & Technology',
  'Current Affairs',
  'Ethics',
] as const;
export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

// ---------- exam engine (exam.ts) ----------
export const MOCK_QUESTION_COUNTS = [5, 10, 15, 20, 30] as const;
export const MOCK_SECONDS_PER_QUESTION = 90;
export const DAILY_QUESTION_COUNT = 100;
export const DAILY_MINUTES = 90;
export const QUESTION_REPORT_REASONS = ['wrong-answer', 'unclear', 'typo', 'translation', 'outdated', 'other'] as const;

// ---------- profile (auth.ts) ----------
export const EDUCATION_LEVELS = ['undergraduate', 'graduate', 'post-graduate', 'phd', 'other'] as const;

// ---------- plans (subscription.ts) ----------
export const PLAN_TYPES = ['monthly', '6months', 'yearly'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface Plan {
  type: PlanType;
  /** rupees */
  price: number;
  days: number;
  /** struck-through price, rupees */
  was?: number;
  discountPercent?: number;
  popular?: boolean;
}

/** The plans. Prices in rupees; Razorpay takes paise (×100). */
export const PLANS: Record<PlanType, Plan> = {
  monthly: { type: 'monthly', price: 199, days: 31 },
  '6months': { type: '6months', price: 499, days: 186, was: 1194, discountPercent: 58, popular: true },
  yearly: { type: 'yearly', price: 999, days: 366, was: 2388, discountPercent: 58 },
};

/** Book library subjects and paper types (zod-free, so pages can import them). */
export const BOOK_SUBJECTS = [
  'History',
  'Geography',
  'Polity',
  'Economics',
  'Science',
  'CSAT',
  'Marathi Language',
  'English Language',
  'Ethics',
  'Current Affairs',
] as const;
export const PAPER_TYPES = ['Prelims', 'Mains', 'Optional'] as const;

/** One day in milliseconds (the server's clock and the web's date arithmetic share it). */
export const DAY_MS = 24 * 60 * 60 * 1000;
