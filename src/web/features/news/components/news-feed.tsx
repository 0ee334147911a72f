import { FileDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, NEWS_SCOPES, type NewsCategory, type NewsScope } from '@shared/news-constants';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { buttonClasses } from '@web/components/ui/button-classes';
import { Select } from '@web/components/ui/select';
import { PageSpinner } from '@web/components/ui/spinner';
import { localDigits } from '@web/lib/digits';
import { monthPdfUrl, useNewsToday } from '../api/news';
import { formatDay, formatMonth } from '../lib/dates';
import { NewsCard } from './news-card';

/** "Today's News": the latest day (or a chosen one), filtered by category and Maharashtra / India / world. */
export function NewsFeed() {
  const { t, i18n } = useTranslation('news');
  const id = useId();
  const [category, setCategory] = useState<NewsCategory | ''>('');
  const [scope, setScope] = useState<NewsScope | ''>('');
  const [date, setDate] = useState('');
  const [month, setMonth] = useState('');
  const news = useNewsToday({ category: category || undefined, scope: scope || undefined, date: date || undefined });
  const code = i18n.resolvedLanguage;

  if (news.isPending) return <PageSpinner label={t('loading')} />;
  if (news.isError)
    return (
      <Alert tone="error" title={t('loadFailed')} data-testid="news-error">
        <Button variant="secondary" className="mt-2" onClick={() => void news.refetch()} disabled={news.isFetching}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const d = news.data;
  const pdfMonth = month || d.months[0] || '';
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-3 sm:p-4">
        <label className="space-y-1 text-sm font-semibold text-slate-700" htmlFor={`${id}-c`}>
          {t('filters.category')}
          <Select id={`${id}-c`} value={category} onChange={(e) => setCategory(e.target.value as NewsCategory | '')} data-testid="filter-category">
            <option value="">{t('filters.allCategories')}</option>
            {NEWS_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-sm font-semibold text-slate-700" htmlFor={`${id}-s`}>
          {t('filters.scope')}
          <Select id={`${id}-s`} value={scope} onChange={(e) => setScope(e.target.value as NewsScope | '')} data-testid="filter-scope">
            <option value="">{t('filters.allScopes')}</option>
            {NEWS_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`scopes.${s}`)}
              </option>
            ))}
          </Select>
        </label>
        <label className="col-span-2 space-y-1 text-sm font-semibold text-slate-700 sm:col-span-1" htmlFor={`${id}-d`}>
          {t('filters.day')}
          <Select id={`${id}-d`} value={date} onChange={(e) => setDate(e.target.value)} data-testid="filter-day">
            <option value="">{t('filters.latest')}</option>
            {d.days.map((x) => (
              <option key={x.date} value={x.date}>
                {t('filters.dayOption', { day: formatDay(x.date, code), n: localDigits(x.count, code) })}
              </option>
            ))}
          </Select>
        </label>
      </div>
      {d.date && (
        <p
          role="status"
          className={d.fallback ? 'rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900' : 'text-sm font-semibold text-slate-700'}
          data-testid="news-day"
        >
          {d.fallback
            ? t('fallback', { day: formatDay(d.date, code) })
            : d.date === d.today
              ? t('todayIs', { day: formatDay(d.date, code) })
              : t('dayIs', { day: formatDay(d.date, code) })}
        </p>
      )}
      {d.items.length ? (
        <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          {d.items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} marathiByModel={d.marathiByModel} />
            </li>
          ))}
        </ul>
      ) : (
        <Alert tone="info" title={t('empty')} data-testid="news-empty" />
      )}
      {d.months.length > 0 && (
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
          <label className="flex-1 space-y-1 text-sm font-semibold text-slate-700" htmlFor={`${id}-m`}>
            {t('month.label')}
            <Select id={`${id}-m`} value={pdfMonth} onChange={(e) => setMonth(e.target.value)} data-testid="month">
              {d.months.map((m) => (
                <option key={m} value={m}>
                  {formatMonth(m, code)}
                </option>
              ))}
            </Select>
          </label>
          <a
            className={buttonClasses('secondary')}
            href={monthPdfUrl(pdfMonth, code === 'mr' ? 'marathi' : 'english')}
            download
            data-testid="month-pdf"
          >
            <FileDown aria-hidden="true" className="size-4" />
            {t('month.download')}
          </a>
        </div>
      )}
    </div>
  );
}
