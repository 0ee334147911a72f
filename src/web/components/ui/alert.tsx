import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '@web/lib/cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<AlertTone, { box: string; icon: string; Icon: LucideIcon }> = {
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-950', icon: 'text-indigo-700', Icon: Info },
  success: { box: 'border-green-300 bg-green-50 text-green-950', icon: 'text-green-700', Icon: CircleCheck },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-950', icon: 'text-amber-700', Icon: TriangleAlert },
  error: { box: 'border-red-300 bg-red-50 text-red-950', icon: 'text-red-700', Icon: CircleAlert },
};

type AlertProps = {
  tone: AlertTone;
  title: string;
  children?: ReactNode;
  /** Errors and successes interrupt a screen reader (`alert`); the rest wait their turn (`status`). */
  role?: 'alert' | 'status';
  icon?: ReactNode;
  className?: string;
  'data-testid'?: string;
};

/** A boxed message in the page (not a toast): for things that stay true until the page changes. */
export function Alert({ tone, title, children, role, icon, className, ...rest }: AlertProps) {
  const { box, icon: iconClass, Icon } = TONES[tone];
  return (
    <div
      role={role ?? (tone === 'error' || tone === 'success' ? 'alert' : 'status')}
      data-testid={rest['data-testid']}
      className={cn('flex gap-3 rounded-2xl border px-4 py-3', box, className)}
    >
      <span className={cn('mt-0.5 shrink-0', iconClass)}>{icon ?? <Icon aria-hidden="true" className="size-5" />}</span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
