import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/*
 * The route chunks as loaders shared by the router's lazy() and the boot preload (app/boot.ts): a
 * module is fetched once, so a chunk the boot started is simply there when the route renders.
 */
export const loadLandingPage = (): PageModule => import('../features/landing/components/landing-page');
export const loadLoginPage = (): PageModule => import('../features/auth/components/login-page');
export const loadSignedInApp = (): PageModule => import('./signed-in-app');
export const loadStudyPlannerPage = (): PageModule => import('../features/study-plan/components/study-planner-page');
export const loadNinetyDayPlanPage = (): PageModule => import('../features/study-plan/components/ninety-day-plan-page');
export const loadTopicExplorerPage = (): PageModule => import('../features/topic/components/topic-explorer-page');
export const loadTopicDetailPage = (): PageModule => import('../features/topic/components/topic-detail-page');
export const loadDashboardPage = (): PageModule => import('../features/dashboard/components/dashboard-page');
export const loadSyllabusBooksPage = (): PageModule => import('../features/syllabus/components/syllabus-books-page');
export const loadBookListPage = (): PageModule => import('../features/book-list/components/book-list-page');
export const loadTwelveMonthPlanPage = (): PageModule => import('../features/twelve-month-plan/components/twelve-month-plan-page');
export const loadMockTestsPage = (): PageModule => import('../features/exam/components/mock-tests-page');
export const loadDailyExamPage = (): PageModule => import('../features/exam/components/daily-exam-page');
export const loadAttemptPage = (): PageModule => import('../features/exam/components/attempt-page');
export const loadEssayPracticePage = (): PageModule => import('../features/essay/components/essay-practice-page');
export const loadCurrentAffairsPage = (): PageModule => import('../features/news/components/current-affairs-page');
export const loadScanQuestionsPage = (): PageModule => import('../features/scanner/components/scan-questions-page');
export const loadMainsPracticePage = (): PageModule => import('../features/mains/components/mains-practice-page');
export const loadFlashcardsPage = (): PageModule => import('../features/flashcards/components/flashcards-page');
export const loadMapsPage = (): PageModule => import('../features/maps/components/maps-page');
export const loadInterviewPage = (): PageModule => import('../features/interview/components/interview-page');

/** Signed-in paths whose page has its own chunk; "/" and "/login" lead to the Study Planner when signed in. */
export function signedInPageLoader(pathname: string): (() => PageModule) | null {
  if (pathname === '/' || pathname === '/login' || pathname === '/study-planner') return loadStudyPlannerPage;
  if (pathname === '/ai-study-planner') return loadNinetyDayPlanPage;
  if (pathname === '/topic-explorer') return loadTopicExplorerPage;
  if (pathname.startsWith('/topic/')) return loadTopicDetailPage;
  if (pathname === '/dashboard') return loadDashboardPage;
  if (pathname === '/syllabus-books') return loadSyllabusBooksPage;
  if (pathname === '/book-list') return loadBookListPage;
  if (pathname === '/twelve-month-plan') return loadTwelveMonthPlanPage;
  if (pathname === '/mock-tests') return loadMockTestsPage;
  if (pathname === '/daily-exam') return loadDailyExamPage;
  if (pathname === '/essay-practice') return loadEssayPracticePage;
  if (pathname === '/current-affairs') return loadCurrentAffairsPage;
  if (pathname === '/scan-questions') return loadScanQuestionsPage;
  if (pathname === '/mains-practice') return loadMainsPracticePage;
  if (pathname === '/flashcards') return loadFlashcardsPage;
  if (pathname === '/maps') return loadMapsPage;
  if (pathname === '/interview-prep') return loadInterviewPage;
  if (pathname.startsWith('/mock-tests/attempt/') || pathname.startsWith('/daily-exam/attempt/')) return loadAttemptPage;
  return null;
}
