import type { DbClient } from '../../db/db';
import { listFactors, type FactorRecord } from '../data-access/factors-repository';
import { findUserById, listIdentities, type IdentityRecord, type UserRecord } from '../data-access/users-repository';

/** A user with what GoTrue reports alongside: identities and MFA factors. */
export interface UserView {
  user: UserRecord;
  identities: IdentityRecord[];
  factors: FactorRecord[];
}

export async function loadUserView(tx: DbClient, userId: string): Promise<UserView | null> {
  const user = await findUserById(tx, userId);
  if (!user) return null;
  const [identities, factors] = await Promise.all([listIdentities(tx, userId), listFactors(tx, userId)]);
  return { user, identities, factors };
}

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

/** The user object of GoTrue's answers (what supabase-js exposes as `User`). */
export function userJson(view: UserView): Record<string, unknown> {
  const { user, identities, factors } = view;
  const json: Record<string, unknown> = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phoneConfirmedAt),
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.confirmedAt ?? user.emailConfirmedAt ?? user.phoneConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.emailChange ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    new_phone: user.phoneChange ?? undefined,
    phone_change_sent_at: iso(user.phoneChangeSentAt),
    reauthentication_sent_at: iso(user.reauthenticationSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: identities.map((identity) => ({
      identity_id: identity.id,
      id: identity.providerId,
      user_id: identity.userId,
      identity_data: identity.identityData,
      provider: identity.provider,
      last_sign_in_at: iso(identity.lastSignInAt),
      created_at: iso(identity.createdAt),
      updated_at: iso(identity.updatedAt),
      ...(identity.email ? { email: identity.email } : {}),
    })),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
    is_anonymous: user.isAnonymous,
  };
  if (factors.length > 0) json.factors = factors.map(factorJson);
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined));
}

export function factorJson(factor: FactorRecord): Record<string, unknown> {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName ?? '',
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    ...(factor.lastChallengedAt ? { last_challenged_at: factor.lastChallengedAt.toISOString() } : {}),
  };
}
