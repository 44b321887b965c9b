// Queries of the accounts component. Every function runs inside the caller's transaction
// (db.unitOfWork, as the user or ANON), so the row-level-security policies and the SQL functions
// of supabase/migrations/20261122030* decide what is visible; no business rules here.
import {
  Organization,
  OrganizationInvitation,
  Profile,
  type AccountUser,
  type InvitationDetails,
  type Language,
  type OrganizationMember,
  type OrganizationType,
  type PendingInvitationSummary,
  type Role,
} from '@seed/domain';
import { dbTime } from '../../db/columns';
import type { DbClient } from '../../db/db';

const PROFILE_COLUMNS = `id, auth_id, full_name, role, organization_id, email_verified, phone_verified, is_active,
  phone, address, avatar_url, company_name, language, updated_at`;
const ORGANIZATION_COLUMNS = 'id, name, type, status, slug, owner_id, updated_at';
const INVITATION_COLUMNS = 'id, email, organization_id, role, status, invited_by, created_at';

type Row = Record<string, unknown>;

// Rows parsed with the contract's schemas (timestamps made ISO text), not cast.
const ProfileRow = Profile.extend({ updated_at: dbTime });
const OrganizationRow = Organization.extend({ updated_at: dbTime });
const InvitationRow = OrganizationInvitation.extend({ created_at: dbTime });

const toProfile = (row: unknown): Profile => ProfileRow.parse(row);
const toOrganization = (row: unknown): Organization => OrganizationRow.parse(row);
const toInvitation = (row: unknown): OrganizationInvitation => InvitationRow.parse(row);

export interface AccountSnapshot {
  user: AccountUser | null;
  profile: Profile | null;
  organization: Organization | null;
  pendingInvitation: PendingInvitationSummary | null;
}

/**
 * The caller's account, profile, organization and (while they have no organization) the
 * invitation waiting for their e-mail, in one statement: the shell loads it on every start.
 */
export async function loadAccountSnapshot(tx: DbClient): Promise<AccountSnapshot> {
  const { rows } = await tx.query<{
    account: Row | null;
    profile: Row | null;
    organization: Row | null;
    pending: Row | null;
  }>(
    `with profile as (
       select ${PROFILE_COLUMNS} from public.profiles where auth_id = (select auth.uid())
     ),
     organization as (
       select ${ORGANIZATION_COLUMNS.split(', ')
         .map((c) => `o.${c}`)
         .join(', ')}
       from public.organizations o join profile p on o.id = p.organization_id
     )
     select
       (select to_jsonb(a) from public.current_account() a) as account,
       (select to_jsonb(p) from profile p) as profile,
       (select to_jsonb(o) from organization o) as organization,
       (select to_jsonb(i) from public.my_pending_invitation() i where not exists (select 1 from organization)) as pending`,
  );
  const row = rows[0]!;
  return {
    user: row.account
      ? {
          id: row.account.id as string,
          email: (row.account.email as string | null) ?? null,
          phone: (row.account.phone as string | null) ?? null,
          email_confirmed: row.account.email_confirmed as boolean,
          phone_confirmed: row.account.phone_confirmed as boolean,
        }
      : null,
    profile: row.profile ? toProfile(row.profile) : null,
    organization: row.organization ? toOrganization(row.organization) : null,
    pendingInvitation: row.pending
      ? { organization_name: row.pending.organization_name as string, role: row.pending.role as Role }
      : null,
  };
}

export async function completeSignup(tx: DbClient): Promise<void> {
  await tx.query('select public.complete_signup()');
}

export async function acceptInvitation(tx: DbClient, token: string): Promise<void> {
  await tx.query('select public.accept_invitation($1)', [token]);
}

export async function declineInvitation(tx: DbClient, token: string): Promise<void> {
  await tx.query('select public.decline_invitation($1)', [token]);
}

export async function findInvitationByToken(tx: DbClient, token: string): Promise<InvitationDetails | null> {
  const { rows } = await tx.query('select organization_name, role, email, status from public.get_invitation($1)', [
    token,
  ]);
  return (rows[0] as InvitationDetails | undefined) ?? null;
}

export async function listMembers(tx: DbClient): Promise<OrganizationMember[]> {
  const { rows } = await tx.query('select id, full_name, email, role from public.organization_members()');
  return rows as OrganizationMember[];
}

/** Pending invitations of the caller's organization (RLS: admins only). */
export async function listPendingInvitations(tx: DbClient): Promise<OrganizationInvitation[]> {
  const { rows } = await tx.query(
    `select ${INVITATION_COLUMNS} from public.organization_invitations
     where status = 'pending' order by created_at desc, id`,
  );
  return rows.map(toInvitation);
}

export async function insertInvitation(
  tx: DbClient,
  input: { organizationId: string; email: string; role: Role; token: string; invitedBy: string },
): Promise<OrganizationInvitation> {
  const { rows } = await tx.query(
    `insert into public.organization_invitations (organization_id, email, role, token_hash, invited_by)
     values ($1, $2, $3, private.invitation_token_hash($4), $5)
     returning ${INVITATION_COLUMNS}`,
    [input.organizationId, input.email, input.role, input.token, input.invitedBy],
  );
  return toInvitation(rows[0]);
}

export async function findOrganizationName(tx: DbClient, organizationId: string): Promise<string | null> {
  const { rows } = await tx.query('select name from public.organizations where id = $1', [organizationId]);
  return (rows[0]?.name as string | undefined) ?? null;
}

/** Deletes an invitation the caller may delete (RLS); false when there is none. */
export async function deleteInvitation(tx: DbClient, id: string): Promise<boolean> {
  const result = await tx.query('delete from public.organization_invitations where id = $1', [id]);
  return (result.rowCount ?? 0) > 0;
}

/** The caller's chosen language (RLS: their own row); null when they have no profile. */
export async function setOwnLanguage(tx: DbClient, language: Language): Promise<Profile | null> {
  const { rows } = await tx.query(
    `update public.profiles set language = $1 where auth_id = (select auth.uid()) returning ${PROFILE_COLUMNS}`,
    [language],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}

export async function updateOwnProfile(
  tx: DbClient,
  changes: { full_name: string; phone?: string | null; address?: string | null },
): Promise<Profile | null> {
  const { rows } = await tx.query(
    `update public.profiles set
       full_name = $1,
       phone = case when $2::boolean then $3 else phone end,
       address = case when $4::boolean then $5 else address end
     where auth_id = (select auth.uid())
     returning ${PROFILE_COLUMNS}`,
    [
      changes.full_name,
      changes.phone !== undefined,
      changes.phone ?? null,
      changes.address !== undefined,
      changes.address ?? null,
    ],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}

/** Sets the caller's avatar; returns the updated profile and the URL it replaced. */
export async function replaceOwnAvatarUrl(
  tx: DbClient,
  avatarUrl: string,
): Promise<{ profile: Profile; previousUrl: string | null } | null> {
  const { rows } = await tx.query(
    `with previous as (
       select id, avatar_url from public.profiles where auth_id = (select auth.uid()) for update
     )
     update public.profiles p set avatar_url = $1
     from previous
     where p.id = previous.id
     returning ${PROFILE_COLUMNS.split(',')
       .map((c) => `p.${c.trim()}`)
       .join(', ')}, previous.avatar_url as previous_url`,
    [avatarUrl],
  );
  const row = rows[0];
  return row ? { profile: toProfile(row), previousUrl: (row.previous_url as string | null) ?? null } : null;
}

export async function syncVerificationStatus(tx: DbClient): Promise<Profile> {
  const { rows } = await tx.query(`select ${PROFILE_COLUMNS} from public.sync_verification_status()`);
  return toProfile(rows[0]);
}

/** Updates the caller's organization (RLS: admins only); null when no row may be changed. */
export async function updateOwnOrganization(
  tx: DbClient,
  organizationId: string,
  changes: { name: string; type: OrganizationType },
): Promise<Organization | null> {
  // status is the platform's (20261123010000_organization_platform_fields.sql): never written here.
  const { rows } = await tx.query(
    `update public.organizations set name = $2, type = $3 where id = $1 returning ${ORGANIZATION_COLUMNS}`,
    [organizationId, changes.name, changes.type],
  );
  return rows[0] ? toOrganization(rows[0]) : null;
}
