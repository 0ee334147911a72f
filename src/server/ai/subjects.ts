import { PLANNER_SUBJECTS, type PlannerSubjectId } from '../../shared/subjects';
import { BOOK_SUBJECT_TOPICS, type BookSubject } from '../../shared/syllabus';
import type { AiLanguage } from '../../shared/ai';

/** The topic explorer's subjects (spec 01 §9) to the planner subjects whose topics they cover. */
const EXPLORER: Record<string, readonly PlannerSubjectId[]> = {
  history: ['history', 'maharashtra-history'],
  geography: ['indian-geography', 'maharashtra-geography', 'environment'],
  polity: ['polity', 'constitution', 'public-administration'],
  economy: ['economy'],
  environment: ['environment'],
  'science & technology': ['science-technology'],
  'current affairs': ['current-affairs'],
  ethics: ['public-administration'],
};

const norm = (s: string) => s.normalize('NFC').trim().toLowerCase();

/**
 * The planner subjects a free-text subject stands for: a planner id or name (either language), a topic-explorer
 * subject or a book-library subject. Unknown text stands for none (no filter).
 */
export function plannerSubjectsFor(subject: string): PlannerSubjectId[] {
  const s = norm(subject);
  const planner = PLANNER_SUBJECTS.find((p) => p.id === s || norm(p.en) === s || norm(p.mr) === s || norm(p.hi) === s);
  if (planner) return [planner.id];
  if (EXPLORER[s]) return [...EXPLORER[s]];
  const book = (Object.keys(BOOK_SUBJECT_TOPICS) as BookSubject[]).find((b) => norm(b) === s);
  return book ? [...BOOK_SUBJECT_TOPICS[book]] : [];
}

export function subjectName(id: string, lang: AiLanguage): string {
  const s = PLANNER_SUBJECTS.find((p) => p.id === id);
  return s ? (lang === 'marathi' ? s.mr : s.en) : id;
}

/** Words in a chat message that name a subject (for "Maharashtra history", "current affairs quiz"…). */
const MENTIONS: [RegExp, PlannerSubjectId][] = (
  [
    ['maharashtra\\s+history|महाराष्ट्राचा\\s+इतिहास', 'maharashtra-history'],
    ['maharashtra\\s+geography|महाराष्ट्राचा\\s+भूगोल', 'maharashtra-geography'],
    ['current\\s+affairs|चालू\\s+घडामोडी', 'current-affairs'],
    ['(?:indian\\s+)?constitution(?:\\s+of\\s+india)?|(?:भारतीय\\s+)?(?:संविधान|राज्यघटना)', 'constitution'],
    ['(?:indian\\s+)?polity|(?:भारतीय\\s+)?राज्यव्यवस्था', 'polity'],
    ['(?:indian\\s+)?econom|(?:भारतीय\\s+)?(?:अर्थव्यवस्था|अर्थशास्त्र)', 'economy'],
    ['environment|ecology|पर्यावरण', 'environment'],
    ['science|technology|विज्ञान|तंत्रज्ञान', 'science-technology'],
    ['public\\s+administration|लोकप्रशासन', 'public-administration'],
    ['(?:indian\\s+)?geography|(?:भारताचा\\s+)?भूगोल', 'indian-geography'],
    ['(?:indian\\s+)?history|(?:भारताचा\\s+)?इतिहास', 'history'],
    ['mental\\s+ability|reasoning|aptitude|csat|बुद्धिमत्ता', 'mental-ability'],
  ] as const
).map(([re, id]) => [new RegExp(`(?<![\\p{L}\\p{M}])(?:${re})[\\p{L}\\p{M}]*`, 'iu'), id]);

export function subjectMentioned(text: string): PlannerSubjectId | null {
  return subjectMention(text)?.id ?? null;
}

/** The subject a message names and the message without that name ("Maharashtra history basics" → " basics"). */
export function subjectMention(text: string): { id: PlannerSubjectId; rest: string } | null {
  for (const [re, id] of MENTIONS) {
    const m = re.exec(text);
    if (m) return { id, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}` };
  }
  return null;
}
