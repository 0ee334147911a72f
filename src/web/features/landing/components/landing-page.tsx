import { ArrowRight, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@web/components/ui/button-classes';
import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/ui/skip-link';
import { FeatureTiles } from './feature-tiles';
import { FormulaSection } from './formula-section';
import { HeroCarousel } from './hero-carousel';

export default function LandingPage() {
  const { t } = useTranslation(['landing', 'common']);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50 via-white to-orange-50">
      <SkipLink />
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3">
        <span className="flex items-center gap-2 text-lg font-semibold text-indigo-900">
          <GraduationCap aria-hidden="true" className="size-7 text-indigo-700" />
          {t('common:appName')}
        </span>
        <LanguageSwitcher />
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto flex max-w-5xl flex-col gap-10 px-4 pt-6 pb-12 outline-none">
        <div className="text-center">
          <h1 className="text-4xl font-semibold tracking-tight text-indigo-900 sm:text-5xl">{t('common:appName')}</h1>
          <p className="mx-auto mt-3 max-w-md text-lg text-slate-700">{t('landing:tagline')}</p>
        </div>

        <HeroCarousel />
        <FormulaSection />
        <FeatureTiles />

        <section className="text-center">
          <Link to="/login" data-testid="start-journey" className={buttonClasses('primary', 'min-h-12 px-6 text-lg')}>
            {t('landing:cta.button')}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <p className="mt-3 text-slate-600">{t('landing:cta.line')}</p>
        </section>
      </main>
    </div>
  );
}
