import { X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { SearchField } from '@web/components/ui/search-field';
import { Select } from '@web/components/ui/select';
import { BOOK_SUBJECT_OPTIONS, FORMAT_OPTIONS, LANGUAGE_OPTIONS, PAPER_TYPE_OPTIONS, type BookFilters } from '../lib/filters';

type Props = { filters: BookFilters; onChange: (patch: Partial<BookFilters>) => void; showBookOnly: boolean };

/** The filter panel (spec 02 §2): subject, paper type, language, format, search, My shelf. */
export function BookFilterPanel({ filters, onChange, showBookOnly }: Props) {
  const { t } = useTranslation('syllabus');
  const id = useId();
  const select = (key: 'subject' | 'paperType' | 'language' | 'format', options: readonly { value: string; label: string }[]) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${key}`} className="text-sm font-semibold text-slate-700">
        {t(`filters.${key}`)}
      </label>
      <Select id={`${id}-${key}`} value={filters[key] || 'all'} onChange={(e) => onChange({ [key]: e.target.value === 'all' ? '' : e.target.value })}>
        <option value="all">{t('filters.all')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
  const active = filters.subject || filters.paperType || filters.language || filters.format || filters.q || filters.shelf;
  return (
    <section
      aria-label={t('filters.label')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="book-filters"
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {select(
          'subject',
          BOOK_SUBJECT_OPTIONS.map((v) => ({ value: v, label: t(`values.subject.${v}`) })),
        )}
        {select(
          'paperType',
          PAPER_TYPE_OPTIONS.map((v) => ({ value: v, label: t(`values.paperType.${v}`) })),
        )}
        {showBookOnly &&
          select(
            'language',
            LANGUAGE_OPTIONS.map((v) => ({ value: v, label: t(`values.language.${v}`) })),
          )}
        {showBookOnly &&
          select(
            'format',
            FORMAT_OPTIONS.map((v) => ({ value: v, label: t(`values.format.${v}`) })),
          )}
      </div>
      {showBookOnly && (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchField
            id={`${id}-q`}
            label={t('filters.search')}
            value={filters.q}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(q) => onChange({ q })}
          />
          <label className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600">
            <input
              type="checkbox"
              className="size-5 accent-indigo-700"
              checked={filters.shelf}
              onChange={(e) => onChange({ shelf: e.target.checked })}
              data-testid="my-shelf"
            />
            {t('filters.shelf')}
          </label>
        </div>
      )}
      {active && (
        <Button
          variant="ghost"
          onClick={() => onChange({ subject: '', paperType: '', language: '', format: '', q: '', shelf: false })}
          data-testid="clear-filters"
        >
          <X aria-hidden="true" className="size-4" />
          {t('filters.clear')}
        </Button>
      )}
    </section>
  );
}
