import type { JWK } from 'jose';
import type { DbClient } from '../../db/db';

export type SigningKeyState = 'next' | 'current' | 'retired';

export interface SigningKeyRow {
  id: string;
  privateJwk: JWK;
  publicJwk: JWK;
  state: SigningKeyState;
  createdAt: Date;
  retiredAt: Date | null;
}

const COLUMNS = `id, private_jwk as "privateJwk", public_jwk as "publicJwk", state,
  created_at as "createdAt", retired_at as "retiredAt"`;

/** Keys that may still verify a token: current, next and retired since `retiredAfter`. */
export async function listPublishedKeys(tx: DbClient, retiredAfter: Date): Promise<SigningKeyRow[]> {
  const { rows } = await tx.query<SigningKeyRow>(
    `select ${COLUMNS} from auth.signing_keys
     where state in ('current', 'next') or retired_at > $1
     order by case state when 'current' then 0 when 'next' then 1 else 2 end, created_at desc`,
    [retiredAfter],
  );
  return rows;
}

/** Inserts a key unless one in that state exists already (another instance won the race). */
export async function insertKeyIfStateFree(
  tx: DbClient,
  key: { id: string; privateJwk: JWK; publicJwk: JWK; state: 'current' | 'next' },
): Promise<boolean> {
  const result = await tx.query(
    `insert into auth.signing_keys (id, private_jwk, public_jwk, state, activated_at)
     values ($1, $2, $3, $4, case when $4 = 'current' then now() end)
     on conflict do nothing`,
    [key.id, key.privateJwk, key.publicJwk, key.state],
  );
  return result.rowCount === 1;
}

/** Serializes rotations across instances for the rest of the transaction. */
export async function lockSigningKeys(tx: DbClient): Promise<void> {
  await tx.query(`lock table auth.signing_keys in share row exclusive mode`);
}

export async function retireCurrentKey(tx: DbClient): Promise<void> {
  await tx.query(`update auth.signing_keys set state = 'retired', retired_at = now() where state = 'current'`);
}

export async function promoteNextKey(tx: DbClient): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `update auth.signing_keys set state = 'current', activated_at = now() where state = 'next' returning id`,
  );
  return rows[0]?.id ?? null;
}

/** Deletes retired keys no token can still carry. */
export async function deleteKeysRetiredBefore(tx: DbClient, before: Date): Promise<number> {
  const result = await tx.query(`delete from auth.signing_keys where state = 'retired' and retired_at < $1`, [before]);
  return result.rowCount ?? 0;
}
