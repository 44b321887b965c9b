import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { SideNav } from './side-nav';

/** Narrow screens: the menu slides in from the left (w-64) over a dimmed overlay. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <div className={`lg:hidden ${open ? '' : 'pointer-events-none'}`} aria-hidden={!open}>
      <div
        data-testid="drawer-overlay"
        onClick={onClose}
        className={`fixed inset-0 z-40 bg-gray-900/50 transition-opacity ${open ? 'opacity-100' : 'opacity-0'}`}
      />
      <div
        id="mobile-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.mainMenu')}
        inert={!open}
        className={`fixed inset-y-0 left-0 z-50 w-64 transform bg-white shadow-xl transition-transform ${
          open ? 'translate-x-0' : '-translate-x-full'
        }`}
      >
        <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
          <span className="font-semibold text-green-700">{t('app.shortName')}</span>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t('nav.closeMenu')}
            className="rounded-md p-2 text-gray-600 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
          >
            <Icon name="close" />
          </button>
        </div>
        <SideNav onNavigate={onClose} />
      </div>
    </div>
  );
}
