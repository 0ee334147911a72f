import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import { AppToaster } from '@web/components/ui/toaster';
import type { ShellUser } from '../shell-user';
import { AppHeader } from './app-header';
import { NavDrawer } from './nav-drawer';
import { NavList } from './nav-list';
import { RouteAnnouncer } from './route-announcer';

type AppLayoutProps = { user: ShellUser | null; onLogout: () => void; children: ReactNode };

/** Header on top, sidebar fixed on the left from 1024 px (a drawer below that), toasts bottom right. */
export function AppLayout({ user, onLogout, children }: AppLayoutProps) {
  const { t } = useTranslation('nav');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      <AppHeader user={user} onOpenMenu={() => setDrawerOpen(true)} onLogout={onLogout} />
      <aside className="fixed top-16 bottom-0 left-0 hidden w-64 overflow-y-auto border-r border-slate-200 bg-white lg:block">
        <nav aria-label={t('menu.label')}>
          <NavList />
        </nav>
      </aside>
      {drawerOpen && <NavDrawer onClose={closeDrawer} />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="scroll-mt-16 outline-none lg:pl-64">
        {/* Bottom room for the floating chat button, so it never covers the last line of a page. */}
        <div className="mx-auto max-w-5xl px-4 pt-6 pb-24 sm:px-6">{children}</div>
      </main>
      <RouteAnnouncer />
      <AppToaster aboveChatButton />
    </div>
  );
}
