import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/ui/spinner';
import { AccessGuard } from '../features/subscription/components/access-guard';
import type { AreaKey } from '../lib/areas';
import { PricingRoute, ProfileRoute, SubscriptionTestRoute, TermsRoute } from './routes/account-pages';
import {
  loadAttemptPage,
  loadBookListPage,
  loadCurrentAffairsPage,
  loadMainsPracticePage,
  loadDailyExamPage,
  loadDashboardPage,
  loadEssayPracticePage,
  loadFlashcardsPage,
  loadMapsPage,
  loadInterviewPage,
  loadMockTestsPage,
  loadNinetyDayPlanPage,
  loadStudyPlannerPage,
  loadSyllabusBooksPage,
  loadTopicDetailPage,
  loadTopicExplorerPage,
  loadScanQuestionsPage,
  loadTwelveMonthPlanPage,
} from './route-chunks';

const ComingSoonPage = lazy(() => import('./routes/coming-soon-page'));
const StudyPlannerPage = lazy(loadStudyPlannerPage);
const NinetyDayPlanPage = lazy(loadNinetyDayPlanPage);
const TopicExplorerPage = lazy(loadTopicExplorerPage);
const TopicDetailPage = lazy(loadTopicDetailPage);
const DashboardPage = lazy(loadDashboardPage);
const SyllabusBooksPage = lazy(loadSyllabusBooksPage);
const BookListPage = lazy(loadBookListPage);
const TwelveMonthPlanPage = lazy(loadTwelveMonthPlanPage);
const MockTestsPage = lazy(loadMockTestsPage);
const DailyExamPage = lazy(loadDailyExamPage);
const AttemptPage = lazy(loadAttemptPage);
const EssayPracticePage = lazy(loadEssayPracticePage);
const CurrentAffairsPage = lazy(loadCurrentAffairsPage);
const ScanQuestionsPage = lazy(loadScanQuestionsPage);
const MainsPracticePage = lazy(loadMainsPracticePage);
const FlashcardsPage = lazy(loadFlashcardsPage);
const MapsPage = lazy(loadMapsPage);
const InterviewPage = lazy(loadInterviewPage);
const NotFoundPage = lazy(() => import('./routes/not-found-page'));
const AdminPage = lazy(() => import('../features/admin/components/admin-page'));

type AreaRoute = {
  path: string;
  area: AreaKey;
  page?: ReactNode;
  /** Needs a trial or paid plan; the access guard wraps the page. */
  guarded: boolean;
};

/**
 * Spec 01 §2, signed in. Each area's page is loaded only when visited. Until an area is built its
 * route shows the coming-soon card; building it means swapping in `lazy(() => import(...))` here.
 * Every route is guarded except /dashboard (its AI plan card needs access; the rest is the candidate's own data), /book-list, /twelve-month-plan, /subscription-test, /daily-exam,
 * /pricing and the 404 page.
 */
const AREA_ROUTES: readonly AreaRoute[] = [
  { path: '/dashboard', area: 'dashboard', page: <DashboardPage />, guarded: false },
  { path: '/pricing', area: 'pricing', page: <PricingRoute />, guarded: false },
  { path: '/study-planner', area: 'studyPlanner', page: <StudyPlannerPage />, guarded: true },
  { path: '/topic-explorer', area: 'topicExplorer', page: <TopicExplorerPage />, guarded: true },
  { path: '/topic/:subject/:topic', area: 'topicDetail', page: <TopicDetailPage />, guarded: true },
  { path: '/mock-tests', area: 'mockTests', page: <MockTestsPage />, guarded: true },
  { path: '/mock-tests/attempt/:id', area: 'mockTests', page: <AttemptPage />, guarded: true },
  { path: '/essay-practice', area: 'essayPractice', page: <EssayPracticePage />, guarded: true },
  { path: '/flashcards', area: 'flashcards', page: <FlashcardsPage />, guarded: true },
  { path: '/current-affairs', area: 'currentAffairs', page: <CurrentAffairsPage />, guarded: true },
  { path: '/interview-prep', area: 'interviewPrep', page: <InterviewPage />, guarded: true },
  { path: '/mains-practice', area: 'mainsPractice', page: <MainsPracticePage />, guarded: true },
  { path: '/ai-study-planner', area: 'aiStudyPlanner', page: <NinetyDayPlanPage />, guarded: true },
  { path: '/profile', area: 'profile', page: <ProfileRoute />, guarded: true },
  { path: '/syllabus-books', area: 'syllabusBooks', page: <SyllabusBooksPage />, guarded: true },
  { path: '/book-list', area: 'bookList', page: <BookListPage />, guarded: false },
  { path: '/twelve-month-plan', area: 'twelveMonthPlan', page: <TwelveMonthPlanPage />, guarded: false },
  { path: '/subscription-test', area: 'subscriptionTest', page: <SubscriptionTestRoute />, guarded: false },
  // The daily exam shows its own no-access message (paid plans only); the server checks every call.
  { path: '/daily-exam', area: 'dailyExam', page: <DailyExamPage />, guarded: false },
  { path: '/daily-exam/attempt/:id', area: 'dailyExam', page: <AttemptPage />, guarded: false },
  { path: '/maps', area: 'maps', page: <MapsPage />, guarded: true },
  { path: '/scan-questions', area: 'scanQuestions', page: <ScanQuestionsPage />, guarded: true },
  // the content team's desk: not in the navigation; the server admits ADMIN_PHONES only
  { path: '/admin', area: 'admin', page: <AdminPage />, guarded: false },
];

function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // Keyed by path, so leaving a page that crashed clears the error.
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner label={t('loading')} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

export function SignedInRoutes() {
  return (
    <PageFrame>
      <Routes>
        <Route path="/" element={<Navigate to="/study-planner" replace />} />
        {/* Reached right after sign-in (or from a bookmark): there is nothing to log in to. */}
        <Route path="/login" element={<Navigate to="/study-planner" replace />} />
        <Route path="/terms" element={<TermsRoute />} />
        {AREA_ROUTES.map(({ path, area, page, guarded }) => {
          const element = page ?? <ComingSoonPage area={area} />;
          return <Route key={path} path={path} element={guarded ? <AccessGuard>{element}</AccessGuard> : element} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageFrame>
  );
}
