// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router';
import { renderWithShell } from '@web/testing/render';
import { NAV_ITEMS } from '../nav-items';
import { AppLayout } from './app-layout';

const onLogout = vi.fn();

async function renderLayout() {
  await renderWithShell(
    <AppLayout user={{ phoneNumber: '+919876543210' }} onLogout={onLogout}>
      <Routes>
        <Route path="*" element={<p data-testid="page">page</p>} />
      </Routes>
    </AppLayout>,
    { path: '/study-planner' },
  );
}

const drawer = () => screen.queryByTestId('nav-drawer');
const openDrawer = () => fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));

describe('AppLayout navigation drawer', () => {
  beforeEach(renderLayout);
  afterEach(() => {
    cleanup();
    onLogout.mockReset();
  });

  it('opens from the menu button with the 16 items in order (Dashboard first), the current one marked', () => {
    expect(drawer()).toBeNull();
    openDrawer();
    const links = within(drawer()!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(NAV_ITEMS.map((item) => item.to));
    expect(links[0]!.getAttribute('href')).toBe('/dashboard');
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.getAttribute('href'))).toEqual(['/study-planner']);
  });

  it('closes on a backdrop click', () => {
    openDrawer();
    fireEvent.click(screen.getByTestId('nav-backdrop'));
    expect(drawer()).toBeNull();
  });

  it('closes on Escape', () => {
    openDrawer();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(drawer()).toBeNull();
  });

  it('closes and navigates on an item click', () => {
    openDrawer();
    fireEvent.click(within(drawer()!).getByRole('link', { name: 'Mock Tests' }));
    expect(drawer()).toBeNull();
    const sidebarLink = screen.getAllByRole('link', { name: 'Mock Tests' })[0]!;
    expect(sidebarLink.getAttribute('aria-current')).toBe('page');
  });
});

describe('AppLayout user menu', () => {
  beforeEach(renderLayout);
  afterEach(cleanup);

  it('shows the last 4 digits, the full number inside, and logs out', () => {
    const button = screen.getByTestId('user-menu-button');
    expect(button.textContent).toContain('3210');
    fireEvent.click(button);
    expect(screen.getByTestId('user-menu-phone').textContent).toBe('+919876543210');
    fireEvent.click(screen.getByTestId('logout-button'));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('AppLayout skip link', () => {
  beforeEach(renderLayout);
  afterEach(cleanup);

  it('is the first thing Tab reaches and moves focus to the main content without changing the URL', () => {
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const focusable = document.querySelectorAll('a[href], button, select, input, textarea, [tabindex]:not([tabindex="-1"])');
    expect(focusable[0]).toBe(skip);
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByRole('main').contains(screen.getByTestId('page'))).toBe(true);
    expect(window.location.hash).toBe('');
  });
});
