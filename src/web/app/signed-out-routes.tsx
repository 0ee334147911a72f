import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';

const LandingPage = lazy(() => import('../features/landing/components/landing-page'));
const LoginPage = lazy(() => import('../features/auth/components/login-page'));

/** Spec 01 §2, signed out: the landing page, the login page, and /login for anything else. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
