import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ESSAY_TYPES, ESSAY_WORD_COUNTS, type EssayGenerateRequest } from '@shared/essay';
import type { ContentLang } from '@shared/language';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { Spinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { useEssayTopics } from '../api/generate-essay';

const LANGUAGES: readonly ContentLang[] = ['english', 'marathi'];

type GeneratorFormProps = {
  values: EssayGenerateRequest;
  onChange: (values: EssayGenerateRequest) => void;
  onSubmit: () => void;
  pending: boolean;
};

/** The generator form (spec 02 §2): topic (required), 8 suggested topics, word count, type and language. */
export function GeneratorForm({ values, onChange, onSubmit, pending }: GeneratorFormProps) {
  const { t } = useTranslation('essay', { keyPrefix: 'generator' });
  const { t: tl } = useTranslation('essay', { keyPrefix: 'languages' });
  const topics = useEssayTopics();
  const [tried, setTried] = useState(false);
  const set = <K extends keyof EssayGenerateRequest>(name: K, value: EssayGenerateRequest[K]) => onChange({ ...values, [name]: value });
  const missing = !values.topic.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!missing && !pending) onSubmit();
  }

  return (
    <Card className="h-fit">
      <h2 className="text-xl font-semibold text-indigo-900">{t('title')}</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" data-testid="essay-generator">
        <FormField label={t('topic')} error={tried && missing ? t('topicRequired') : undefined}>
          {(control) => (
            <Input
              {...control}
              name="topic"
              maxLength={200}
              required
              placeholder={t('topicPlaceholder')}
              value={values.topic}
              onChange={(event) => set('topic', event.target.value)}
              data-testid="generator-topic"
            />
          )}
        </FormField>
        <div className="space-y-1.5">
          <p className="text-sm font-semibold text-slate-700">{t('suggested')}</p>
          {topics.isError && <p className="text-sm text-red-700">{t('suggestedFailed')}</p>}
          <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible" data-testid="suggested-topics">
            {(topics.data ?? []).map((topic) => {
              const title = values.language === 'marathi' ? topic.title.mr : topic.title.en;
              return (
                <li key={topic.id} className="w-60 shrink-0 sm:w-auto sm:max-w-full sm:shrink">
                  <button
                    type="button"
                    onClick={() => set('topic', title)}
                    className="min-h-11 h-full w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-left text-sm text-slate-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {title}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
        <Segmented
          label={t('wordCount')}
          name="wordCount"
          data-testid="generator-words"
          value={values.wordCount}
          onChange={(wordCount) => set('wordCount', wordCount)}
          options={ESSAY_WORD_COUNTS.map((count) => ({ value: count, label: t('words', { n: localDigits(count) }) }))}
        />
        <Segmented
          label={t('type')}
          name="type"
          data-testid="generator-type"
          value={values.type}
          onChange={(type) => set('type', type)}
          options={ESSAY_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
        <Segmented
          label={t('language')}
          name="generatorLanguage"
          data-testid="generator-language"
          value={values.language}
          onChange={(language) => set('language', language)}
          options={LANGUAGES.map((language) => ({ value: language, label: tl(language) }))}
        />
        <Button type="submit" className="w-full" disabled={pending} data-testid="generate-essay">
          {pending ? <Spinner className="size-5 text-white" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {pending ? t('generating') : t('generate')}
        </Button>
      </form>
    </Card>
  );
}
