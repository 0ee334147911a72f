import i18n from 'i18next';

const LOCALES: Record<string, string> = { en: 'en-IN', mr: 'mr-IN', hi: 'hi-IN' };

/**
 * The Intl locale for the chosen language. Digits stay Latin in every language so a price or date
 * reads the same as on the payment page and in SMS messages.
 */
function locale(): string {
  return `${LOCALES[i18n.resolvedLanguage ?? 'en'] ?? 'en-IN'}-u-nu-latn`;
}

/** ₹1,194 (whole rupees). */
export function formatRupees(amount: number): string {
  return new Intl.NumberFormat(locale(), { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
}

/** 31 July 2026, in the chosen language; an unreadable date is shown as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** A calendar date (YYYY-MM-DD) as the candidate's local day, for the short forms below. */
function localDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00`);
}

/** "Mon" and "5" for a week strip, in the chosen language; an unreadable date gives its own text. */
export function formatWeekDay(isoDate: string): { weekday: string; day: string } {
  const date = localDay(isoDate);
  if (Number.isNaN(date.getTime())) return { weekday: '', day: isoDate };
  return {
    weekday: new Intl.DateTimeFormat(locale(), { weekday: 'short' }).format(date),
    day: new Intl.DateTimeFormat(locale(), { day: 'numeric' }).format(date),
  };
}

/** 5 January 2026 for a calendar date (YYYY-MM-DD), without a time-zone shift. */
export function formatCalendarDate(isoDate: string): string {
  const date = localDay(isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(locale(), { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}
