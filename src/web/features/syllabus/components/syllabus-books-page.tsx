import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { cn } from '@web/lib/cn';
import { readFilters, TABS, writeFilters, type BookFilters, type Tab } from '../lib/filters';
import { BookFilterPanel } from './book-filters';
import { BooksTab } from './books-tab';
import { SyllabusTab } from './syllabus-tab';

/** /syllabus-books (spec 02 §2 Syllabus and Books): the filter panel and the tabs Books / Syllabus. */
export default function SyllabusBooksPage() {
  const { t } = useTranslation('syllabus');
  const [search, setSearch] = useSearchParams();
  // The filters answer at once from React state; the address follows (a reload or a shared link keeps them).
  const [state, setState] = useState(() => readFilters(search));
  const id = useId();
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ books: null, syllabus: null });
  useEffect(() => {
    const next = writeFilters(state).toString();
    if (next !== window.location.search.replace(/^\?/, '')) setSearch(new URLSearchParams(next), { replace: true });
  }, [state, setSearch]);
  const update = (patch: Partial<BookFilters & { tab: Tab }>) => setState((s) => ({ ...s, ...patch }));
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(state.tab) + 1) % TABS.length]!;
    update({ tab: next });
    tabRefs.current[next]?.focus();
  };
  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="syllabus-books">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <BookFilterPanel filters={state} onChange={update} showBookOnly={state.tab === 'books'} />
      <div role="tablist" aria-label={t('tabs.label')} className="flex gap-2 border-b border-slate-200" onKeyDown={onKey}>
        {TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={state.tab === tab}
            aria-controls={`${id}-panel`}
            tabIndex={state.tab === tab ? 0 : -1}
            onClick={() => update({ tab })}
            className={cn(
              '-mb-px min-h-11 border-b-2 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
              state.tab === tab ? 'border-indigo-700 text-indigo-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
            data-testid={`tab-${tab}`}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${state.tab}`}>
        {state.tab === 'books' ? <BooksTab filters={state} /> : <SyllabusTab filters={state} />}
      </div>
    </div>
  );
}
