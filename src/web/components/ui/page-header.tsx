import { cn } from '@web/lib/cn';

/** The title block every page opens with: one style for the h1 and its line of explanation. */
export function PageHeader({ title, subtitle, centered = false }: { title: string; subtitle?: string; centered?: boolean }) {
  return (
    <header className={cn(centered && 'text-center')}>
      <h1 className="text-3xl font-semibold text-indigo-900">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-600">{subtitle}</p>}
    </header>
  );
}
