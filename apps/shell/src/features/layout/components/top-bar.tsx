import { useAuth } from '@seed/auth';
import { Badge } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { UserMenu } from './user-menu';

/** Top bar: menu button (narrow), organization and role (wide), search, notifications, user menu. */
export function TopBar({ onOpenMenu, menuOpen }: { onOpenMenu: () => void; menuOpen: boolean }) {
  const { t } = useTranslation();
  const organization = useAuth((s) => s.organization?.name);
  const role = useAuth((s) => s.role);
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-gray-200 bg-white px-4">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label={t('nav.openMenu')}
        aria-expanded={menuOpen}
        aria-controls="mobile-drawer"
        className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 lg:hidden"
      >
        <Icon name="menu" />
      </button>
      <div className="hidden min-w-0 items-center gap-2 lg:flex" data-testid="org-summary">
        {organization && <span className="truncate font-medium text-gray-900">{organization}</span>}
        {role && <Badge tone="green">{role}</Badge>}
      </div>
      <form role="search" className="ml-auto w-full max-w-xs" onSubmit={(e) => e.preventDefault()}>
        <label className="relative block">
          <span className="sr-only">{t('topBar.search')}</span>
          <span className="pointer-events-none absolute inset-y-0 left-2 flex items-center text-gray-400">
            <Icon name="search" className="h-4 w-4" />
          </span>
          <input
            type="search"
            placeholder={t('topBar.searchPlaceholder')}
            className="w-full rounded-md border border-gray-300 py-1.5 pr-2 pl-8 text-sm focus:border-green-600 focus:ring-1 focus:ring-green-600 focus:outline-none"
          />
        </label>
      </form>
      <button
        type="button"
        aria-label={t('topBar.notifications')}
        className="relative rounded-full p-2 text-gray-600 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
      >
        <Icon name="bell" />
        <span aria-hidden="true" className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500" />
      </button>
      <UserMenu />
    </header>
  );
}
