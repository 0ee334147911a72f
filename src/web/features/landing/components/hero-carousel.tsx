import { useEffect, useState } from 'react';
import { BookOpen, Pause, Play, Sparkles, Trophy, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

/** Spec 01 §9: three cards, advancing every 4 seconds and wrapping around. */
export const CAROUSEL_INTERVAL_MS = 4000;

const SLIDES: ReadonlyArray<{ key: 'ai' | 'focused' | 'success'; Icon: LucideIcon }> = [
  { key: 'ai', Icon: Sparkles },
  { key: 'focused', Icon: BookOpen },
  { key: 'success', Icon: Trophy },
];

export function HeroCarousel() {
  const { t } = useTranslation('landing');
  const [index, setIndex] = useState(0);
  // Hovered or focused: held while the pointer or keyboard is there.
  const [held, setHeld] = useState(false);
  // Stopped by its button (WCAG 2.2.2, and the only way on a touch screen), or from the start when the
  // system asks for reduced motion.
  const [stopped, setStopped] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const paused = held || stopped;

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, index]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="landing-carousel"
      className="mx-auto w-full max-w-xl"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {/*
        All cards share one grid cell, so the box is as tall as the longest card in any language and
        the page below never jumps when a card changes. Changes are announced only while paused, so
        screen readers are not interrupted every 4 s.
      */}
      <div aria-live={paused ? 'polite' : 'off'} className="grid">
        {SLIDES.map(({ key, Icon }, position) => {
          const active = position === index;
          return (
            <div
              key={key}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideLabel', { current: position + 1, total: SLIDES.length })}
              aria-hidden={!active}
              data-testid={active ? 'carousel-slide' : undefined}
              className={cn(
                'col-start-1 row-start-1 flex flex-col items-center justify-center gap-2 rounded-2xl bg-white/90 p-6 text-center shadow-sm ring-1 ring-indigo-100',
                'motion-safe:transition-opacity motion-safe:duration-300',
                active ? 'opacity-100' : 'invisible opacity-0',
              )}
            >
              <Icon aria-hidden="true" className="size-8 text-orange-600" />
              <h2 className="text-xl font-semibold text-indigo-900">{t(`carousel.slides.${key}.title`)}</h2>
              <p className="text-slate-700">{t(`carousel.slides.${key}.body`)}</p>
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex items-center justify-center gap-1">
        <button
          type="button"
          data-testid="carousel-stop"
          aria-label={stopped ? t('carousel.start') : t('carousel.stop')}
          onClick={() => setStopped((value) => !value)}
          className="flex size-11 items-center justify-center rounded-full text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        </button>
        {SLIDES.map((item, position) => (
          <button
            key={item.key}
            type="button"
            aria-label={t('carousel.goTo', { number: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => setIndex(position)}
            className="group flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all',
                position === index ? 'w-6 bg-indigo-700' : 'w-2.5 bg-indigo-200 group-hover:bg-indigo-400',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
