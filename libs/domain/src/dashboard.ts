// The dashboard (spec 3 §2): its schemas and endpoint, fed by every slice's activity events.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './primitives';

/**
 * Kinds of events the dashboard's Recent Activity shows: exactly the database's
 * private.activity_kinds, which activity_events.kind references (a test compares the two).
 */
export const ACTIVITY_KINDS = [
  'farm_created',
  'lot_created',
  'lot_deleted',
  'lot_trashed',
  'lot_restored',
  'manifest_created',
  'manifest_deleted',
  'lot_recall',
  'lot_stop_sale',
  'suspicious_packet_reported',
] as const;
export const ActivityKind = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof ActivityKind>;

/** One real event of the organization. */
export const ActivityEvent = z
  .object({
    kind: ActivityKind,
    subject_id: z.uuid(),
    title: text(),
    actor_name: text().nullable(),
    occurred_at: text(),
  })
  .meta({ id: 'ActivityEvent' });
export type ActivityEvent = z.infer<typeof ActivityEvent>;

/** GET /api/v1/dashboard: the four stat counts (spec 3 §2) and the latest events. */
export const Dashboard = z
  .object({
    counts: z.object({
      farms: z.number().int(),
      seed_lots: z.number().int(),
      /** Always 0 until testing exists (spec 3 §2). */
      testing_requests: z.number().int(),
      transactions: z.number().int(),
    }),
    recent_activity: z.array(ActivityEvent),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

export const DASHBOARD_API = {
  get: endpoint({
    method: 'get',
    path: '/api/v1/dashboard',
    operationId: 'getDashboard',
    summary: "The organization's four stat counts and its latest real events, in one query",
    description: 'Any signed-in user (spec 3 §6). Testing Requests is 0 until testing exists.',
    tags: ['dashboard'],
    auth: 'user',
    responses: { 200: { description: 'Counts and recent activity', schema: Dashboard } },
  }),
} as const;
