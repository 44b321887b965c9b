import { createHash } from 'node:crypto';

/**
 * A small in-process cache: an entry lives `ttlMs` (0 = nothing is kept), and beyond
 * `maxEntries` the oldest entries go first, so memory stays bounded whatever callers send.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    // Re-inserting moves the key to the end: Map order is insertion order, oldest first.
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (rare events such as a sign-out: a full scan is fine). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The cache key of a bearer token: its SHA-256 (tokens are long, and never kept as they are). */
export const tokenKey = (token: string): string => createHash('sha256').update(token).digest('base64url');
