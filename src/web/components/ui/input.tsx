import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/** React 19: `ref` is an ordinary prop, passed through to the <input>. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 ' +
          'focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600',
        className,
      )}
      {...props}
    />
  );
}
