import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadLandingPage, loadLoginPage } from './route-chunks';
import { TermsRoute } from './routes/account-pages';

const LandingPage = lazy(loadLandingPage);
const LoginPage = lazy(loadLoginPage);
const DailyExamSignedOut = lazy(() => import('../features/exam/components/daily-cards'));
const CurrentAffairsSignedOut = lazy(() => import('../features/news/components/signed-out'));

/** Spec 01 §2, signed out: the landing page, the login page, the daily exam's login message (spec 02 §2), and /login for anything else. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/daily-exam" element={<DailyExamSignedOut />} />
      <Route
        path="/terms"
        element={
          <div className="min-h-dvh bg-slate-50 px-4 py-8">
            <TermsRoute />
          </div>
        }
      />
      <Route path="/current-affairs" element={<CurrentAffairsSignedOut />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
