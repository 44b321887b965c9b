import { useAuth } from '@seed/auth';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useSignOut } from '../hooks/use-sign-out';
import { Icon } from './icon';
import { ACCOUNT_MENU, mainMenuFor } from './nav-items';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600 ${
    isActive ? 'bg-green-50 text-green-800' : 'text-gray-700 hover:bg-gray-100'
  }`;

/** Menu content shared by the wide sidebar and the narrow drawer; its sections follow the organization's type. */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const type = useAuth((s) => s.organization?.type);
  const signOut = useSignOut();
  return (
    <nav aria-label={t('nav.mainMenu')} className="flex h-full flex-col gap-6 p-4">
      <ul className="space-y-1">
        {mainMenuFor(type).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
              <Icon name={item.icon} />
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="px-3 pb-1 text-xs font-semibold tracking-wide text-gray-500 uppercase">{t('nav.account')}</h2>
        <ul className="space-y-1">
          {ACCOUNT_MENU.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass} onClick={onNavigate}>
                <Icon name={item.icon} />
                {t(item.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={() => void signOut()}
        className="mt-auto flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600"
      >
        <Icon name="logout" />
        {t('nav.signOut')}
      </button>
    </nav>
  );
}
