import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 01 §4: the yellow banner above the page when 1 to 3 trial days remain. */
export function TrialBanner({ daysLeft }: { daysLeft: number }) {
  const { t } = useTranslation('subscription');
  return (
    <div
      role="status"
      data-testid="trial-banner"
      className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-yellow-300 bg-yellow-50 px-4 py-3 text-yellow-900"
    >
      <Hourglass aria-hidden="true" className="size-5 shrink-0 text-yellow-700" />
      <p className="min-w-0 flex-1 font-semibold">{t('guard.trialBanner', { count: daysLeft })}</p>
      <Link
        to="/pricing"
        className="inline-flex min-h-11 items-center rounded-xl bg-yellow-400 px-4 font-semibold text-yellow-950 hover:bg-yellow-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        {t('guard.upgradeNow')}
      </Link>
    </div>
  );
}
