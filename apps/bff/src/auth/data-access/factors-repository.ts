import type { DbClient } from '../../db/db';

export interface FactorRecord {
  id: string;
  userId: string;
  friendlyName: string | null;
  factorType: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  createdAt: Date;
  updatedAt: Date;
  lastChallengedAt: Date | null;
}

const FACTOR_COLUMNS = `id, user_id as "userId", friendly_name as "friendlyName", factor_type as "factorType", status,
  secret, created_at as "createdAt", updated_at as "updatedAt", last_challenged_at as "lastChallengedAt"`;

export async function listFactors(tx: DbClient, userId: string): Promise<FactorRecord[]> {
  const { rows } = await tx.query<FactorRecord>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findFactor(tx: DbClient, userId: string, id: string): Promise<FactorRecord | null> {
  const { rows } = await tx.query<FactorRecord>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 and id = $2 for update`,
    [userId, id],
  );
  return rows[0] ?? null;
}

/** Inserts a factor; null when the user already has one with that friendly name. */
export async function insertFactor(
  tx: DbClient,
  factor: { userId: string; friendlyName: string | null; secret: string },
): Promise<FactorRecord | null> {
  const { rows } = await tx.query<FactorRecord>(
    `insert into auth.mfa_factors (user_id, friendly_name, secret) values ($1, $2, $3)
     on conflict do nothing returning ${FACTOR_COLUMNS}`,
    [factor.userId, factor.friendlyName, factor.secret],
  );
  return rows[0] ?? null;
}

export async function deleteUnverifiedFactors(tx: DbClient, userId: string, olderThan: Date): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and created_at < $2`, [
    userId,
    olderThan,
  ]);
}

export async function markFactorVerified(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1`, [id]);
}

export async function touchFactorChallenged(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.mfa_factors set last_challenged_at = now(), updated_at = now() where id = $1`, [id]);
}

export async function deleteFactor(tx: DbClient, id: string): Promise<void> {
  await tx.query(`delete from auth.mfa_factors where id = $1`, [id]);
}

export interface ChallengeRecord {
  id: string;
  factorId: string;
  createdAt: Date;
  verifiedAt: Date | null;
}

export async function insertChallenge(tx: DbClient, factorId: string, ip: string | null): Promise<ChallengeRecord> {
  const { rows } = await tx.query<ChallengeRecord>(
    `insert into auth.mfa_challenges (factor_id, ip_address) values ($1, $2::inet)
     returning id, factor_id as "factorId", created_at as "createdAt", verified_at as "verifiedAt"`,
    [factorId, ip],
  );
  return rows[0]!;
}

export async function findChallenge(tx: DbClient, factorId: string, id: string): Promise<ChallengeRecord | null> {
  const { rows } = await tx.query<ChallengeRecord>(
    `select id, factor_id as "factorId", created_at as "createdAt", verified_at as "verifiedAt"
     from auth.mfa_challenges where factor_id = $1 and id = $2 for update`,
    [factorId, id],
  );
  return rows[0] ?? null;
}

export async function markChallengeVerified(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.mfa_challenges set verified_at = now() where id = $1`, [id]);
}
