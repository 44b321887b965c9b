import { useAuth } from '@seed/auth';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from './icon';
import { bottomTabsFor } from './nav-items';

// Tailwind sees whole class names only: one per tab count a workspace has.
const COLUMNS: Record<number, string> = { 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

/** Narrow screens: the most used sections of the organization's workspace as a bottom tab bar. */
export function BottomTabs() {
  const { t } = useTranslation();
  const tabs = bottomTabsFor(useAuth((s) => s.organization?.type));
  return (
    <nav
      aria-label={t('nav.bottomTabs')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className={`grid ${COLUMNS[tabs.length] ?? 'grid-cols-5'}`}>
        {tabs.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-xs focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 ${
                  isActive ? 'text-green-700' : 'text-gray-600'
                }`
              }
            >
              <Icon name={item.icon} />
              {item.tabKey ? t(item.tabKey) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
