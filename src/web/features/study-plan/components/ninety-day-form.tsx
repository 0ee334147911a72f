import { useState, type FormEvent } from 'react';
import { Check, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PLANNER_SUBJECTS, STUDY_HOURS } from '@shared/constants';
import type { ContentLang } from '@shared/language';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Segmented } from '@web/components/ui/segmented';
import { Select } from '@web/components/ui/select';
import { Spinner } from '@web/components/ui/spinner';
import { aiLanguageFromUi } from '@web/lib/ai-language';
import { cn } from '@web/lib/cn';
import { errorText } from '@web/lib/error-text';
import { plannerSubjectName } from '@web/lib/subject-name';
import { useGenerateNinetyDayPlan } from '../api/generate-ninety-day-plan';
import {
  defaultNinetyDayForm,
  ninetyDayRequest,
  toggleSubject,
  validateNinetyDayForm,
  type NinetyDayFormErrors,
  type NinetyDayFormValues,
  type StudyHours,
} from '../lib/ninety-day-form';

const AI_LANGUAGES: readonly ContentLang[] = ['english', 'marathi'];
const ERROR_KEYS = { required: 'Required', past: 'Past', invalid: 'Invalid', tooFar: 'TooFar' } as const;

type NinetyDayFormProps = { today: string; onCancel?: () => void; onCreated: () => void };

/** Spec 02 §4–§5: exam date (not before today), at least one subject, daily hours 2–8 (default 4). */
export function NinetyDayForm({ today, onCancel, onCreated }: NinetyDayFormProps) {
  const { t, i18n } = useTranslation('study-plan', { keyPrefix: 'ninetyDay' });
  const [values, setValues] = useState<NinetyDayFormValues>(() => defaultNinetyDayForm(aiLanguageFromUi(i18n.resolvedLanguage)));
  const [errors, setErrors] = useState<NinetyDayFormErrors>({});
  const generate = useGenerateNinetyDayPlan();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateNinetyDayForm(values, today);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    generate.mutate(ninetyDayRequest(values), {
      onSuccess: onCreated,
      onError: (error) => toast.error(t('errors.generateFailed'), { description: errorText(error) }),
    });
  }

  const dateError = errors.examDate && t(`errors.examDate${ERROR_KEYS[errors.examDate]}`);
  return (
    <Card>
      <h2 className="text-xl font-semibold text-indigo-900">{t('form.title')}</h2>
      <form onSubmit={submit} noValidate className="mt-4 space-y-5" data-testid="ninety-day-form">
        <FormField label={t('form.examDate')} hint={t('form.examDateHint')} error={dateError}>
          {(control) => (
            <Input
              {...control}
              type="date"
              name="examDate"
              min={today}
              value={values.examDate}
              onChange={(event) => {
                setValues({ ...values, examDate: event.target.value });
                setErrors({ ...errors, examDate: undefined });
              }}
              className={cn('sm:max-w-60', errors.examDate && 'border-red-500')}
            />
          )}
        </FormField>
        <fieldset className="space-y-1.5" aria-describedby={errors.subjects ? 'subjects-error' : undefined}>
          <legend className="text-sm font-semibold text-slate-700">{t('form.subjects')}</legend>
          <p className="text-sm text-slate-600">{t('form.subjectsHint')}</p>
          <div className="flex flex-wrap gap-2 pt-1" data-testid="subject-chips">
            {PLANNER_SUBJECTS.map((subject) => {
              const chosen = values.subjects.includes(subject.id);
              return (
                <button
                  key={subject.id}
                  type="button"
                  aria-pressed={chosen}
                  data-subject={subject.id}
                  onClick={() => {
                    setValues({ ...values, subjects: toggleSubject(values.subjects, subject.id) });
                    setErrors({ ...errors, subjects: undefined });
                  }}
                  className={cn(
                    'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-semibold transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                    chosen ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                  )}
                >
                  {chosen && <Check aria-hidden="true" className="size-4" />}
                  {plannerSubjectName(subject.id, i18n.resolvedLanguage)}
                </button>
              );
            })}
          </div>
          {errors.subjects && (
            <p id="subjects-error" className="text-sm font-semibold text-red-700">
              {t('errors.subjectsRequired')}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('form.studyHours')}>
            {(control) => (
              <Select
                {...control}
                name="studyHours"
                value={values.studyHours}
                onChange={(event) => setValues({ ...values, studyHours: Number(event.target.value) as StudyHours })}
              >
                {STUDY_HOURS.map((hours) => (
                  <option key={hours} value={hours}>
                    {t('form.hoursOption', { count: hours })}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <Segmented
            label={t('form.language')}
            name="language"
            value={values.language}
            onChange={(language) => setValues({ ...values, language })}
            options={AI_LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          />
        </div>
        {generate.isError && (
          <Alert tone="error" title={t('errors.generateFailed')}>
            <p>{errorText(generate.error)}</p>
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {onCancel && (
            <Button variant="secondary" onClick={onCancel} disabled={generate.isPending}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" disabled={generate.isPending} data-testid="generate-ninety-day">
            {generate.isPending ? <Spinner className="size-5 text-white" /> : <Sparkles aria-hidden="true" className="size-5" />}
            {generate.isPending ? t('form.generating') : t('form.generate')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
