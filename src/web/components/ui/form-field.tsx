import { useId, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';

export type FieldControlProps = { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };

type FormFieldProps = {
  label: string;
  /** Shown under the control and announced with it. */
  error?: string;
  hint?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A label, its control, and the control's hint or error, wired together for screen readers. */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-center gap-1.5 text-sm font-semibold text-red-700">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
