import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';

/** Visitors (spec 02 §6): the login message, no news loaded. */
export default function CurrentAffairsSignedOut() {
  const { t } = useTranslation('news');
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-10 text-center">
      <h1 className="text-3xl font-semibold text-indigo-900">{t('title')}</h1>
      <p className="rounded-2xl bg-white p-6 text-lg text-slate-800 shadow-sm" data-testid="news-signed-out">
        {t('signedOut')}
      </p>
      <Link to="/login" className={buttonClasses('primary')}>
        {t('login')}
      </Link>
    </main>
  );
}
