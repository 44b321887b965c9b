import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from './icon';
import { MAIN_MENU } from './nav-items';

const TABS = MAIN_MENU.filter((item) => item.tabKey !== null);

/** Narrow screens: the five most used sections as a bottom tab bar. */
export function BottomTabs() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.bottomTabs')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ul className="grid grid-cols-5">
        {TABS.map((item) => (
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
