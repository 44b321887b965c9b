import { useApiQuery } from '@seed/auth/query';
import { formatDateTime, type Notification } from '@seed/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { i18n } from '../../../i18n/i18n';
import notificationsEn from '../notifications.en.json';
import { Icon } from './icon';

i18n.addResourceBundle('en', 'translation', { notifications: notificationsEn }, true, false);

const hrefOf = (n: Notification) =>
  n.kind === 'incoming_transfer' ? `/transactions/${n.subject_id}` : `/seed-lots/${encodeURIComponent(n.subject_id)}`;

/**
 * The bell: a dot only when something waits (an incoming transfer to accept, a recall of a held
 * lot); it opens a list of links to those. Escape or a click outside closes it and focus
 * returns to the bell.
 */
export function NotificationsMenu() {
  const { t } = useTranslation();
  // Incoming transfers to accept and recalls of held lots: read when the frame opens and again
  // after a minute or on returning to the tab, so the dot follows what others do (a transfer
  // sent, a recall issued) without a page reload.
  const notifications = useApiQuery('notifications', 'list', undefined, { staleTime: 60_000, refetchInterval: 60_000 });
  const items = notifications.data?.items ?? [];
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const label =
    items.length > 0 ? t('notifications.buttonWaiting', { count: items.length }) : t('notifications.button');
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative rounded-full p-2 text-gray-600 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-green-600"
      >
        <Icon name="bell" />
        {items.length > 0 && (
          <span
            aria-hidden="true"
            data-testid="notifications-dot"
            className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-500"
          />
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="region"
          aria-label={t('notifications.title')}
          // On a phone the bell is not at the screen's edge (the user menu is to its right): a panel
          // anchored to it would run off the left side, so it spans the screen under the top bar.
          className="fixed inset-x-4 top-16 z-50 mt-2 rounded-md border border-gray-200 bg-white py-2 shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-80"
        >
          <p className="px-4 pb-2 text-sm font-semibold text-gray-900">{t('notifications.title')}</p>
          {notifications.isError ? (
            <p className="px-4 py-2 text-sm text-red-700">{t('notifications.loadFailed')}</p>
          ) : items.length === 0 ? (
            <p className="px-4 py-2 text-sm text-gray-600">{t('notifications.empty')}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {items.map((n) => (
                <li key={`${n.kind}-${n.subject_id}`}>
                  <Link
                    to={hrefOf(n)}
                    onClick={() => setOpen(false)}
                    className="block px-4 py-2 text-sm text-gray-800 hover:bg-gray-100 focus:bg-gray-100 focus:outline-none"
                  >
                    <span className="block break-words">
                      {t(`notifications.kinds.${n.kind}`, {
                        subject: t(`notifications.subjects.${n.subject}`, { defaultValue: n.subject }),
                      })}
                    </span>
                    <time dateTime={n.at} className="block text-xs text-gray-500">
                      {formatDateTime(n.at)}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
