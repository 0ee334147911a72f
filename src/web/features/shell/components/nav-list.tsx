import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import { NAV_ITEMS } from '../nav-items';

/** The 16 links; used by the fixed sidebar and by the phone drawer. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <ul className="space-y-1 p-3">
      {NAV_ITEMS.map(({ area, to, Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 text-[0.9375rem] font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
                isActive ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-indigo-50 hover:text-indigo-900',
              )
            }
          >
            <Icon aria-hidden="true" className="size-5 shrink-0" />
            <span>{t(`areas.${area}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
