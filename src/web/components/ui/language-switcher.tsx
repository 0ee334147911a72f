import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@web/i18n';
import { LANGUAGE_CODES, LANGUAGE_OPTIONS, languageFromCode, type Language } from '@web/i18n/language';
import { cn } from '@web/lib/cn';

/** A native select: compact in the header, and the phone's own picker is easy to use. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = languageFromCode(i18n.resolvedLanguage ?? i18n.language);

  return (
    <label className={cn('relative inline-flex items-center', className)}>
      <span className="sr-only">{t('language')}</span>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-3 size-4 text-indigo-700" />
      <select
        data-testid="language-switcher"
        value={current}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
        className={
          'min-h-11 cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-9 sm:pr-8 text-sm font-semibold text-slate-800 ' +
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
        }
      >
        {LANGUAGE_OPTIONS.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_CODES[language]}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-2.5 hidden size-4 text-slate-500 sm:block" />
    </label>
  );
}
