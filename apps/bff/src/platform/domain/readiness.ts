import type { Readiness } from '@seed/domain';
import { isSaturated } from '../../db/db';

type PoolStates = NonNullable<Readiness['pools']>;

export interface ReadinessPorts {
  /** The database pools' states, when the process has pools to report. */
  poolStates?(): Omit<PoolStates, 'saturated'>;
  /** Whether the database answers, and the migration versions it has recorded. */
  databaseState(): Promise<{ reachable: boolean; appliedVersions: string[] }>;
  /** Versions of the migration files the code expects; null when they cannot be read. */
  expectedVersions(): Promise<string[] | null>;
}

/** Ready means: the database answers and every migration file is recorded as applied. */
export function assessReadiness(input: {
  reachable: boolean;
  appliedVersions: readonly string[];
  expectedVersions: readonly string[] | null;
}): Readiness {
  const recorded = new Set(input.appliedVersions);
  const expected = input.expectedVersions ?? [];
  const applied = expected.filter((version) => recorded.has(version)).length;
  const ready = input.reachable && input.expectedVersions !== null && applied === expected.length;
  return {
    status: ready ? 'ready' : 'not_ready',
    database: input.reachable,
    migrations: { applied, expected: expected.length },
  };
}

export async function checkReadiness(ports: ReadinessPorts): Promise<Readiness> {
  const [state, expectedVersions] = await Promise.all([ports.databaseState(), ports.expectedVersions()]);
  const readiness = assessReadiness({ ...state, expectedVersions });
  const pools = ports.poolStates?.();
  if (!pools) return readiness;
  return { ...readiness, pools: { ...pools, saturated: isSaturated(pools.writes) || isSaturated(pools.reads) } };
}
