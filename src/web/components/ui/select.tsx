import type { SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A native select (the phone's own picker), styled like <Input>. Option values are never ''. */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={
          'min-h-12 w-full cursor-pointer appearance-none rounded-xl border border-slate-300 bg-white pr-10 pl-3 text-base text-slate-900 ' +
          'focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:bg-slate-100'
        }
        {...props}
      >
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}
