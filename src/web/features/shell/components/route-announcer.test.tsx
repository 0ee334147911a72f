// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Route, Routes } from 'react-router';
import { changeLanguage } from '@web/i18n';
import { renderWithShell } from '@web/testing/render';
import { RouteAnnouncer } from './route-announcer';

/** A page whose code arrives a moment later, as the app's lazy pages do. */
const SlowPage = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: () => <h1>Topic Explorer</h1> };
});

async function renderPages() {
  document.title = 'Abhyas · MPSC study portal';
  return renderWithShell(
    <>
      <RouteAnnouncer />
      <nav>
        <Link to="/profile">profile</Link>
        <Link to="/topic-explorer">explorer</Link>
      </nav>
      <main>
        <Routes>
          <Route path="/study-planner" element={<h1>AI-Powered Study Planner</h1>} />
          <Route path="/profile" element={<h1>Profile</h1>} />
          <Route path="/topic-explorer" element={<SlowPage />} />
        </Routes>
      </main>
    </>,
    { path: '/study-planner' },
  );
}

describe('RouteAnnouncer', () => {
  afterEach(async () => {
    cleanup();
    await changeLanguage('english');
  });

  it("titles the tab after the page's h1 and says nothing on the first page", async () => {
    await renderPages();
    expect(document.title).toBe('AI-Powered Study Planner · Abhyas');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces the page a link opens, also once a lazily loaded page shows its heading', async () => {
    await renderPages();
    fireEvent.click(screen.getByRole('link', { name: 'profile' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Profile'));
    expect(document.title).toBe('Profile · Abhyas');

    fireEvent.click(screen.getByRole('link', { name: 'explorer' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Topic Explorer'));
    expect(document.title).toBe('Topic Explorer · Abhyas');
  });

  it('gives the page its first title back when it goes (logging out)', async () => {
    const { unmount } = await renderPages();
    expect(document.title).toBe('AI-Powered Study Planner · Abhyas');
    unmount();
    expect(document.title).toBe('Abhyas · MPSC study portal');
  });

  it('follows the language: the app name in the title is the chosen one', async () => {
    await renderPages();
    await act(() => changeLanguage('marathi'));
    await waitFor(() => expect(document.title).toBe('AI-Powered Study Planner · अभ्यास'));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
