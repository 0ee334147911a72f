import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18nReady } from '@web/testing/i18n';
import { LocationProbe } from '@web/testing/query-render';
import { AuthProvider } from './auth-provider';
import LoginPage from './components/login-page';

/** For tests: the login screen at /login inside the auth provider, with a location probe, once i18n is ready. */
export async function renderLoginScreen() {
  await i18nReady;
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <AuthProvider>
        <LoginPage />
        <LocationProbe />
      </AuthProvider>
    </MemoryRouter>,
  );
}
