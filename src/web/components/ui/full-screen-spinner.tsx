import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/**
 * Shown while the session or a route loads. It never suspends itself (it is the fallback that
 * Suspense shows), so before the chosen language arrives it reads the bundled English text.
 */
export function FullScreenSpinner() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" data-testid="full-screen-spinner" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner className="size-10" />
      <span className="text-base">{t('loading')}</span>
    </div>
  );
}
