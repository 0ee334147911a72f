import i18n from 'i18next';
import type { ContentLang } from '@shared/language';

/** The AI answer language that matches the interface: Marathi for मराठी, English otherwise (the AI has no Hindi). */
export function aiLanguageFromUi(code: string | undefined = i18n.resolvedLanguage): ContentLang {
  return code === 'mr' ? 'marathi' : 'english';
}
