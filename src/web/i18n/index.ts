import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './resources/en';
import { loadScriptFonts } from './fonts';
import { NAMESPACES } from './namespaces';
import { LANGUAGE_CODES, readStoredLanguage, storeLanguage, type Language } from './language';

/**
 * English is bundled (default and fallback); Marathi and Hindi each load as one chunk when chosen,
 * so an English visitor never downloads them and a Marathi one never sees an English flash
 * (react-i18next suspends until the chunk is in).
 */
const loaders: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  mr: () => import('./resources/mr'),
  hi: () => import('./resources/hi'),
};

const chunkBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = loaders[language];
    if (!load) return Promise.reject(new Error(`No translations for ${language}`));
    return load().then((module) => module.default[namespace]);
  },
};

function setDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  loadScriptFonts(code);
}

const initialCode = LANGUAGE_CODES[readStoredLanguage()];
setDocumentLanguage(initialCode);
i18n.on('languageChanged', setDocumentLanguage);

export const i18nReady = i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: initialCode,
    fallbackLng: 'en',
    supportedLngs: Object.values(LANGUAGE_CODES),
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { en },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false }, // React already escapes.
  });

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(LANGUAGE_CODES[language]);
}

export { i18n };
