// Dashboard use cases (spec 3 §2): any signed-in member sees their organization's counts and
// recent activity. Each slice feeds it by recording events, never by changing this code.
import { DASHBOARD_RECENT_ACTIVITY_LIMIT, type Dashboard } from '@seed/domain';
import type { Db } from '../../db/db';
import type { Caller } from '../../shared/http/route';
import { loadDashboard } from '../data-access/dashboard-repository';

export function createDashboardService({ db }: { db: Db }) {
  return {
    get: (caller: Caller): Promise<Dashboard> =>
      db.unitOfWork({ claims: caller.claims }, { readOnly: true }, (tx) =>
        loadDashboard(tx, DASHBOARD_RECENT_ACTIVITY_LIMIT),
      ),
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
