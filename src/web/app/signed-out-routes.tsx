import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { loadLandingPage, loadLoginPage } from './route-chunks';

const LandingPage = lazy(loadLandingPage);
const LoginPage = lazy(loadLoginPage);

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
