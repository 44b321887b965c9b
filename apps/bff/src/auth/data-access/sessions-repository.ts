import type { DbClient } from '../../db/db';
import type { Aal } from '../domain/claims';

export interface SessionRecord {
  id: string;
  userId: string;
  aal: Aal;
  factorId: string | null;
  notAfter: Date | null;
  createdAt: Date;
}

const SESSION_COLUMNS = `id, user_id as "userId", aal, factor_id as "factorId", not_after as "notAfter", created_at as "createdAt"`;

export async function insertSession(
  tx: DbClient,
  session: { userId: string; aal: Aal; userAgent: string | null; ip: string | null },
): Promise<SessionRecord> {
  const { rows } = await tx.query<SessionRecord>(
    `insert into auth.sessions (user_id, aal, user_agent, ip) values ($1, $2, $3, $4::inet) returning ${SESSION_COLUMNS}`,
    [session.userId, session.aal, session.userAgent, session.ip],
  );
  return rows[0]!;
}

export async function findSession(tx: DbClient, id: string, options: { lock?: boolean } = {}): Promise<SessionRecord | null> {
  const { rows } = await tx.query<SessionRecord>(
    `select ${SESSION_COLUMNS} from auth.sessions where id = $1${options.lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * The guards' read on every /api/v1 call: the session (primary key) if it is this user's and
 * has not ended, with whether the user has a verified factor (mfa_factors by user_id). null:
 * signed out, revoked or ended.
 */
export async function findLiveSessionState(
  tx: DbClient,
  sessionId: string,
  userId: string,
): Promise<{ aal: Aal; mfaEnabled: boolean } | null> {
  const { rows } = await tx.query<{ aal: Aal; mfaEnabled: boolean }>(
    `select s.aal,
       exists (select 1 from auth.mfa_factors f where f.user_id = s.user_id and f.status = 'verified') as "mfaEnabled"
     from auth.sessions s
     where s.id = $1 and s.user_id = $2 and (s.not_after is null or s.not_after > now())`,
    [sessionId, userId],
  );
  return rows[0] ?? null;
}

export async function upgradeSession(tx: DbClient, id: string, aal: Aal, factorId: string | null): Promise<void> {
  await tx.query(`update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1`, [id, aal, factorId]);
}

/** Sessions raised to aal2 by a factor that is being removed go back to aal1. */
export async function downgradeSessionsOfFactor(tx: DbClient, factorId: string): Promise<void> {
  await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1`, [factorId]);
}

export async function markSessionRefreshed(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1`, [id]);
}

export async function deleteSession(tx: DbClient, id: string): Promise<void> {
  await tx.query(`delete from auth.sessions where id = $1`, [id]);
}

/** Sign-out: every session of the user, or every one but `keep`. */
export async function deleteUserSessions(tx: DbClient, userId: string, keep: string | null = null): Promise<number> {
  const result = await tx.query(`delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)`, [
    userId,
    keep,
  ]);
  return result.rowCount ?? 0;
}

// Authentication methods of a session (amr) ---------------------------------------------------

export async function addAmrClaim(tx: DbClient, sessionId: string, method: string): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
}

export async function listAmrClaims(tx: DbClient, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await tx.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows;
}

// Refresh tokens ------------------------------------------------------------------------------

export interface RefreshTokenRecord {
  id: string;
  sessionId: string;
  userId: string;
  derivationSalt: string;
  revoked: boolean;
  revokedAt: Date | null;
}

const REFRESH_COLUMNS = `id::text, session_id as "sessionId", user_id as "userId", derivation_salt as "derivationSalt",
  revoked, revoked_at as "revokedAt"`;

export async function insertRefreshToken(
  tx: DbClient,
  token: { hash: string; userId: string; sessionId: string; parentId: string | null; derivationSalt: string },
): Promise<void> {
  await tx.query(
    `insert into auth.refresh_tokens (token_hash, user_id, session_id, parent_id, derivation_salt)
     values ($1, $2, $3, $4, $5)`,
    [token.hash, token.userId, token.sessionId, token.parentId, token.derivationSalt],
  );
}

export async function findRefreshToken(tx: DbClient, hash: string): Promise<RefreshTokenRecord | null> {
  const { rows } = await tx.query<RefreshTokenRecord>(
    `select ${REFRESH_COLUMNS} from auth.refresh_tokens where token_hash = $1`,
    [hash],
  );
  return rows[0] ?? null;
}

/** The token issued when `parentId` was spent (at most one). */
export async function findChildRefreshToken(tx: DbClient, parentId: string): Promise<RefreshTokenRecord | null> {
  const { rows } = await tx.query<RefreshTokenRecord>(
    `select ${REFRESH_COLUMNS} from auth.refresh_tokens where parent_id = $1 order by id desc limit 1`,
    [parentId],
  );
  return rows[0] ?? null;
}

/** Spends a token; false when another request spent it first. */
export async function revokeRefreshToken(tx: DbClient, id: string): Promise<boolean> {
  const result = await tx.query(
    `update auth.refresh_tokens set revoked = true, revoked_at = now(), updated_at = now() where id = $1 and not revoked`,
    [id],
  );
  return result.rowCount === 1;
}

/** Spends every live token of a session (a new one is about to be issued). */
export async function revokeSessionRefreshTokens(tx: DbClient, sessionId: string): Promise<void> {
  await tx.query(
    `update auth.refresh_tokens set revoked = true, revoked_at = now(), updated_at = now() where session_id = $1 and not revoked`,
    [sessionId],
  );
}
