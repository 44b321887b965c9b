import { useAuth } from '@seed/auth';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSignOut } from '../hooks/use-sign-out';
import { Icon } from './icon';
import { LanguageSwitch } from './language-switch';

// The versions come with the remote registry: loaded when the menu opens, not with the frame.
const RemoteVersions = lazy(() => import('../../remotes/components/remote-versions'));

const itemClass =
  'block w-full px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none';

/**
 * User menu of the top bar: Your Profile, Organization Members (admins only), the language,
 * Sign out, and in its footer the version of each remote.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const fullName = useAuth((s) => s.profile?.full_name);
  const isAdmin = useAuth((s) => s.role === 'admin');
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        // WCAG 2.5.3 label in name: the name a speech user reads on the button starts the accessible name.
        aria-label={t('topBar.userMenu', { name: fullName || t('topBar.user') })}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full p-1 pr-2 text-sm text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
      >
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-green-100 text-green-800">
          <Icon name="user" />
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{fullName || t('topBar.user')}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-50 mt-2 w-64 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          <Link to="/profile" className={itemClass} onClick={close}>
            {t('topBar.yourProfile')}
          </Link>
          {isAdmin && (
            <Link to="/organization/members" className={itemClass} onClick={close}>
              {t('topBar.organizationMembers')}
            </Link>
          )}
          <LanguageSwitch />
          <button type="button" className={itemClass} onClick={() => void signOut()}>
            {t('topBar.signOut')}
          </button>
          <Suspense fallback={null}>
            <RemoteVersions />
          </Suspense>
        </div>
      )}
    </div>
  );
}
