import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-8 animate-spin text-indigo-700', className)} />;
}

/** A centred spinner with a visible label, used while a page's code loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-slate-600">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
