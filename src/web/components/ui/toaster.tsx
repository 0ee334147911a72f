import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/**
 * sonner's rich colours put green, blue, amber and red text on pale backgrounds at 3.1–4.4:1; these
 * (Tailwind's 800 shades, red 700) read at 5.8:1 or better on the same backgrounds (WCAG AA is 4.5:1).
 */
const READABLE_TOAST_TEXT = {
  '--success-text': '#016630',
  '--info-text': '#193cb8',
  '--warning-text': '#973c00',
  '--error-text': '#c10007',
} as CSSProperties;

/**
 * Mounted by the login page and by the signed-in layout (never both at once), not at the root:
 * that keeps sonner out of the landing page's JavaScript.
 */
export function AppToaster({ aboveChatButton = false }: { aboveChatButton?: boolean }) {
  // The signed-in pages float the chat button bottom right: toasts then stack above it.
  const offset = aboveChatButton ? { bottom: 88, right: 16 } : undefined;
  const { t } = useTranslation('common');
  return (
    <Toaster
      position="bottom-right"
      richColors
      closeButton
      offset={offset}
      mobileOffset={offset}
      // sonner's own labels are English ("Notifications", "Close toast"); these follow the UI language.
      containerAriaLabel={t('notifications.label')}
      toastOptions={{ className: 'font-sans', closeButtonAriaLabel: t('notifications.close') }}
      style={READABLE_TOAST_TEXT}
    />
  );
}
