import { Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        {/* Waits for the chosen language's translations before the first real screen. */}
        <Suspense fallback={<FullScreenSpinner />}>
          <AppRoutes />
        </Suspense>
      </AuthProvider>
    </BrowserRouter>
  );
}
