// Dashboard use cases (spec 3 §2): any signed-in member sees their organization's counts and
// recent activity, and (issue 27) its seed tests' expiring and failed lots and its laboratory's queue. Each slice feeds it by recording events, never by changing this code.
import {
  DASHBOARD_EXPIRING_WITHIN_DAYS,
  DASHBOARD_RECENT_ACTIVITY_LIMIT,
  DASHBOARD_TESTING_ITEMS,
  type Dashboard,
} from '@seed/domain';
import type { Db } from '../../db/db';
import type { Caller } from '../../shared/http/route';
import { loadDashboard } from '../data-access/dashboard-repository';

export function createDashboardService({ db }: { db: Db }) {
  return {
    get: (caller: Caller): Promise<Dashboard> =>
      db.unitOfWork({ claims: caller.claims }, { readOnly: true }, (tx) =>
        loadDashboard(tx, {
          recentActivity: DASHBOARD_RECENT_ACTIVITY_LIMIT,
          expiringWithinDays: DASHBOARD_EXPIRING_WITHIN_DAYS,
          testingItems: DASHBOARD_TESTING_ITEMS,
        }),
      ),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
