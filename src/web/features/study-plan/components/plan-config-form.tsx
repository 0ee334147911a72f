import type { FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES, EXAM_TARGETS, PLANNER_SUBJECTS, type PlannerSubjectId } from '@shared/constants';
import type { ContentLang } from '@shared/language';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Segmented } from '@web/components/ui/segmented';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { plannerSubjectName } from '@web/lib/subject-name';
import { DURATIONS, type PlanFormValues } from '../lib/micro-plan-form';

/** The select's "nothing chosen" value: select values are never the empty string. */
const NO_SUBJECT = 'none';
const AI_LANGUAGES: readonly ContentLang[] = ['english', 'marathi'];

type PlanConfigFormProps = {
  values: PlanFormValues;
  onChange: (values: PlanFormValues) => void;
  onSubmit: () => void;
  pending: boolean;
};

/** The left card, 'Plan Configuration'. */
export function PlanConfigForm({ values, onChange, onSubmit, pending }: PlanConfigFormProps) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'planner' });
  const set = <K extends keyof PlanFormValues>(name: K, value: PlanFormValues[K]) => onChange({ ...values, [name]: value });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.subject && !pending) onSubmit();
  }

  return (
    <Card className="h-fit">
      <h2 className="text-xl font-semibold text-indigo-900">{t('config.title')}</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4" data-testid="plan-config-form">
        <FormField label={t('config.subject')} hint={values.subject ? undefined : t('config.subjectHint')}>
          {(control) => (
            <Select
              {...control}
              name="subject"
              data-testid="plan-subject"
              value={values.subject ?? NO_SUBJECT}
              onChange={(event) => set('subject', event.target.value === NO_SUBJECT ? null : (event.target.value as PlannerSubjectId))}
            >
              <option value={NO_SUBJECT} disabled>
                {t('config.chooseSubject')}
              </option>
              {PLANNER_SUBJECTS.map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {plannerSubjectName(subject.id, i18n.resolvedLanguage)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Segmented
          label={t('config.duration')}
          name="duration"
          data-testid="plan-duration"
          value={values.duration}
          onChange={(duration) => set('duration', duration)}
          options={DURATIONS.map((count) => ({ value: count, label: t('plan.hours', { count }) }))}
        />
        <FormField label={t('config.examTarget')}>
          {(control) => (
            <Select
              {...control}
              name="examTarget"
              value={values.examTarget}
              onChange={(event) => set('examTarget', event.target.value as PlanFormValues['examTarget'])}
            >
              {EXAM_TARGETS.map((target) => (
                <option key={target} value={target}>
                  {t(`examTargets.${target}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <Segmented
          label={t('config.difficulty')}
          name="difficulty"
          value={values.difficulty}
          onChange={(difficulty) => set('difficulty', difficulty)}
          options={DIFFICULTIES.map((difficulty) => ({ value: difficulty, label: t(`difficulties.${difficulty}`) }))}
        />
        <Segmented
          label={t('config.language')}
          name="language"
          value={values.language}
          onChange={(language) => set('language', language)}
          options={AI_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
        />
        <Button type="submit" className="w-full" disabled={!values.subject || pending} data-testid="generate-plan">
          {pending ? <Spinner className="size-5 text-white" /> : <Sparkles aria-hidden="true" className="size-5" />}
          {pending ? t('config.generating') : t('config.generate')}
        </Button>
      </form>
    </Card>
  );
}
