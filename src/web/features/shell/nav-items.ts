import {
  BookOpen,
  CalendarCheck,
  CalendarClock,
  CalendarRange,
  ClipboardCheck,
  Compass,
  FileText,
  LayoutDashboard,
  Layers,
  Library,
  Map as MapIcon,
  MessagesSquare,
  Newspaper,
  PenLine,
  ScanLine,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import type { AreaKey } from '@web/lib/areas';

export type NavItem = { area: AreaKey; to: string; Icon: LucideIcon };

/** The side navigation, top to bottom. */
export const NAV_ITEMS: readonly NavItem[] = [
  { area: 'dashboard', to: '/dashboard', Icon: LayoutDashboard },
  { area: 'studyPlanner', to: '/study-planner', Icon: CalendarCheck },
  { area: 'topicExplorer', to: '/topic-explorer', Icon: Compass },
  { area: 'scanQuestions', to: '/scan-questions', Icon: ScanLine },
  { area: 'maps', to: '/maps', Icon: MapIcon },
  { area: 'syllabusBooks', to: '/syllabus-books', Icon: BookOpen },
  { area: 'bookList', to: '/book-list', Icon: Library },
  { area: 'mockTests', to: '/mock-tests', Icon: ClipboardCheck },
  { area: 'dailyExam', to: '/daily-exam', Icon: CalendarClock },
  { area: 'essayPractice', to: '/essay-practice', Icon: PenLine },
  { area: 'flashcards', to: '/flashcards', Icon: Layers },
  { area: 'mainsPractice', to: '/mains-practice', Icon: FileText },
  { area: 'interviewPrep', to: '/interview-prep', Icon: MessagesSquare },
  { area: 'currentAffairs', to: '/current-affairs', Icon: Newspaper },
  { area: 'profile', to: '/profile', Icon: UserRound },
  { area: 'twelveMonthPlan', to: '/twelve-month-plan', Icon: CalendarRange },
];
