import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../i18n/en/flashcards.json';
import mr from '../../../i18n/mr/flashcards.json';
import { intervalText } from './intervals';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { flashcards: en }, mr: { flashcards: mr } }, interpolation: { escapeValue: false } });
});

describe('interval on the rating buttons', () => {
  it('reads minutes, hours, days, months and years, in Marathi with Devanagari digits and the right number form', () => {
    const t = i18n.getFixedT('en', 'flashcards');
    expect([0, 10, 120, 3 * 1440, 60 * 1440, 400 * 1440].map((m) => intervalText(m, t, 'en'))).toEqual([
      '1 min',
      '10 min',
      '2 h',
      '3 d',
      '2 mo',
      '1.1 yr',
    ]);
    const tm = i18n.getFixedT('mr', 'flashcards');
    expect(intervalText(1, tm, 'mr')).toBe('१ मिनिट');
    expect(intervalText(10, tm, 'mr')).toBe('१० मिनिटे');
    expect(intervalText(8 * 1440, tm, 'mr')).toBe('८ दिवस');
  });
});
