// The one membership and role check of the BFF: who the caller is in their organization, read
// in the unit of work's own transaction (so the answer cannot change before the work is done),
// and refused with the declaration's words when the endpoint's roles are not theirs. Row-level
// security (private.has_role in the policies) remains the guard underneath.
import { z } from 'zod';
import { Role, type EndpointRoles } from '@seed/domain';
import { AppError } from '../shared/app-error';
import type { Caller } from '../shared/http/route';
import type { Db, DbClient } from './db';

const MembershipRow = z.object({
  profile_id: z.uuid(),
  full_name: z.string().nullable(),
  role: Role.nullable(),
  organization_id: z.uuid().nullable(),
});

/** The caller's profile in their organization (null without a profile). */
export interface Membership {
  profileId: string;
  fullName: string | null;
  role: Role | null;
  organizationId: string | null;
}

/** A member with one of the roles an endpoint needs. */
export interface RoleMember extends Membership {
  role: Role;
  organizationId: string;
}

/** One indexed read of the caller's profile (auth.uid() of the transaction's claims), planned once per connection. */
const MEMBERSHIP_READ = `select profile_id, full_name, role, organization_id from private.caller_membership()`;

function membershipOf(row: Record<string, unknown> | null | undefined): Membership | null {
  if (!row) return null;
  const parsed = MembershipRow.parse(row);
  return {
    profileId: parsed.profile_id,
    fullName: parsed.full_name,
    role: parsed.role,
    organizationId: parsed.organization_id,
  };
}

/** The caller's profile in their organization (null without a profile), read now in `tx`. */
export async function findMembership(tx: DbClient): Promise<Membership | null> {
  const { rows } = await tx.query(MEMBERSHIP_READ);
  return membershipOf(rows[0]);
}

/** 403 with the declaration's words unless the caller has one of its roles in an organization. */
function checkRole(membership: Membership | null, roles: EndpointRoles): RoleMember {
  if (!membership?.organizationId) {
    throw AppError.forbidden(roles.withoutOrganization ?? roles.message, 'no_organization');
  }
  if (!membership.role || !roles.allowed.includes(membership.role)) {
    throw AppError.forbidden(roles.message, 'role_required');
  }
  return membership as RoleMember;
}

/**
 * Runs fn in the caller's transaction after checking the roles their endpoint declares
 * (Caller.roles, from libs/domain): the unit of work of every role-limited use case.
 */
export function withRole<T>(db: Db, caller: Caller, fn: (tx: DbClient, member: RoleMember) => Promise<T>): Promise<T> {
  const roles = rolesOf(caller);
  // the membership is read in the round trip that opens the transaction
  return db.withUserTxReading(
    caller.claims,
    [MEMBERSHIP_READ],
    (tx, [membershipRows]) => fn(tx, checkRole(membershipOf(membershipRows?.[0]), roles)),
    { readOnly: caller.readOnly },
  );
}

/**
 * A screen that is only reads (`reads`: statements with their values as sqlLiteral, e.g. one
 * function call) in ONE round trip: they run with the membership in a READ ONLY transaction begun
 * and committed in that trip (db.readAsUser), then the roles are checked and fn makes the answer
 * from their rows. A caller the check refuses gets the 403, never the rows.
 */
export async function readWithRole<T>(
  db: Db,
  caller: Caller,
  reads: readonly string[],
  fn: (member: RoleMember, rows: Record<string, unknown>[][]) => T,
): Promise<T> {
  const roles = rolesOf(caller);
  const [membershipRows, ...readRows] = await db.readAsUser(caller.claims, [MEMBERSHIP_READ, ...reads]);
  return fn(checkRole(membershipOf(membershipRows?.[0]), roles), readRows);
}

function rolesOf(caller: Caller): EndpointRoles {
  if (!caller.roles) throw new Error('withRole is for endpoints that declare roles');
  return caller.roles;
}

/**
 * Runs fn in the caller's transaction after checking they belong to an organization, whatever
 * their role: the unit of work of reads open to every member (403 `withoutOrganization` else).
 */
export function withMember<T>(
  db: Db,
  caller: Caller,
  withoutOrganization: string,
  fn: (tx: DbClient, member: Membership & { organizationId: string }) => Promise<T>,
): Promise<T> {
  return db.withUserTxReading(
    caller.claims,
    [MEMBERSHIP_READ],
    async (tx, [membershipRows]) => {
      const membership = membershipOf(membershipRows?.[0]);
      if (!membership?.organizationId) throw AppError.forbidden(withoutOrganization, 'no_organization');
      return fn(tx, { ...membership, organizationId: membership.organizationId });
    },
    { readOnly: caller.readOnly },
  );
}
