import type { DbClient } from '../../db/db';

/**
 * Takes back one hit of the window that began at `windowStart` (never below zero): an attempt
 * that reserved a place and then succeeded gives it back.
 */
export async function releaseHit(tx: DbClient, bucket: string, windowStart: Date): Promise<void> {
  await tx.query(`update auth.rate_limits set hits = greatest(hits - 1, 0) where bucket = $1 and window_start = $2`, [
    bucket,
    windowStart,
  ]);
}
