import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Card } from '@web/components/ui/card';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <Card data-testid="not-found" className="mx-auto max-w-xl text-center">
      <h1 className="text-2xl font-semibold text-indigo-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
      <Link to="/study-planner" className={buttonClasses('primary', 'mt-5')}>
        {t('notFound.home')}
      </Link>
    </Card>
  );
}
