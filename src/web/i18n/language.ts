import type { LANGUAGES } from '@shared/language';

/** The stored preference values, taken from the shared contract. */
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_CODES = { english: 'en', marathi: 'mr', hindi: 'hi' } as const satisfies Record<Language, string>;
export type LanguageCode = (typeof LANGUAGE_CODES)[Language];

/** Order shown in the switcher. */
export const LANGUAGE_OPTIONS: readonly Language[] = ['english', 'marathi', 'hindi'];

export const LANGUAGE_STORAGE_KEY = 'mpsc-language';

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && value in LANGUAGE_CODES;
}

export function languageFromCode(code: string): Language {
  const match = LANGUAGE_OPTIONS.find((language) => LANGUAGE_CODES[language] === code);
  return match ?? 'english';
}

/** Storage can throw (private mode, disabled cookies): the app then simply starts in English. */
export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : 'english';
  } catch {
    return 'english';
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The choice still applies for this visit.
  }
}
