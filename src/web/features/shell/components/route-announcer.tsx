import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * Page titles and page changes for screen readers (WCAG 2.4.2, 4.1.3). The tab's <title> names the
 * page ("Profile · Abhyas", from the page's h1, in the chosen language), and after a move to another
 * page a polite status line says which page opened: without it a screen reader hears nothing when
 * the app swaps pages. Pages that load their code or data show their h1 later, so it waits for one.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('common');
  const [message, setMessage] = useState('');
  const shownPath = useRef<string | null>(null);
  const language = i18n.resolvedLanguage;

  // Leaving the signed-in app (logging out) gives the page its first title back;
  // declared first, so it reads the title before the effect below changes it.
  useEffect(() => {
    const initial = document.title;
    return () => {
      document.title = initial;
    };
  }, []);

  useEffect(() => {
    const announce = shownPath.current !== null && shownPath.current !== pathname;
    shownPath.current = pathname;
    const appName = t('appName');
    const update = () => {
      const heading = document.querySelector('main h1')?.textContent?.trim();
      if (!heading) return false;
      document.title = heading === appName ? appName : `${heading} · ${appName}`;
      if (announce) setMessage(heading);
      return true;
    };
    if (update()) return;
    const observer = new MutationObserver(() => {
      if (update()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname, language, t]);

  return (
    <p role="status" className="sr-only" data-testid="route-announcer">
      {message}
    </p>
  );
}
