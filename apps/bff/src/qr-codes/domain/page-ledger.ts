// The verification page's per-client count, kept in this process between the database's counts.
// Every answer of the public page counts against the client's limit, but a request refused before
// the database (a malformed code, the report form's own page, a client already over its limit) must
// not cost a connection: such answers are counted here, and added to the client's row in
// auth.rate_limits by its next page view that does go to the database (one statement, as before).
// The ledger also remembers the database's last total for the client's window, so a client over
// its limit is refused here without a connection until the window ends.
//
// The windows are the database's fixed windows (floor(epoch / window) * window), so both count the
// same window. Across BFF instances the database holds the total of every instance's page views; a
// client sending only malformed requests is counted per instance (and never costs a connection).

export interface LedgerLimits {
  perWindow: number;
  windowSeconds: number;
}

interface Entry {
  /** Start of the fixed window (ms since the epoch) the counts are of. */
  windowStart: number;
  /** Answers counted here and not yet added to the database's row. */
  pending: number;
  /** The database's total for this window, as last seen by this process. */
  known: number;
}

export interface PageLedger {
  /** Seconds until the window ends when the client is at its limit (its next answer would be over), else null. */
  over(bucket: string): number | null;
  /** Counts `hits` answers that did not reach the database. */
  count(bucket: string, hits?: number): void;
  /** The answers counted here since the last database count (now added to it), reset to none. */
  take(bucket: string): number;
  /** The database's total for the client's current window. */
  settle(bucket: string, total: number): void;
}

/** At most this many clients are remembered; beyond, the oldest is forgotten (its pending answers with it). */
const MAX_CLIENTS = 50_000;

export function createPageLedger(
  limits: LedgerLimits,
  options: { now?: () => number; maxClients?: number } = {},
): PageLedger {
  const now = options.now ?? Date.now;
  const maxClients = options.maxClients ?? MAX_CLIENTS;
  const windowMs = limits.windowSeconds * 1000;
  const entries = new Map<string, Entry>();
  let lastSweep = now();

  const windowStartAt = (t: number) => Math.floor(t / windowMs) * windowMs;

  /** Forgets clients whose window ended (at most once a window, so a flood of new clients costs O(1) each). */
  const sweep = (t: number) => {
    if (t - lastSweep < windowMs) return;
    lastSweep = t;
    const current = windowStartAt(t);
    for (const [bucket, entry] of entries) if (entry.windowStart < current) entries.delete(bucket);
  };

  const entryOf = (bucket: string): Entry => {
    const t = now();
    const windowStart = windowStartAt(t);
    const entry = entries.get(bucket);
    if (entry && entry.windowStart === windowStart) return entry;
    if (entry) entries.delete(bucket);
    sweep(t);
    if (entries.size >= maxClients) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const fresh: Entry = { windowStart, pending: 0, known: 0 };
    entries.set(bucket, fresh);
    return fresh;
  };

  return {
    over(bucket) {
      const entry = entryOf(bucket);
      if (entry.known + entry.pending < limits.perWindow) return null;
      return Math.max(1, Math.ceil((entry.windowStart + windowMs - now()) / 1000));
    },
    count(bucket, hits = 1) {
      entryOf(bucket).pending += hits;
    },
    take(bucket) {
      const entry = entryOf(bucket);
      const pending = entry.pending;
      entry.pending = 0;
      return pending;
    },
    settle(bucket, total) {
      const entry = entryOf(bucket);
      entry.known = Math.max(entry.known, total);
    },
  };
}
