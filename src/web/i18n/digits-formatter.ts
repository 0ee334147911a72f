import type { FormatterModule } from 'i18next';

const DEVANAGARI = '०१२३४५६७८९';

/**
 * Every number put into a Marathi sentence ("{{count}} तास", "दिवस {{day}} / {{total}}") comes out in Devanagari digits,
 * as Marathi text writes them (docs/content-guidelines.md); English and Hindi keep Latin digits. Only values passed as
 * numbers change: strings (prices, phone numbers, codes, dates already formatted by lib/format.ts) are left as they are.
 * Runs for every interpolation (`alwaysFormat`); no dictionary uses i18next's named formats.
 */
export const digitsFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  add() {},
  addCached() {},
  format(value: unknown, _format: string | undefined, lng: string | undefined): string {
    if (lng === 'mr' && typeof value === 'number') return String(value).replace(/[0-9]/g, (d) => DEVANAGARI[Number(d)]!);
    return value as string; // anything else unchanged (i18next's own default does the same); a missing value stays missing
  },
};
