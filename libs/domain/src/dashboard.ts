// The dashboard (spec 3 §2): its schemas and endpoint, fed by every slice's activity events.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { text } from './primitives';
import { SEED_CLASSES, TESTING_LIMITS } from './testing-rules';

/** How many lots or requests each seed-testing panel of the dashboard lists (its count says how many there are). */
export const DASHBOARD_TESTING_ITEMS = 5;
/** Days before the end of a test's validity the dashboard names its lot (issue 27). */
export const DASHBOARD_EXPIRING_WITHIN_DAYS = TESTING_LIMITS.expiringWithinDays;

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

/**
 * The manifest types as private.manifest_activity names them in an activity's title ('Sale
 * recorded'), by the type they stand for.
 */
export const MANIFEST_ACTIVITY_TITLES = {
  Sale: 'SALE',
  Transfer: 'TRANSFER',
  Adjustment: 'ADJUSTMENT',
  'Opening stock': 'INITIAL',
  'Unregistered source procurement': 'unregistered',
  Packaging: 'packaging',
  Harvest: 'production',
  'Origin claim': 'claim',
  'Production lot': 'production_draw',
} as const;
export type ManifestActivityType = (typeof MANIFEST_ACTIVITY_TITLES)[keyof typeof MANIFEST_ACTIVITY_TITLES];

/**
 * An activity's title read back into its parts, so a page can say it in its own language: the
 * database writes titles in English (a manifest's type, a recall's sentence, a report's shop); the
 * parts that are data (a lot number, a reason, a shop) stay as they are. A title it does not
 * recognize is shown as written.
 */
export type ActivityTitle =
  | { words: 'manifest'; type: ManifestActivityType }
  | { words: 'recall'; lot: string; reason: string }
  | { words: 'suspicious'; where: string; lot: string | null }
  | { words: 'as_written'; title: string };

const RECALL_TITLE = /^(?:Recall|Stop-sale) of seed lot (\S+): ([\s\S]*)$/;
const SUSPICIOUS_TITLE = /^Suspicious packet reported at ([\s\S]+?)(?: \(seed lot (\S+)\))?$/;

export function readActivityTitle(kind: ActivityKind, title: string): ActivityTitle {
  if (kind === 'manifest_created' || kind === 'manifest_deleted') {
    const type = (MANIFEST_ACTIVITY_TITLES as Record<string, ManifestActivityType | undefined>)[title];
    if (type) return { words: 'manifest', type };
  }
  if (kind === 'lot_recall' || kind === 'lot_stop_sale') {
    const found = RECALL_TITLE.exec(title);
    if (found) return { words: 'recall', lot: found[1]!, reason: found[2]! };
  }
  if (kind === 'suspicious_packet_reported') {
    const found = SUSPICIOUS_TITLE.exec(title);
    if (found) return { words: 'suspicious', where: found[1]!, lot: found[2] ?? null };
  }
  return { words: 'as_written', title };
}

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

/** A lot in a seed-testing panel: its current test's status, date and last valid day (dates YYYY-MM-DD). */
export const DashboardLotTest = z
  .object({
    lot_id: text(),
    crop: text(),
    variety: text().nullable(),
    status: z.enum(['passed', 'no_standard', 'expired', 'failed']),
    /** The last day the test is valid; null for a failed test. */
    valid_until: text().nullable(),
    tested_on: text(),
  })
  .meta({ id: 'DashboardLotTest' });
export type DashboardLotTest = z.infer<typeof DashboardLotTest>;

/** A panel of lots: how many there are, and the first few. */
const DashboardLotPanel = z.object({ count: z.number().int(), lots: z.array(DashboardLotTest) });

/** An open request in a laboratory's queue, with only what the laboratory sees of the lot. */
export const DashboardQueueRequest = z
  .object({
    id: z.uuid(),
    sample_number: text(),
    status: z.enum(['requested', 'received', 'in_testing']),
    lot_id: text(),
    crop: text(),
    variety: text().nullable(),
    company: text(),
    requested_at: text(),
  })
  .meta({ id: 'DashboardQueueRequest' });
export type DashboardQueueRequest = z.infer<typeof DashboardQueueRequest>;

/** An open application in a certification agency's queue, with only what the agency sees of the lot (issue 28). */
export const DashboardAgencyApplication = z
  .object({
    id: z.uuid(),
    application_number: text(),
    status: z.enum(['applied', 'inspecting']),
    lot_id: text(),
    crop: text(),
    variety: text().nullable(),
    company: text(),
    applied_at: text(),
  })
  .meta({ id: 'DashboardAgencyApplication' });
export type DashboardAgencyApplication = z.infer<typeof DashboardAgencyApplication>;

/** Issue 28: an agency's queue, and a seed company's applications in progress and certificates expiring. */
export const DashboardCertification = z
  .object({
    agency_queue: z.object({
      counts: z.object({ applied: z.number().int(), inspecting: z.number().int() }),
      oldest: z.array(DashboardAgencyApplication),
    }),
    in_progress: z.object({
      count: z.number().int(),
      applications: z.array(
        z.object({
          id: z.uuid(),
          application_number: text(),
          status: z.enum(['applied', 'inspecting']),
          lot_id: text(),
          agency: text(),
          applied_at: text(),
        }),
      ),
    }),
    /** Certificates not revoked whose validity ends within DASHBOARD_EXPIRING_WITHIN_DAYS, soonest first. */
    expiring: z.object({
      count: z.number().int(),
      certificates: z.array(
        z.object({
          application_id: z.uuid(),
          certificate_number: text(),
          seed_class: z.enum(SEED_CLASSES),
          lot_id: text(),
          valid_until: text(),
        }),
      ),
    }),
  })
  .meta({ id: 'DashboardCertification' });
export type DashboardCertification = z.infer<typeof DashboardCertification>;

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
    /**
     * Issue 27, a seed company's panels: its lots whose valid test ends within
     * DASHBOARD_EXPIRING_WITHIN_DAYS (soonest first) and those whose test failed or expired
     * (newest first), DASHBOARD_TESTING_ITEMS of each.
     */
    seed_tests: z.object({ expiring: DashboardLotPanel, failed_or_expired: DashboardLotPanel }),
    /** Issue 27, a laboratory's queue: its open requests per status and the oldest ones waiting. */
    laboratory_queue: z.object({
      counts: z.object({ requested: z.number().int(), received: z.number().int(), in_testing: z.number().int() }),
      oldest: z.array(DashboardQueueRequest),
    }),
    certification: DashboardCertification,
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof Dashboard>;

export const DASHBOARD_API = {
  get: endpoint({
    method: 'get',
    path: '/api/v1/dashboard',
    operationId: 'getDashboard',
    summary:
      "The organization's four stat counts, its latest real events, its lots' expiring and failed seed tests, its laboratory's queue and its certification panels, in one query",
    description: 'Any signed-in user (spec 3 §6). Testing Requests is 0 until testing exists.',
    tags: ['dashboard'],
    auth: 'user',
    responses: { 200: { description: 'Counts and recent activity', schema: Dashboard } },
  }),
} as const;
