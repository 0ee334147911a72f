import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavList } from './nav-list';

/** aria-modal: Tab and Shift+Tab cycle inside the open drawer instead of reaching the page behind it. */
function keepFocusInside(event: KeyboardEvent, container: HTMLElement | null) {
  const focusable = container?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  if (!focusable || focusable.length === 0) return;
  const first = focusable[0]!;
  const last = focusable[focusable.length - 1]!;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The navigation under 1024 px: a panel sliding in from the left over a dimmed backdrop. */
export function NavDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['nav', 'common']);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    const links = panel.current?.querySelectorAll<HTMLElement>('a');
    const current = panel.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    (current ?? links?.[0])?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(event, panel.current);
    };
    document.addEventListener('keydown', onKey);
    // Growing past 1024 px (a phone turned sideways, a resized window) shows the fixed sidebar instead.
    const wide = window.matchMedia?.('(min-width: 1024px)');
    const onWide = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    wide?.addEventListener('change', onWide);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      wide?.removeEventListener('change', onWide);
      document.body.style.overflow = overflow;
      previousFocus?.focus();
    };
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-40 lg:hidden">
      <button
        type="button"
        data-testid="nav-backdrop"
        aria-label={t('nav:menu.close')}
        tabIndex={-1}
        onClick={onClose}
        className="absolute inset-0 h-full w-full cursor-default bg-slate-950/50 motion-safe:animate-fade-in"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav:menu.label')}
        data-testid="nav-drawer"
        className="absolute inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl motion-safe:animate-drawer-in"
      >
        <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
          <span className="text-lg font-semibold text-indigo-900">{t('common:appName')}</span>
          <button
            type="button"
            aria-label={t('nav:menu.close')}
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t('nav:menu.label')} className="flex-1 overflow-y-auto">
          <NavList onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
