import { GraduationCap, Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '@web/components/ui/language-switcher';
import type { ShellUser } from '../shell-user';
import { UserMenu } from './user-menu';

type AppHeaderProps = { user: ShellUser | null; onOpenMenu: () => void; onLogout: () => void };

export function AppHeader({ user, onOpenMenu, onLogout }: AppHeaderProps) {
  const { t } = useTranslation(['common', 'nav']);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur sm:px-4">
      <button
        type="button"
        data-testid="nav-menu-button"
        aria-label={t('nav:menu.open')}
        onClick={onOpenMenu}
        className="flex size-11 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Link
        to="/study-planner"
        className="flex min-h-11 min-w-0 items-center gap-2 rounded-xl px-1 text-lg font-semibold text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <GraduationCap aria-hidden="true" className="hidden size-7 shrink-0 text-indigo-700 sm:block" />
        <span className="truncate" data-testid="app-title">
          {t('common:appName')}
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <LanguageSwitcher />
        {user && <UserMenu phoneNumber={user.phoneNumber} onLogout={onLogout} />}
      </div>
    </header>
  );
}
