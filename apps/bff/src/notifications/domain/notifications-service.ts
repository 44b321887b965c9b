// Notifications use case: any signed-in member sees what waits for their organization.
import { NOTIFICATIONS_LIMIT, type Notifications } from '@seed/domain';
import type { Db } from '../../db/db';
import type { Caller } from '../../shared/http/route';
import { loadNotifications } from '../data-access/notifications-repository';

export function createNotificationsService({ db }: { db: Db }) {
  return {
    list: (caller: Caller): Promise<Notifications> =>
      db.unitOfWork({ claims: caller.claims }, { readOnly: true }, (tx) => loadNotifications(tx, NOTIFICATIONS_LIMIT)),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
