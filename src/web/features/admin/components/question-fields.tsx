import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionEditRequest } from '@shared/admin';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';

export type Draft = Omit<QuestionEditRequest, 'version'>;
type Lang = 'en' | 'mr';
const LANGS: Lang[] = ['en', 'mr'];
const LETTERS = ['A', 'B', 'C', 'D'];

function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-xl border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The editable fields of a question, English beside Marathi. `errorFor(field)` gives the translated problem the server
 * found with a field (or any part of it: `options.mr` covers `options.mr.2`), shown under it.
 */
export function QuestionFields({
  draft,
  onChange,
  errorFor,
  fixedText,
}: {
  draft: Draft;
  onChange: (d: Draft) => void;
  errorFor: (field: string) => string | undefined;
  fixedText: Record<Lang, string>;
}) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => onChange({ ...draft, [k]: v });
  const setLang = (k: 'question' | 'explanation', lang: Lang, v: string) => set(k, { ...draft[k], [lang]: v });
  const setOption = (lang: Lang, i: number, v: string) =>
    set('options', { ...draft.options, [lang]: draft.options[lang].map((o, j) => (j === i ? v : o)) });
  return (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        {LANGS.map((lang) => (
          <div key={lang} className="space-y-3" lang={lang}>
            <FormField label={t(`edit.question.${lang}`)} error={errorFor(`question.${lang}`)}>
              {(c) => <TextArea {...c} rows={4} value={draft.question[lang]} onChange={(e) => setLang('question', lang, e.target.value)} />}
            </FormField>
            {fixedText[lang] && (
              <div className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">
                <p className="mb-1 font-semibold text-slate-600">{t('edit.fixedText')}</p>
                {fixedText[lang]}
              </div>
            )}
          </div>
        ))}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-700">{t('edit.options')}</legend>
        {[errorFor('options.en'), errorFor('options.mr'), errorFor('options')].filter(Boolean).map((e) => (
          <p key={e} className="text-sm font-semibold text-red-700" role="alert">
            {e}
          </p>
        ))}
        {LETTERS.map((letter, i) => (
          <div key={letter} className="grid items-center gap-2 md:grid-cols-[auto_1fr_1fr]">
            <label className="flex min-h-12 items-center gap-2 font-semibold text-slate-800">
              <input
                type="radio"
                name="answer"
                className="size-5 accent-indigo-700"
                checked={draft.answer === i}
                onChange={() => set('answer', i)}
                aria-label={t('edit.keyIs', { letter })}
              />
              {letter}
            </label>
            {LANGS.map((lang) => (
              <Input
                key={lang}
                lang={lang}
                aria-label={t(`edit.option.${lang}`, { letter })}
                aria-invalid={errorFor(`options.${lang}.${i}`) ? true : undefined}
                value={draft.options[lang][i] ?? ''}
                onChange={(e) => setOption(lang, i, e.target.value)}
              />
            ))}
          </div>
        ))}
        <p className="text-sm text-slate-600">{t('edit.keyHint')}</p>
        {errorFor('answer') && (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {errorFor('answer')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        {LANGS.map((lang) => (
          <FormField key={lang} label={t(`edit.explanation.${lang}`)} error={errorFor(`explanation.${lang}`)}>
            {(c) => (
              <TextArea {...c} lang={lang} rows={4} value={draft.explanation[lang]} onChange={(e) => setLang('explanation', lang, e.target.value)} />
            )}
          </FormField>
        ))}
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={t('edit.sourceTitle')} error={errorFor('source.title') ?? errorFor('source')}>
          {(c) => <Input {...c} value={draft.source.title} onChange={(e) => set('source', { ...draft.source, title: e.target.value })} />}
        </FormField>
        <FormField label={t('edit.sourceDetail')} error={errorFor('source.detail')}>
          {(c) => <Input {...c} value={draft.source.detail ?? ''} onChange={(e) => set('source', { ...draft.source, detail: e.target.value })} />}
        </FormField>
        <FormField label={t('edit.sourceUrl')} error={errorFor('source.url')}>
          {(c) => (
            <Input {...c} type="url" value={draft.source.url ?? ''} onChange={(e) => set('source', { ...draft.source, url: e.target.value })} />
          )}
        </FormField>
      </div>

      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={t('edit.asOf')} hint={t('edit.asOfHint')} error={errorFor('asOf')}>
          {(c) => <Input {...c} inputMode="numeric" value={draft.asOf} onChange={(e) => set('asOf', e.target.value)} />}
        </FormField>
        <FormField label={t('edit.difficulty')} error={errorFor('difficulty')}>
          {(c) => (
            <Select {...c} value={draft.difficulty} onChange={(e) => set('difficulty', e.target.value as Draft['difficulty'])}>
              {(['easy', 'medium', 'hard'] as const).map((d) => (
                <option key={d} value={d}>
                  {t(`edit.difficulties.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('edit.note')} hint={t('edit.noteHint')}>
          {(c) => <Input {...c} maxLength={500} value={draft.note ?? ''} onChange={(e) => set('note', e.target.value)} />}
        </FormField>
      </div>
    </div>
  );
}
