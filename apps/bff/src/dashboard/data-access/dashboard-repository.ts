import { ActivityEvent, Dashboard } from '@seed/domain';
import { z } from 'zod';
import type { DbClient } from '../../db/db';

const DashboardRow = z.object({
  counts: Dashboard.shape.counts,
  recent_activity: z.array(z.unknown()),
  testing: z.object({
    seed_tests: Dashboard.shape.seed_tests,
    laboratory_queue: Dashboard.shape.laboratory_queue,
  }),
  certification: Dashboard.shape.certification,
});

export interface DashboardLimits {
  recentActivity: number;
  /** Days before a test's (or a certificate's) validity ends that it shows as expiring. */
  expiringWithinDays: number;
  /** Lots, requests or applications each seed-testing or certification panel lists. */
  testingItems: number;
}

/**
 * The dashboard in one statement: the organization's running counts (organization_stats) and
 * its latest events (activity_events, newest first, on their index). Both tables are kept by
 * private.record_activity() in the transaction of each change, so this never grows with the
 * number of farms, lots or manifests. Row-level security scopes both to the caller's organization.
 * The seed-testing panels (issue 27) come from public.dashboard_seed_testing() in the same
 * statement: the organization's tested lots and its laboratory's open requests, on their indexes;
 * so do the certification panels (issue 28) from public.dashboard_certification(): an agency's open
 * applications, a company's applications in progress and certificates expiring, on the
 * applications' agency and applicant indexes.
 */
export async function loadDashboard(tx: DbClient, limits: DashboardLimits): Promise<Dashboard> {
  const { rows } = await tx.query(
    `select json_build_object(
       'farms', coalesce(s.farms, 0),
       'seed_lots', coalesce(s.seed_lots, 0),
       'testing_requests', coalesce(s.testing_requests, 0),
       'transactions', coalesce(s.transactions, 0)
     ) as counts,
     coalesce((
       select json_agg(json_build_object(
         'kind', e.kind, 'subject_id', e.subject_id, 'title', e.title,
         'actor_name', p.full_name, 'occurred_at', to_char(e.occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
       ) order by e.occurred_at desc, e.id desc)
       from (
         select a.* from public.activity_events a
         where a.organization_id = (select private.current_organization_id())
         order by a.occurred_at desc, a.id desc
         limit $1
       ) e
       left join public.profiles p on p.auth_id = e.actor_id
     ), '[]'::json) as recent_activity,
     public.dashboard_seed_testing($2, $3) as testing,
     public.dashboard_certification($2, $3) as certification
     from (select 1) one
     left join public.organization_stats s on s.organization_id = (select private.current_organization_id())`,
    [limits.recentActivity, limits.expiringWithinDays, limits.testingItems],
  );
  // Parsed, not cast: counts that drift from the contract fail here, not in the browser. An event
  // the contract cannot show (a kind added in SQL only; activity_events.kind references
  // private.activity_kinds, which a test keeps equal to ActivityKind) is left out rather than
  // taking the whole dashboard down.
  const { counts, recent_activity, testing, certification } = DashboardRow.parse(rows[0]);
  return Dashboard.parse({
    counts,
    certification,
    seed_tests: testing.seed_tests,
    laboratory_queue: testing.laboratory_queue,
    recent_activity: recent_activity.flatMap((event) => {
      const parsed = ActivityEvent.safeParse(event);
      return parsed.success ? [parsed.data] : [];
    }),
  });
}
