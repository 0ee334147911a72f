import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUMMARIZE_MAX_WORDS } from '@shared/news-constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Segmented } from '@web/components/ui/segmented';
import { errorText } from '@web/lib/error-text';
import { useSummarize } from '../api/news';
import { countWords } from '../lib/share';

type Lang = 'english' | 'marathi' | 'hindi';

/** "Generate Summary" (spec 02 §2): paste up to 1,000 words, choose the language, get a summary. */
export function SummaryForm() {
  const { t, i18n } = useTranslation('news');
  const id = useId();
  const [text, setText] = useState('');
  const [language, setLanguage] = useState<Lang>(i18n.resolvedLanguage === 'mr' ? 'marathi' : i18n.resolvedLanguage === 'hi' ? 'hindi' : 'english');
  const [problem, setProblem] = useState('');
  const run = useSummarize();
  const words = countWords(text);
  const over = words > SUMMARIZE_MAX_WORDS;
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage === 'mr' ? 'mr-IN' : 'en-IN').format(n);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem(t('summary.blank'));
    if (over) return setProblem(t('summary.tooLong', { max: number(SUMMARIZE_MAX_WORDS) }));
    setProblem('');
    run.mutate({ newsText: text, language });
  };
  const out = run.data;
  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-t`} className="text-sm font-semibold text-slate-700">
          {t('summary.label')}
        </label>
        <textarea
          id={`${id}-t`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={10}
          aria-invalid={!!problem || over}
          aria-describedby={`${id}-count`}
          className="w-full rounded-xl border border-slate-300 p-3 text-base focus:outline-2 focus:outline-indigo-600"
          placeholder={t('summary.placeholder')}
          data-testid="summary-text"
        />
        <p id={`${id}-count`} className={over ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
          {t('summary.count', { n: number(words), max: number(SUMMARIZE_MAX_WORDS) })}
        </p>
      </div>
      <Segmented
        label={t('summary.language')}
        name={`${id}-l`}
        value={language}
        onChange={setLanguage}
        options={(['english', 'marathi', 'hindi'] as const).map((l) => ({ value: l, label: t(`summary.languages.${l}`) }))}
      />
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700" data-testid="summary-problem">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={run.isPending} data-testid="summarize">
        {run.isPending ? t('summary.working') : t('summary.submit')}
      </Button>
      {run.isError && <Alert tone="error" title={errorText(run.error)} />}
      {out && (
        <section className="space-y-2 rounded-2xl border border-indigo-100 bg-indigo-50 p-4" data-testid="summary-result" aria-live="polite">
          <h3 className="font-semibold text-indigo-900">{t('summary.result')}</h3>
          <p className="leading-relaxed text-slate-900">{out.summary}</p>
          <p className="text-xs text-slate-600">
            {out.engine === 'offline' ? t('summary.engineOffline') : t('summary.engineModel', { model: out.model })}
            {out.language !== language ? ` ${t('summary.keptLanguage')}` : ''}
          </p>
        </section>
      )}
    </form>
  );
}
