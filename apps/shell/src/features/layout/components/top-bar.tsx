import { useAuth } from '@seed/auth';
import { Badge } from '@seed/ui';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { NotificationsMenu } from './notifications-menu';
import { UserMenu } from './user-menu';

/** Top bar: menu button (narrow), organization and role (wide), notifications, user menu. */
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
      {/* No search box yet (issue 26): one that ignored Enter was a dead control, so it is not
          shown until search works. */}
      <div className="ml-auto" />
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}
