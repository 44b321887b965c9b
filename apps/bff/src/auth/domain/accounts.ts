import { randomUUID } from 'node:crypto';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '@seed/domain';
import type { DbClient } from '../../db/db';
import {
  findUserByEmail,
  findUserByPhone,
  insertUser,
  updateUser,
  upsertIdentity,
  type UserRecord,
} from '../data-access/users-repository';
import { authErrors } from './auth-error';
import { isE164, normalizePhone, storedPhone } from './phone';
import type { PasswordHasher } from './secrets';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's e-mail check: trimmed, lower-cased, one @ and a dot in the domain. */
export function validEmail(input: string): string {
  const email = input.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 255)
    throw authErrors.validation('Unable to validate email address: invalid format');
  return email;
}

/** Spec 1 §5 normalization, then Supabase's stored form (digits without +). */
export function validPhone(input: string): string {
  const phone = normalizePhone(input);
  if (!isE164(phone)) throw authErrors.validation(AUTH_MESSAGES.phoneInvalid);
  return storedPhone(phone);
}

export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH);
}

export type Channel = { email: string; phone?: undefined } | { phone: string; email?: undefined };

export async function findUserByChannel(tx: DbClient, channel: Channel, options: { lock?: boolean } = {}) {
  return channel.email !== undefined
    ? findUserByEmail(tx, channel.email, options)
    : findUserByPhone(tx, channel.phone, options);
}

/** identity_data of the email/phone identity, as GoTrue writes it. */
export function channelIdentityData(
  user: Pick<UserRecord, 'id' | 'email' | 'phone' | 'emailConfirmedAt' | 'phoneConfirmedAt'>,
) {
  return {
    sub: user.id,
    ...(user.email ? { email: user.email } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
    email_verified: Boolean(user.emailConfirmedAt),
    phone_verified: Boolean(user.phoneConfirmedAt),
  };
}

export interface NewAccount {
  email?: string;
  phone?: string;
  password?: string;
  /** The password's hash when the caller already computed it (sign-up hashes before its lookup). */
  passwordHash?: string;
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  userMetadata?: Record<string, unknown>;
  /**
   * An OpenID Connect provider the account is created through: it becomes app_metadata's
   * provider and no email/phone identity is created (the caller adds the provider's).
   */
  provider?: string;
}

/**
 * Creates an account with its email or phone identity (both when both are given). Inputs
 * must already be validated. Throws email_exists / phone_exists when taken.
 */
export async function createAccount(tx: DbClient, hasher: PasswordHasher, account: NewAccount): Promise<UserRecord> {
  const id = randomUUID();
  const now = new Date();
  const channels = [...(account.email ? ['email'] : []), ...(account.phone ? ['phone'] : [])];
  const provider = account.provider ?? (account.email ? 'email' : 'phone');
  const providers = account.provider ? [account.provider] : channels;
  const base = {
    id,
    email: account.email ?? null,
    phone: account.phone ?? null,
    emailConfirmedAt: account.email && account.emailConfirmed ? now : null,
    phoneConfirmedAt: account.phone && account.phoneConfirmed ? now : null,
  };
  const identityData = channelIdentityData(base);
  const user = await insertUser(tx, {
    ...base,
    encryptedPassword: account.passwordHash ?? (account.password ? await hasher.hash(account.password) : null),
    appMetadata: { provider, providers },
    // A provider's claims (its sub, email, name) win over the local ones; otherwise the local ones win.
    userMetadata: account.provider
      ? { ...identityData, ...(account.userMetadata ?? {}) }
      : { ...(account.userMetadata ?? {}), ...identityData },
  });
  if (!user) throw account.email ? authErrors.emailExists() : authErrors.phoneExists();
  if (!account.provider) {
    for (const p of channels) {
      await upsertIdentity(tx, { userId: id, provider: p, providerId: id, identityData, signedIn: false });
    }
  }
  return user;
}

/** Marks the e-mail or phone confirmed and mirrors it into the identity and metadata. */
export async function confirmChannel(tx: DbClient, user: UserRecord, channel: 'email' | 'phone'): Promise<UserRecord> {
  const now = new Date();
  const patch =
    channel === 'email'
      ? { emailConfirmedAt: user.emailConfirmedAt ?? now }
      : { phoneConfirmedAt: user.phoneConfirmedAt ?? now };
  const confirmed = { ...user, ...patch };
  const identityData = channelIdentityData(confirmed);
  const updated = await updateUser(tx, user.id, {
    ...patch,
    userMetadata: {
      ...user.userMetadata,
      email_verified: identityData.email_verified,
      phone_verified: identityData.phone_verified,
    },
  });
  await upsertIdentity(tx, { userId: user.id, provider: channel, providerId: user.id, identityData, signedIn: false });
  return updated;
}

/** Adds a provider to app_metadata.providers. */
export async function addProvider(tx: DbClient, user: UserRecord, provider: string): Promise<UserRecord> {
  const providers = Array.isArray(user.appMetadata.providers) ? (user.appMetadata.providers as string[]) : [];
  if (providers.includes(provider)) return user;
  return updateUser(tx, user.id, {
    appMetadata: {
      ...user.appMetadata,
      provider: user.appMetadata.provider ?? provider,
      providers: [...providers, provider],
    },
  });
}
