// Arranges accounts rows as the database superuser (as Supabase's dashboard would), so the
// tests then act as a user through role `authenticated` and see what the policies allow.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ANON, type Db, type DbClient } from '../../apps/bff/src/db/db';

export type Queryable = Pick<pg.ClientBase, 'query'>;

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.org`;

export interface UserSeed {
  email?: string | null;
  emailConfirmed?: boolean;
  phone?: string | null;
  phoneConfirmed?: boolean;
  fullName?: string | null;
  organizationName?: string;
}

/** An auth.users row as the auth server writes it; returns its id. */
export async function insertAuthUser(db: Queryable, seed: UserSeed = {}): Promise<string> {
  const id = randomUUID();
  const email = seed.email === undefined ? uniqueEmail('user') : seed.email;
  const meta: Record<string, string> = {};
  if (seed.fullName) meta.full_name = seed.fullName;
  if (seed.organizationName) meta.organization_name = seed.organizationName;
  await db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, phone, phone_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6, '{"provider":"email"}')`,
    [
      id,
      email,
      email && (seed.emailConfirmed ?? true) ? new Date() : null,
      seed.phone ?? null,
      seed.phone && seed.phoneConfirmed ? new Date() : null,
      JSON.stringify(meta),
    ],
  );
  return id;
}

export async function insertOrganization(db: Queryable, name: string, ownerId: string | null): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.organizations (name, slug, owner_id) values ($1, $2, $3) returning id`,
    [name, `org-${randomBytes(6).toString('hex')}`, ownerId],
  );
  return rows[0]!.id;
}

export async function insertProfile(
  db: Queryable,
  authId: string,
  organizationId: string | null,
  role: 'admin' | 'manager' | null,
  fullName = 'Test Member',
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.profiles (auth_id, organization_id, role, full_name) values ($1, $2, $3, $4) returning id`,
    [authId, organizationId, role, fullName],
  );
  return rows[0]!.id;
}

export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export async function insertInvitation(
  db: Queryable,
  input: {
    organizationId: string;
    email: string;
    role?: 'admin' | 'manager';
    invitedBy?: string | null;
    token?: string;
  },
): Promise<{ id: string; token: string }> {
  const token = input.token ?? newInvitationToken();
  const { rows } = await db.query<{ id: string }>(
    `insert into public.organization_invitations (organization_id, email, role, token_hash, invited_by)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      input.organizationId,
      input.email.toLowerCase(),
      input.role ?? 'manager',
      hashToken(token),
      input.invitedBy ?? null,
    ],
  );
  return { id: rows[0]!.id, token };
}

export interface Member {
  userId: string;
  profileId: string;
  email: string;
}

/** An organization with an admin (its owner) and a manager. */
export async function insertOrganizationWithMembers(
  db: Queryable,
  label: string,
): Promise<{ organizationId: string; admin: Member; manager: Member }> {
  const adminEmail = uniqueEmail(`${label}-admin`);
  const managerEmail = uniqueEmail(`${label}-manager`);
  const adminId = await insertAuthUser(db, { email: adminEmail, fullName: `${label} Admin` });
  const managerId = await insertAuthUser(db, { email: managerEmail, fullName: `${label} Manager` });
  const organizationId = await insertOrganization(db, `${label} Seeds`, adminId);
  return {
    organizationId,
    admin: {
      userId: adminId,
      email: adminEmail,
      profileId: await insertProfile(db, adminId, organizationId, 'admin', `${label} Admin`),
    },
    manager: {
      userId: managerId,
      email: managerEmail,
      profileId: await insertProfile(db, managerId, organizationId, 'manager', `${label} Manager`),
    },
  };
}

/** Carries fn's result out of a transaction that must not commit. */
class RolledBack<T> {
  constructor(readonly value: T) {}
}

/**
 * The cast of a slice's policy tests: organizations A and B (each an admin and a manager), a
 * member of A without a role, and a user with a profile but no organization.
 */
export async function insertTwoOrganizations(
  db: Queryable,
  label: string,
): Promise<{
  orgA: { organizationId: string; admin: Member; manager: Member };
  orgB: { organizationId: string; admin: Member; manager: Member };
  roleless: string;
  loner: string;
}> {
  const orgA = await insertOrganizationWithMembers(db, `${label}Alpha`);
  const orgB = await insertOrganizationWithMembers(db, `${label}Bravo`);
  const roleless = await insertAuthUser(db, { fullName: 'No Role' });
  await insertProfile(db, roleless, orgA.organizationId, null, 'No Role');
  const loner = await insertAuthUser(db, { fullName: `Lone ${label}` });
  await insertProfile(db, loner, null, null, `Lone ${label}`);
  return { orgA, orgB, roleless, loner };
}

/**
 * Runs fn through the BFF's own db helpers — db.unitOfWork as the user ({ claims }: role
 * `authenticated`), or as ANON when userId is null — and rolls the transaction back,
 * so each case starts from the same rows.
 */
export async function asUser<T>(db: Db, userId: string | null, fn: (tx: DbClient) => Promise<T>): Promise<T> {
  const run = async (tx: DbClient) => {
    throw new RolledBack(await fn(tx));
  };
  try {
    if (userId) await db.unitOfWork({ claims: { sub: userId } }, {}, run);
    else await db.unitOfWork(ANON, {}, run);
  } catch (error) {
    if (error instanceof RolledBack) return error.value as T;
    throw error;
  }
  throw new Error('unreachable');
}

/** Like asUser, but the transaction commits (for checking what a function left behind). */
export async function commitAs<T>(db: Db, userId: string | null, fn: (tx: DbClient) => Promise<T>): Promise<T> {
  return userId ? db.unitOfWork({ claims: { sub: userId } }, {}, fn) : db.unitOfWork(ANON, {}, fn);
}
