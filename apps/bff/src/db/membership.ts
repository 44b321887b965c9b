// The one membership and role check of the BFF: who the caller is in their organization, read
// in the unit of work's own transaction (db.unitOfWork reads it in the round trip that opens it,
// so the answer cannot change before the work is done), and refused with the declaration's words
// when the endpoint's roles are not theirs. Row-level security (private.has_role in the policies)
// remains the guard underneath.
import { z } from 'zod';
import { Role, type EndpointRoles } from '@seed/domain';
import { AppError } from '../shared/app-error';
import type { DbClient } from './db';

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
export const MEMBERSHIP_READ = `select profile_id, full_name, role, organization_id from private.caller_membership()`;

export function membershipOf(row: Record<string, unknown> | null | undefined): Membership | null {
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
export function checkRole(membership: Membership | null, roles: EndpointRoles): RoleMember {
  if (!membership?.organizationId) {
    throw AppError.forbidden(roles.withoutOrganization ?? roles.message, 'no_organization');
  }
  if (!membership.role || !roles.allowed.includes(membership.role)) {
    throw AppError.forbidden(roles.message, 'role_required');
  }
  return membership as RoleMember;
}
