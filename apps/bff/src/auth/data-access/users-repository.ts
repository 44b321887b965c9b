import type { DbClient } from '../../db/db';

export interface UserRecord {
  id: string;
  email: string | null;
  phone: string | null;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  phoneConfirmedAt: Date | null;
  confirmedAt: Date | null;
  confirmationSentAt: Date | null;
  recoverySentAt: Date | null;
  emailChange: string | null;
  emailChangeSentAt: Date | null;
  phoneChange: string | null;
  phoneChangeSentAt: Date | null;
  reauthenticationSentAt: Date | null;
  lastSignInAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  bannedUntil: Date | null;
  isAnonymous: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Columns a use case may change, by their field name. */
export type UserPatch = Partial<
  Pick<
    UserRecord,
    | 'email'
    | 'phone'
    | 'encryptedPassword'
    | 'emailConfirmedAt'
    | 'phoneConfirmedAt'
    | 'confirmationSentAt'
    | 'recoverySentAt'
    | 'emailChange'
    | 'emailChangeSentAt'
    | 'phoneChange'
    | 'phoneChangeSentAt'
    | 'reauthenticationSentAt'
    | 'lastSignInAt'
    | 'appMetadata'
    | 'userMetadata'
  >
>;

const COLUMN_OF: Record<keyof UserPatch, string> = {
  email: 'email',
  phone: 'phone',
  encryptedPassword: 'encrypted_password',
  emailConfirmedAt: 'email_confirmed_at',
  phoneConfirmedAt: 'phone_confirmed_at',
  confirmationSentAt: 'confirmation_sent_at',
  recoverySentAt: 'recovery_sent_at',
  emailChange: 'email_change',
  emailChangeSentAt: 'email_change_sent_at',
  phoneChange: 'phone_change',
  phoneChangeSentAt: 'phone_change_sent_at',
  reauthenticationSentAt: 'reauthentication_sent_at',
  lastSignInAt: 'last_sign_in_at',
  appMetadata: 'raw_app_meta_data',
  userMetadata: 'raw_user_meta_data',
};

const USER_COLUMNS = `
  id, email, nullif(phone, '') as phone, encrypted_password as "encryptedPassword",
  email_confirmed_at as "emailConfirmedAt", phone_confirmed_at as "phoneConfirmedAt",
  confirmed_at as "confirmedAt", confirmation_sent_at as "confirmationSentAt",
  recovery_sent_at as "recoverySentAt", nullif(email_change, '') as "emailChange",
  email_change_sent_at as "emailChangeSentAt", nullif(phone_change, '') as "phoneChange",
  phone_change_sent_at as "phoneChangeSentAt", reauthentication_sent_at as "reauthenticationSentAt",
  last_sign_in_at as "lastSignInAt", coalesce(raw_app_meta_data, '{}'::jsonb) as "appMetadata",
  coalesce(raw_user_meta_data, '{}'::jsonb) as "userMetadata", banned_until as "bannedUntil",
  is_anonymous as "isAnonymous", created_at as "createdAt", updated_at as "updatedAt"`;

const LIVE = 'deleted_at is null';

export async function findUserById(tx: DbClient, id: string, options: { lock?: boolean } = {}): Promise<UserRecord | null> {
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and ${LIVE}${options.lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(tx: DbClient, email: string, options: { lock?: boolean } = {}): Promise<UserRecord | null> {
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and ${LIVE}${options.lock ? ' for update' : ''}`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findUserByPhone(tx: DbClient, phone: string, options: { lock?: boolean } = {}): Promise<UserRecord | null> {
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where phone = $1 and ${LIVE}${options.lock ? ' for update' : ''}`,
    [phone],
  );
  return rows[0] ?? null;
}

/** The user whose pending (new) or current e-mail / phone is `value`, pending first; locked. */
export async function findUserWithPendingChange(
  tx: DbClient,
  kind: 'email' | 'phone',
  value: string,
): Promise<UserRecord | null> {
  const [current, pending] = kind === 'email' ? ['email', 'email_change'] : ['phone', 'phone_change'];
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users
     where ${LIVE} and (lower(${pending}) = lower($1) or lower(${current}) = lower($1))
     order by (lower(${pending}) = lower($1)) desc limit 1 for update`,
    [value],
  );
  return rows[0] ?? null;
}

/** The language the user chose for the portal (public.profiles.language); null when none or no profile. */
export async function findProfileLanguage(tx: DbClient, userId: string): Promise<string | null> {
  const { rows } = await tx.query<{ language: string | null }>(
    `select language from public.profiles where auth_id = $1`,
    [userId],
  );
  return rows[0]?.language ?? null;
}

export interface NewUser {
  id: string;
  email: string | null;
  phone: string | null;
  encryptedPassword: string | null;
  emailConfirmedAt: Date | null;
  phoneConfirmedAt: Date | null;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
}

/** Inserts an account; null when the e-mail or phone is taken (a concurrent sign-up). */
export async function insertUser(tx: DbClient, user: NewUser): Promise<UserRecord | null> {
  const { rows } = await tx.query<UserRecord>(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password,
       email_confirmed_at, phone_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_super_admin)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, $7, $8, false)
     on conflict do nothing
     returning ${USER_COLUMNS}`,
    [
      user.id,
      user.email,
      user.phone,
      user.encryptedPassword,
      user.emailConfirmedAt,
      user.phoneConfirmedAt,
      user.appMetadata,
      user.userMetadata,
    ],
  );
  return rows[0] ?? null;
}

export async function updateUser(tx: DbClient, id: string, patch: UserPatch): Promise<UserRecord> {
  const entries = Object.entries(patch).filter(([, value]) => value !== undefined) as [keyof UserPatch, unknown][];
  const sets = entries.map(([field], i) => `${COLUMN_OF[field]} = $${i + 2}`);
  const { rows } = await tx.query<UserRecord>(
    `update auth.users set ${[...sets, 'updated_at = now()'].join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    [id, ...entries.map(([, value]) => value)],
  );
  if (!rows[0]) throw new Error(`user ${id} vanished`);
  return rows[0];
}

// Identities --------------------------------------------------------------------------------

export interface IdentityRecord {
  id: string;
  providerId: string;
  userId: string;
  identityData: Record<string, unknown>;
  provider: string;
  lastSignInAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  email: string | null;
}

const IDENTITY_COLUMNS = `id, provider_id as "providerId", user_id as "userId", identity_data as "identityData",
  provider, last_sign_in_at as "lastSignInAt", created_at as "createdAt", updated_at as "updatedAt", email`;

export async function listIdentities(tx: DbClient, userId: string): Promise<IdentityRecord[]> {
  const { rows } = await tx.query<IdentityRecord>(
    `select ${IDENTITY_COLUMNS} from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findIdentity(tx: DbClient, provider: string, providerId: string): Promise<IdentityRecord | null> {
  const { rows } = await tx.query<IdentityRecord>(
    `select ${IDENTITY_COLUMNS} from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return rows[0] ?? null;
}

/** Creates the identity, or refreshes its data and sign-in time when it exists. */
export async function upsertIdentity(
  tx: DbClient,
  identity: { userId: string; provider: string; providerId: string; identityData: Record<string, unknown>; signedIn: boolean },
): Promise<void> {
  await tx.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
     values ($1, $2, $3, $4, case when $5 then now() end)
     on conflict (provider_id, provider) do update
       set identity_data = excluded.identity_data,
           last_sign_in_at = coalesce(excluded.last_sign_in_at, auth.identities.last_sign_in_at),
           updated_at = now()`,
    [identity.userId, identity.provider, identity.providerId, identity.identityData, identity.signedIn],
  );
}

export async function touchIdentity(tx: DbClient, userId: string, provider: string): Promise<void> {
  await tx.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = $2`,
    [userId, provider],
  );
}

export async function deleteIdentity(tx: DbClient, userId: string, identityId: string): Promise<void> {
  await tx.query(`delete from auth.identities where user_id = $1 and id = $2`, [userId, identityId]);
}
