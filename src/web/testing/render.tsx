import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18nReady } from './i18n';

/** Renders inside a router, once the (bundled English) translations are ready. */
export async function renderWithShell(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  await i18nReady;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={null}>{ui}</Suspense>
    </MemoryRouter>,
  );
}
