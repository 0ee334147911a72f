import type { TFunction } from 'i18next';
import { localDigits } from '@web/lib/digits';

/** An interval in minutes as the rating buttons show it: "1 min", "10 min", "3 d", "2 mo", "1.2 y". */
export function intervalText(minutes: number, t: TFunction<'flashcards'>, lang?: string): string {
  const say = (unit: 'minutes' | 'hours' | 'days' | 'months' | 'years', v: number) => t(`interval.${unit}`, { count: v, n: localDigits(v, lang) });
  if (minutes < 60) return say('minutes', Math.max(1, minutes));
  const hours = minutes / 60;
  if (hours < 24) return say('hours', Math.round(hours));
  const days = hours / 24;
  if (days < 31) return say('days', Math.round(days));
  if (days < 365) return say('months', Math.round(days / 30));
  return say('years', Math.round((days / 365) * 10) / 10);
}
