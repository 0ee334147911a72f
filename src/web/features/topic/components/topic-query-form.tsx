import type { FormEvent, RefObject } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LEVELS } from '@shared/constants';
import type { ContentLang } from '@shared/language';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { explainRequestFrom, type ExplorerFormValues } from '../lib/explorer-form';
import { EXPLORER_SUBJECTS, isExplorerSubject, SUBJECT_KEYS, SUGGESTED_TOPICS } from '../lib/explorer-subjects';
import { TopicChips } from './related-topics';

const NO_SUBJECT = 'none';
const AI_LANGUAGES: readonly ContentLang[] = ['english', 'marathi'];

type TopicQueryFormProps = {
  values: ExplorerFormValues;
  onChange: (values: ExplorerFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
  topicInput: RefObject<HTMLInputElement | null>;
};

/** Topic, subject, level and language, with suggested topics. */
export function TopicQueryForm({ values, onChange, onSubmit, pending, topicInput }: TopicQueryFormProps) {
  const { t } = useTranslation('topic');
  const ready = explainRequestFrom(values) !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready && !pending) onSubmit();
  }

  function pickSuggestion(text: string) {
    const suggestion = SUGGESTED_TOPICS.find((s) => t(`suggested.${s.key}`) === text);
    onChange({ ...values, topic: text, subject: values.subject ?? suggestion?.subject ?? null });
  }

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-4" data-testid="topic-query-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('form.topic')}>
            {(control) => (
              <Input
                {...control}
                ref={topicInput}
                name="topic"
                maxLength={120}
                autoComplete="off"
                placeholder={t('form.topicPlaceholder')}
                value={values.topic}
                onChange={(event) => onChange({ ...values, topic: event.target.value })}
              />
            )}
          </FormField>
          <FormField label={t('form.subject')}>
            {(control) => (
              <Select
                {...control}
                name="subject"
                value={values.subject ?? NO_SUBJECT}
                onChange={(event) => onChange({ ...values, subject: isExplorerSubject(event.target.value) ? event.target.value : null })}
              >
                <option value={NO_SUBJECT} disabled>
                  {t('form.chooseSubject')}
                </option>
                {EXPLORER_SUBJECTS.map((subject) => (
                  <option key={subject} value={subject}>
                    {t(`subjects.${SUBJECT_KEYS[subject]}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap gap-x-8 gap-y-4">
          <Segmented
            label={t('form.level')}
            name="level"
            value={values.level}
            onChange={(level) => onChange({ ...values, level })}
            options={LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
          />
          <Segmented
            label={t('form.language')}
            name="language"
            value={values.language}
            onChange={(language) => onChange({ ...values, language })}
            options={AI_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          />
        </div>
        <TopicChips
          label={t('form.suggested')}
          topics={SUGGESTED_TOPICS.map((s) => t(`suggested.${s.key}`))}
          onPick={pickSuggestion}
          testId="suggested-topics"
        />
        <Button type="submit" className="w-full sm:w-auto" disabled={!ready || pending} data-testid="generate-topic">
          {pending ? <Spinner className="size-5 text-white" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {pending ? t('form.generating') : t('form.generate')}
        </Button>
      </form>
    </Card>
  );
}
