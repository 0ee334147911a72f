import i18n from 'i18next';

/**
 * A number for the exam pages in the interface language: Devanagari digits in Marathi text (the house rule for
 * Marathi), Latin digits in English and Hindi. Up to two decimals, as the server rounds.
 */
export function num(value: number, maximumFractionDigits = 2): string {
  const marathi = i18n.resolvedLanguage === 'mr';
  return new Intl.NumberFormat(marathi ? 'mr-IN-u-nu-deva' : 'en-IN-u-nu-latn', { maximumFractionDigits }).format(value);
}

/** Digits inside an already formatted text (the timer's 1:29:05) in the interface language. */
export function digits(text: string): string {
  if (i18n.resolvedLanguage !== 'mr') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0966 + Number(d)));
}
