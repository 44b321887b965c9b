// The top bar's notifications (issue 26): what waits for the organization, derived from the
// data itself (nothing is stored as "unread"): incoming sales and transfers waiting for its
// acceptance, and recalls or stop-sales on lots it holds.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './primitives';

/** At most this many notifications are answered, newest first. */
export const NOTIFICATIONS_LIMIT = 20;

export const NotificationKind = z.enum(['incoming_transfer', 'lot_recall', 'lot_stop_sale']);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** One thing waiting: `subject_id` is the manifest (incoming transfer) or the seed lot (recall, stop-sale). */
export const Notification = z
  .object({
    kind: NotificationKind,
    subject_id: text(),
    /** The manifest's type (SALE, TRANSFER) or the lot's crop and variety. */
    subject: text(),
    at: text(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof Notification>;

export const Notifications = z.object({ items: z.array(Notification) }).meta({ id: 'Notifications' });
export type Notifications = z.infer<typeof Notifications>;

export const NOTIFICATIONS_API = {
  list: endpoint({
    method: 'get',
    path: '/api/v1/notifications',
    operationId: 'listNotifications',
    summary: "What waits for the caller's organization: incoming transfers to accept, recalls of lots it holds",
    description: `Any signed-in member; newest first, at most ${NOTIFICATIONS_LIMIT}, one query.`,
    tags: ['notifications'],
    auth: 'user',
    responses: { 200: { description: 'The notifications', schema: Notifications } },
  }),
} as const;
