import { useMemo } from 'react';
import { cn } from '@web/lib/cn';
import { renderSafeMarkdown } from '@web/lib/safe-markdown';

/**
 * AI-written Markdown, rendered safely (see lib/safe-markdown). Import it only from lazily loaded
 * screens: it brings `marked`, which must stay out of the landing page's JavaScript.
 */
export function SafeMarkdown({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderSafeMarkdown(source), [source]);
  return (
    <div
      className={cn(
        'space-y-2 break-words [&_a]:font-semibold [&_a]:text-indigo-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-3',
        '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold',
        '[&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-2 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:pl-5',
        '[&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_th]:border [&_th]:border-slate-200 [&_th]:px-2',
        className,
      )}
      // Safe: renderSafeMarkdown escapes raw HTML, drops images and keeps only http(s) links.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
