import { apiFetch } from '@seed/auth';
import type { Notifications } from '@seed/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const notificationKeys = { all: ['notifications'] as const };

/** GET /api/v1/notifications: incoming transfers to accept and recalls of held lots, one request. */
export function getNotifications(): Promise<Notifications> {
  return apiFetch('notifications', 'list');
}

// Read when the frame opens and again after a minute or on returning to the tab, so the dot
// follows what others do (a transfer sent, a recall issued) without a page reload.
export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: getNotifications,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export const useNotifications = () => useQuery(getNotificationsQueryOptions());
