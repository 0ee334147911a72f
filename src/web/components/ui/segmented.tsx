import { useId } from 'react';
import { cn } from '@web/lib/cn';

type SegmentedProps<T extends string | number> = {
  label: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  'data-testid'?: string;
};

/** A small set of choices as one row of radio buttons (duration, difficulty, language). */
export function Segmented<T extends string | number>({ label, name, options, value, onChange, disabled, ...rest }: SegmentedProps<T>) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="space-y-1.5" data-testid={rest['data-testid']}>
      <p id={labelId} className="text-sm font-semibold text-slate-700">
        {label}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option.value === value;
          return (
            <label
              key={String(option.value)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-xl border px-3.5 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600',
                checked ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
