import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { TabList, TabPanel } from '@web/components/ui/tabs';
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
  useEffect(() => {
    const next = writeFilters(state).toString();
    if (next !== window.location.search.replace(/^\?/, '')) setSearch(new URLSearchParams(next), { replace: true });
  }, [state, setSearch]);
  const update = (patch: Partial<BookFilters & { tab: Tab }>) => setState((s) => ({ ...s, ...patch }));
  return (
    <div className="mx-auto max-w-5xl space-y-5" data-testid="syllabus-books">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <BookFilterPanel filters={state} onChange={update} showBookOnly={state.tab === 'books'} />
      <TabList
        idBase="syllabus-books"
        label={t('tabs.label')}
        tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        value={state.tab}
        onChange={(tab) => update({ tab })}
      />
      <TabPanel idBase="syllabus-books" tabKey={state.tab}>
        {state.tab === 'books' ? <BooksTab filters={state} /> : <SyllabusTab filters={state} />}
      </TabPanel>
    </div>
  );
}
