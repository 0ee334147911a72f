import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './resources/en-shell';
import { digitsFormatter } from './digits-formatter';
import { loadScriptFonts } from './fonts';
import { SHELL_NAMESPACES } from './namespaces';
import { LANGUAGE_CODES, readStoredLanguage, storeLanguage, type Language } from './language';

/**
 * The shell's English dictionaries are bundled (default and fallback); every other dictionary — a feature's English
 * one, and each Marathi and Hindi one — is a chunk of its own, loaded when first needed: an English visitor of the
 * landing page downloads no page's dictionary and no other language, and a Marathi reader never sees an English
 * flash (react-i18next suspends until the chunk is in).
 */
const dictionaries = import.meta.glob<Record<string, unknown>>(
  ['./en/*.json', '!./en/{common,errors,landing,auth,nav,shell}.json', './mr/*.json', './hi/*.json'], // keep the negation = SHELL_NAMESPACES
  { import: 'default' },
);

const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = dictionaries[`./${language}/${namespace}.json`];
    if (!load) return Promise.reject(new Error(`No translations for ${language}/${namespace}`));
    return load();
  },
};

function setDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  loadScriptFonts(code);
}

const initialCode = LANGUAGE_CODES[readStoredLanguage()];
setDocumentLanguage(initialCode);
i18n.on('languageChanged', setDocumentLanguage);

const initialised = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .use(digitsFormatter)
  .init({
    lng: initialCode,
    fallbackLng: 'en',
    supportedLngs: Object.values(LANGUAGE_CODES),
    load: 'currentOnly',
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    resources: { en },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false, alwaysFormat: true }, // React already escapes; numbers in Marathi: digitsFormatter
  });

/** Ready to render the shell (unit tests wait for every namespace instead: `src/web/testing/i18n.ts`). */
export const i18nReady: Promise<unknown> = initialised;

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(LANGUAGE_CODES[language]);
}

export { i18n };
