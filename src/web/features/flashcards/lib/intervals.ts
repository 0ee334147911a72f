import type { TFunction } from 'i18next';
import { localDigits } from '@web/lib/digits';

/** An interval in minutes as the rating buttons show it: "1 min", "10 min", "3 d", "2 mo", "1.2 y". */
export function intervalText(minutes: number, t: TFunction<'flashcards'>, lang?: string): string {
  const n = (v: number) => localDigits(v, lang);
  if (minutes < 60) return t('interval.minutes', { n: n(Math.max(1, minutes)) });
  const hours = minutes / 60;
  if (hours < 24) return t('interval.hours', { n: n(Math.round(hours)) });
  const days = hours / 24;
  if (days < 31) return t('interval.days', { n: n(Math.round(days)) });
  if (days < 365) return t('interval.months', { n: n(Math.round(days / 30)) });
  return t('interval.years', { n: n(Math.round((days / 365) * 10) / 10) });
}
