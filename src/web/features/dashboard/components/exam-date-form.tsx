import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { errorText } from '@web/lib/error-text';
import { useSetExamDate } from '../api/dashboard';

/** Sets (or changes) the exam date kept on the profile; the server refuses a day before today. */
export function ExamDateForm({ initial, onDone }: { initial: string | null; onDone?: () => void }) {
  const { t } = useTranslation('dashboard');
  const [value, setValue] = useState(initial ?? '');
  const save = useSetExamDate();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value || null, { onSuccess: () => onDone?.() });
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate data-testid="exam-date-form">
      <label htmlFor={`${id}-date`} className="text-sm font-semibold text-slate-700">
        {t('examDate.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={`${id}-date`}
          type="date"
          className="w-auto flex-1"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={save.isError || undefined}
          aria-describedby={save.isError ? `${id}-error` : undefined}
          data-testid="exam-date-input"
        />
        <Button type="submit" disabled={save.isPending || (!value && !initial)} data-testid="exam-date-save">
          {t('examDate.save')}
        </Button>
      </div>
      {save.isError && (
        <p id={`${id}-error`} className="text-sm text-red-800" role="alert">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
