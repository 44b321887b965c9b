import type { DbClient } from '../../db/db';

export type OneTimeTokenType =
  | 'confirmation'
  | 'magiclink'
  | 'recovery'
  | 'email_change_new'
  | 'phone_change'
  | 'sms'
  | 'reauthentication';

export interface OneTimeTokenRecord {
  id: string;
  userId: string;
  tokenType: OneTimeTokenType;
  relatesTo: string;
  codeHash: string;
  redirectTo: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: 's256' | 'plain' | null;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, user_id as "userId", token_type as "tokenType", relates_to as "relatesTo", code_hash as "codeHash",
  redirect_to as "redirectTo", code_challenge as "codeChallenge", code_challenge_method as "codeChallengeMethod",
  attempts, expires_at as "expiresAt", consumed_at as "consumedAt", created_at as "createdAt"`;

export async function insertOneTimeToken(
  tx: DbClient,
  token: {
    id: string;
    userId: string;
    tokenType: OneTimeTokenType;
    relatesTo: string;
    codeHash: string;
    linkHash: string | null;
    redirectTo: string | null;
    codeChallenge: string | null;
    codeChallengeMethod: 's256' | 'plain' | null;
    expiresAt: Date;
  },
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, relates_to, code_hash, link_hash, redirect_to,
       code_challenge, code_challenge_method, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      token.id,
      token.userId,
      token.tokenType,
      token.relatesTo,
      token.codeHash,
      token.linkHash,
      token.redirectTo,
      token.codeChallenge,
      token.codeChallengeMethod,
      token.expiresAt,
    ],
  );
}

/** When the user was last sent a token of one of these types (for the resend interval). */
export async function lastTokenSentAt(tx: DbClient, userId: string, types: OneTimeTokenType[]): Promise<Date | null> {
  const { rows } = await tx.query<{ at: Date | null }>(
    `select max(created_at) as at from auth.one_time_tokens where user_id = $1 and token_type = any($2)`,
    [userId, types],
  );
  return rows[0]?.at ?? null;
}

/** A new token replaces the user's unused ones of the same type. */
export async function consumeOpenTokens(tx: DbClient, userId: string, types: OneTimeTokenType[]): Promise<void> {
  await tx.query(
    `update auth.one_time_tokens set consumed_at = now()
     where user_id = $1 and token_type = any($2) and consumed_at is null`,
    [userId, types],
  );
}

/** The newest usable token of these types sent to `relatesTo` (e-mail or phone), locked. */
export async function findOpenTokenFor(
  tx: DbClient,
  relatesTo: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRecord | null> {
  const { rows } = await tx.query<OneTimeTokenRecord>(
    `select ${COLUMNS} from auth.one_time_tokens
     where lower(relates_to) = lower($1) and token_type = any($2) and consumed_at is null and expires_at > now()
     order by created_at desc limit 1 for update`,
    [relatesTo, types],
  );
  return rows[0] ?? null;
}

/** The newest usable token of these types of a user (reauthentication nonces), locked. */
export async function findOpenTokenOfUser(
  tx: DbClient,
  userId: string,
  types: OneTimeTokenType[],
): Promise<OneTimeTokenRecord | null> {
  const { rows } = await tx.query<OneTimeTokenRecord>(
    `select ${COLUMNS} from auth.one_time_tokens
     where user_id = $1 and token_type = any($2) and consumed_at is null and expires_at > now()
     order by created_at desc limit 1 for update`,
    [userId, types],
  );
  return rows[0] ?? null;
}

/** The token of an e-mail link, whatever its state (the caller tells expired from used). */
export async function findTokenByLinkHash(tx: DbClient, linkHash: string): Promise<OneTimeTokenRecord | null> {
  const { rows } = await tx.query<OneTimeTokenRecord>(
    `select ${COLUMNS} from auth.one_time_tokens where link_hash = $1 for update`,
    [linkHash],
  );
  return rows[0] ?? null;
}

export async function consumeToken(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.one_time_tokens set consumed_at = now() where id = $1`, [id]);
}

/** Counts a wrong code; the token is locked (consumed) when it reaches `maxAttempts`. */
export async function recordWrongAttempt(tx: DbClient, id: string, maxAttempts: number): Promise<{ locked: boolean }> {
  const { rows } = await tx.query<{ locked: boolean }>(
    `update auth.one_time_tokens
     set attempts = attempts + 1, consumed_at = case when attempts + 1 >= $2 then now() else consumed_at end
     where id = $1 returning consumed_at is not null as locked`,
    [id, maxAttempts],
  );
  return rows[0] ?? { locked: true };
}

/** Forgets tokens that ended (used, locked or expired) before `before`. */
export async function deleteEndedTokensBefore(tx: DbClient, before: Date): Promise<void> {
  await tx.query(
    `delete from auth.one_time_tokens where coalesce(consumed_at, expires_at) < $1 and (consumed_at is not null or expires_at < now())`,
    [before],
  );
}
