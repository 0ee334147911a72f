import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of each layout's <main>, which the skip link moves to. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first thing Tab reaches on every layout, out of sight
 * until it has focus. It moves focus itself rather than following the #hash, so the URL (and React Router's
 * location) stays as it was; the target <main> needs tabIndex={-1}.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      className={
        // Parked above the top edge (not sr-only, whose padding reset would leave a cramped box) and slid in on focus.
        'fixed top-2 left-2 z-[60] -translate-y-[calc(100%+1rem)] rounded-xl bg-indigo-700 px-4 py-3 font-semibold text-white ' +
        'focus:translate-y-0 focus:shadow-lg focus:outline-2 focus:outline-offset-2 focus:outline-indigo-600'
      }
    >
      {t('skipToContent')}
    </a>
  );
}
