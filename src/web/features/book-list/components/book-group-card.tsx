import { useTranslation } from 'react-i18next';
import type { BookListGroupDto } from '@shared/book-list';
import { cn } from '@web/lib/cn';

const PRIORITY = { high: 'bg-red-100 text-red-900', medium: 'bg-amber-100 text-amber-900', low: 'bg-slate-100 text-slate-800' } as const;
const TYPE = {
  essential: 'bg-indigo-700 text-white',
  recommended: 'bg-indigo-100 text-indigo-900',
  reference: 'border border-slate-300 text-slate-800',
} as const;

/** One subject group: priority badge, title in the chosen language, and its books with type and language badges. */
export function BookGroupCard({ group }: { group: BookListGroupDto }) {
  const { t, i18n } = useTranslation('book-list');
  const marathi = i18n.resolvedLanguage === 'mr';
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-testid="book-group" data-group-id={group.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-xl font-semibold break-words text-indigo-900">{marathi ? group.titleMarathi : group.title}</h2>
          <p className="text-sm text-slate-600" lang={marathi ? 'en' : 'mr'}>
            {marathi ? group.title : group.titleMarathi}
          </p>
        </div>
        <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', PRIORITY[group.priority])}>
          {t(`priority.${group.priority}`)}
        </span>
      </div>
      {group.description && (
        <p className="mt-2 text-sm text-slate-700" lang="en">
          {group.description}
        </p>
      )}
      <ul className="mt-3 divide-y divide-slate-100">
        {group.books.map((b) => (
          <li key={`${b.title}/${b.author}`} className="py-3">
            <div className="flex flex-wrap items-center gap-1.5">
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', TYPE[b.type])}>{t(`type.${b.type}`)}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(`language.${b.language}`)}</span>
              <span className="text-xs text-slate-600">{b.category}</span>
            </div>
            <h3 className="mt-1 font-semibold break-words text-slate-900">{b.title}</h3>
            <p className="text-sm text-slate-600">{b.author}</p>
            <p className="text-sm text-slate-700">{b.description}</p>
          </li>
        ))}
      </ul>
    </li>
  );
}
