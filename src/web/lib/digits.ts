import i18n from 'i18next';

const DEVANAGARI = '०१२३४५६७८९';

/**
 * A number as Marathi text writes it: Devanagari digits (०–९) in Marathi, as MPSC's Marathi papers do
 * (docs/content-guidelines.md); Latin digits in English and Hindi. Prices and dates keep lib/format.ts's Latin digits.
 */
export function localDigits(value: number | string, code: string | undefined = i18n.resolvedLanguage): string {
  const text = String(value);
  return code === 'mr' ? text.replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)]!) : text;
}
