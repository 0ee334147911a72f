import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageSpinner } from '../components/ui/spinner';
import type { AreaKey } from '../lib/areas';

const ComingSoonPage = lazy(() => import('./routes/coming-soon-page'));
const NotFoundPage = lazy(() => import('./routes/not-found-page'));

/**
 * Spec 01 §2, signed in. Each area's page is loaded only when visited. Until an area is built its
 * route shows the coming-soon card; building it means swapping in `lazy(() => import(...))` here.
 */
const AREA_ROUTES: ReadonlyArray<{ path: string; area: AreaKey; page?: ReactNode }> = [
  { path: '/pricing', area: 'pricing' },
  { path: '/study-planner', area: 'studyPlanner' },
  { path: '/topic-explorer', area: 'topicExplorer' },
  { path: '/topic/:subject/:topic', area: 'topicDetail' },
  { path: '/mock-tests', area: 'mockTests' },
  { path: '/essay-practice', area: 'essayPractice' },
  { path: '/flashcards', area: 'flashcards' },
  { path: '/interview-prep', area: 'interviewPrep' },
  { path: '/current-affairs', area: 'currentAffairs' },
  { path: '/mains-practice', area: 'mainsPractice' },
  { path: '/ai-study-planner', area: 'aiStudyPlanner' },
  { path: '/profile', area: 'profile' },
  { path: '/syllabus-books', area: 'syllabusBooks' },
  { path: '/book-list', area: 'bookList' },
  { path: '/twelve-month-plan', area: 'twelveMonthPlan' },
  { path: '/subscription-test', area: 'subscriptionTest' },
  { path: '/daily-exam', area: 'dailyExam' },
  { path: '/maps', area: 'maps' },
  { path: '/scan-questions', area: 'scanQuestions' },
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
        {AREA_ROUTES.map(({ path, area, page }) => (
          <Route key={path} path={path} element={page ?? <ComingSoonPage area={area} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </PageFrame>
  );
}
