import type { DbClient } from '../../db/db';

export interface FlowStateRecord {
  id: string;
  userId: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: 's256' | 'plain' | null;
  authenticationMethod: string;
  providerType: string | null;
  providerAccessToken: string | null;
  providerRefreshToken: string | null;
  providerCodeVerifier: string | null;
  providerNonce: string | null;
  redirectTo: string | null;
  createdAt: Date;
  authCodeIssuedAt: Date | null;
}

const COLUMNS = `id, user_id as "userId", code_challenge as "codeChallenge", code_challenge_method as "codeChallengeMethod",
  authentication_method as "authenticationMethod", provider_type as "providerType",
  provider_access_token as "providerAccessToken", provider_refresh_token as "providerRefreshToken",
  provider_code_verifier as "providerCodeVerifier", provider_nonce as "providerNonce", redirect_to as "redirectTo",
  created_at as "createdAt", auth_code_issued_at as "authCodeIssuedAt"`;

/** A PKCE flow whose auth code is issued now (after an e-mail link was verified). */
export async function insertIssuedFlowState(
  tx: DbClient,
  flow: { userId: string; authCodeHash: string; codeChallenge: string; codeChallengeMethod: string; authenticationMethod: string },
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code_hash, code_challenge, code_challenge_method, authentication_method,
       auth_code_issued_at)
     values ($1, $2, $3, $4, $5, now())`,
    [flow.userId, flow.authCodeHash, flow.codeChallenge, flow.codeChallengeMethod, flow.authenticationMethod],
  );
}

/** A third-party sign-in waiting for the provider's callback. */
export async function insertProviderFlowState(
  tx: DbClient,
  flow: {
    providerStateHash: string;
    providerType: string;
    providerCodeVerifier: string;
    providerNonce: string;
    redirectTo: string;
    codeChallenge: string | null;
    codeChallengeMethod: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into auth.flow_state (provider_state_hash, provider_type, provider_code_verifier, provider_nonce, redirect_to,
       code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5, $6, $7, 'oauth')`,
    [
      flow.providerStateHash,
      flow.providerType,
      flow.providerCodeVerifier,
      flow.providerNonce,
      flow.redirectTo,
      flow.codeChallenge,
      flow.codeChallengeMethod,
    ],
  );
}

export async function takeFlowStateByProviderState(tx: DbClient, stateHash: string): Promise<FlowStateRecord | null> {
  const { rows } = await tx.query<FlowStateRecord>(
    `update auth.flow_state set provider_state_hash = null, updated_at = now()
     where provider_state_hash = $1 returning ${COLUMNS}`,
    [stateHash],
  );
  return rows[0] ?? null;
}

/** The provider came back: the client's auth code is issued; the provider's tokens wait for the exchange. */
export async function issueAuthCode(
  tx: DbClient,
  id: string,
  userId: string,
  authCodeHash: string,
  providerTokens: { accessToken: string; refreshToken: string | null },
): Promise<void> {
  await tx.query(
    `update auth.flow_state set user_id = $2, auth_code_hash = $3, auth_code_issued_at = now(), updated_at = now(),
       provider_code_verifier = null, provider_nonce = null, provider_access_token = $4, provider_refresh_token = $5
     where id = $1`,
    [id, userId, authCodeHash, providerTokens.accessToken, providerTokens.refreshToken],
  );
}

export async function findFlowStateByAuthCode(tx: DbClient, authCodeHash: string): Promise<FlowStateRecord | null> {
  const { rows } = await tx.query<FlowStateRecord>(
    `select ${COLUMNS} from auth.flow_state where auth_code_hash = $1 for update`,
    [authCodeHash],
  );
  return rows[0] ?? null;
}

export async function deleteFlowState(tx: DbClient, id: string): Promise<void> {
  await tx.query(`delete from auth.flow_state where id = $1`, [id]);
}

/** Abandoned flows (never called back, never exchanged). */
export async function deleteFlowStatesBefore(tx: DbClient, before: Date): Promise<void> {
  await tx.query(`delete from auth.flow_state where created_at < $1`, [before]);
}
