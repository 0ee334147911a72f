import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDown, CreditCard, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@web/lib/cn';

type UserMenuProps = { phoneNumber: string; onLogout: () => void };

const ACCOUNT_LINKS = [
  { to: '/profile', area: 'profile', Icon: UserRound },
  { to: '/dashboard', area: 'dashboard', Icon: LayoutDashboard },
  { to: '/pricing', area: 'pricing', Icon: CreditCard },
] as const;

/** The account button (last 4 digits) and its small menu: who is signed in, Profile, Dashboard, Pricing, and Logout. */
export function UserMenu({ phoneNumber, onLogout }: UserMenuProps) {
  const { t } = useTranslation('shell');
  const { t: tNav } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const lastFour = phoneNumber.replace(/\D/g, '').slice(-4);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        data-testid="user-menu-button"
        aria-label={`${t('userMenu.open')}: ${lastFour}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'flex min-h-11 items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800',
          'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        )}
      >
        <UserRound aria-hidden="true" className="size-4 text-indigo-700" />
        <span aria-hidden="true">••{lastFour}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-slate-500 sm:block" />
      </button>
      {open && (
        <div id={menuId} className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg">
          <p className="px-3 pt-2 text-sm text-slate-600">{t('userMenu.loggedInAs')}</p>
          <p className="px-3 pb-2 font-semibold text-slate-900" data-testid="user-menu-phone">
            {phoneNumber}
          </p>
          {ACCOUNT_LINKS.map(({ to, area, Icon }) => (
            <Link
              key={to}
              to={to}
              onClick={() => setOpen(false)}
              className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              data-testid={`user-menu-${area}`}
            >
              <Icon aria-hidden="true" className="size-4 text-indigo-700" />
              {tNav(`areas.${area}`)}
            </Link>
          ))}
          <button
            type="button"
            data-testid="logout-button"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
            className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t('userMenu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
