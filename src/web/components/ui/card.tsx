import type { HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)} {...props} />;
}
