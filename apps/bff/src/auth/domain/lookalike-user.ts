import { randomUUID } from 'node:crypto';
import type { IdentityRecord, UserRecord } from '../data-access/users-repository';
import { channelIdentityData, type Channel } from './accounts';
import { userJson } from './user-view';

/**
 * The user POST /signup answers for an address that already has an account: built by the same
 * code, from the same values, as the answer for a brand-new one (fresh ids, now as its times,
 * one unverified identity, the request's data as metadata), so nothing in it tells the two
 * apart and nothing stored about the real account (its id, age, metadata) leaks to the caller.
 * GoTrue's obfuscated user answers `identities: []`, which is itself the tell.
 */
export function lookalikeSignUpUser(channel: Channel, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date();
  const id = randomUUID();
  const provider = channel.email !== undefined ? 'email' : 'phone';
  const base = {
    id,
    email: channel.email ?? null,
    phone: channel.phone ?? null,
    emailConfirmedAt: null,
    phoneConfirmedAt: null,
  };
  const identityData = channelIdentityData(base);
  const user: UserRecord = {
    ...base,
    encryptedPassword: null,
    confirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    emailChange: null,
    emailChangeSentAt: null,
    phoneChange: null,
    phoneChangeSentAt: null,
    reauthenticationSentAt: null,
    lastSignInAt: null,
    appMetadata: { provider, providers: [provider] },
    // createAccount's order: the identity's claims win over the request's data.
    userMetadata: { ...data, ...identityData },
    bannedUntil: null,
    isAnonymous: false,
    createdAt: now,
    updatedAt: now,
  };
  const identity: IdentityRecord = {
    id: randomUUID(),
    providerId: id,
    userId: id,
    identityData,
    provider,
    lastSignInAt: null,
    createdAt: now,
    updatedAt: now,
    email: channel.email ?? null,
  };
  return userJson({ user, identities: [identity], factors: [] });
}
