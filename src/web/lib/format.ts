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
