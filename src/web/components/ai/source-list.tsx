import { BookMarked } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AiSource } from '@shared/ai';
import { cn } from '@web/lib/cn';

/**
 * A reference longer than this (a note's list of books and documents runs to a screenful on a phone) folds behind a
 * toggle, so the answer above it stays in view; a short one shows as it is.
 */
export const REFERENCE_INLINE = 160;

/** Where an AI answer came from in the library: kind, title and the work behind it. */
export function SourceList({ sources, className }: { sources: readonly AiSource[]; className?: string }) {
  const { t } = useTranslation('common');
  if (sources.length === 0) return null;
  return (
    <div className={cn('text-sm', className)} data-testid="source-list">
      <p className="flex items-center gap-1.5 font-semibold text-slate-700">
        <BookMarked aria-hidden="true" className="size-4 text-indigo-700" />
        {t('sources.title')}
      </p>
      <ul className="mt-1 space-y-1">
        {sources.map((source) => (
          <li key={`${source.kind}:${source.id}`} className="text-slate-700">
            <span className="mr-1.5 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-semibold text-indigo-800">
              {t(`sources.kinds.${source.kind}`)}
            </span>
            <span className="break-words">{source.title}</span>
            {source.reference &&
              (source.reference.length <= REFERENCE_INLINE ? (
                <span className="block pl-1 text-xs break-words text-slate-600">{source.reference}</span>
              ) : (
                <details className="pl-1 text-xs text-slate-600" data-testid="source-references">
                  <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-indigo-800 underline-offset-2 hover:underline">
                    {t('sources.references')}
                  </summary>
                  <span className="block break-words">{source.reference}</span>
                </details>
              ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
