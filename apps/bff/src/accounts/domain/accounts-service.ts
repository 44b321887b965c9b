// Use cases of accounts and organizations (spec 1 §4-§6). They take the caller (claims and the
// roles their endpoint declares) and parsed input, never the request; every database step runs
// in one transaction as the caller, so row-level security scopes it, and roles are checked in
// that transaction before anything is read (db.unitOfWork). Database refusals become the spec's
// words in one table (db/db-refusals.ts).
import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES as M,
  avatarPath,
  invitationLink,
  type AvatarContentType,
  type AvatarUpdated,
  type InvitationCreate,
  type InvitationDetails,
  type Language,
  type Me,
  type Organization,
  type OrganizationInvitation,
  type OrganizationMembers,
  type OrganizationUpdate,
  type Profile,
  type ProfileUpdate,
} from '@seed/domain';
import { ANON, type Db, type DbClient } from '../../db/db';
import { refusalOf } from '../../db/db-refusals';
import { findMembership } from '../../db/membership';
import { AppError } from '../../shared/app-error';
import type { Caller } from '../../shared/http/route';
import type { Logger } from '../../shared/logger';
import * as repo from '../data-access/accounts-repository';
import type { AvatarStorage, InvitationMailer } from './ports';

export interface AccountsServiceDeps {
  db: Db;
  storage: AvatarStorage;
  mailer: InvitationMailer;
  logger: Logger;
  /** Milliseconds since the epoch (avatar file names). */
  now?: () => number;
  /** A short random string that keeps avatar file names of the same millisecond apart. */
  nonce?: () => string;
}

export type AccountsService = ReturnType<typeof createAccountsService>;

/** An unguessable invitation token: 32 random bytes, base64url (the database keeps its sha-256). */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

function toMe(snapshot: repo.AccountSnapshot): Me {
  if (!snapshot.user) throw AppError.unauthorized(M.noUser, 'user_not_found');
  return {
    user: snapshot.user,
    profile: snapshot.profile,
    organization: snapshot.organization,
    role: snapshot.organization ? (snapshot.profile?.role ?? null) : null,
    pending_invitation: snapshot.pendingInvitation,
  };
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, storage, mailer, logger } = deps;
  const now = deps.now ?? Date.now;
  const nonce = deps.nonce ?? (() => randomBytes(6).toString('base64url'));

  return {
    /** GET /me: the auth context of spec 1 §4 in one query. */
    me: (caller: Caller): Promise<Me> =>
      db.unitOfWork({ claims: caller.claims }, {}, async (tx) => toMe(await repo.loadAccountSnapshot(tx))),

    /** POST /onboarding: the auth-callback sequence (spec 1 §4) as one transaction. */
    onboard: (caller: Caller): Promise<Me> =>
      db
        .unitOfWork({ claims: caller.claims }, {}, async (tx) => {
          await repo.completeSignup(tx);
          return toMe(await repo.loadAccountSnapshot(tx));
        })
        .catch((error: unknown) => {
          if (error instanceof AppError) throw error;
          const refusal = refusalOf(error);
          if (refusal) throw refusal;
          // Nothing was kept (the transaction rolled back); the person sees the spec's message.
          throw new AppError(500, 'registration_failed', M.registrationFailed, { cause: error });
        }),

    /** GET /invitations/{token}: signed in or not, whoever holds the token. */
    getInvitation: async (caller: Caller | null, token: string): Promise<InvitationDetails> => {
      const find = (tx: DbClient) => repo.findInvitationByToken(tx, token);
      const invitation = caller
        ? await db.unitOfWork({ claims: caller.claims }, {}, find)
        : await db.unitOfWork(ANON, {}, find);
      if (!invitation) throw AppError.notFound(M.invitationInvalid, 'invitation_not_found');
      return invitation;
    },

    /** POST /invitations/{token}/accept: join the organization; answers the new auth context. */
    acceptInvitation: (caller: Caller, token: string): Promise<Me> =>
      db.unitOfWork({ claims: caller.claims }, {}, async (tx) => {
        await repo.acceptInvitation(tx, token);
        return toMe(await repo.loadAccountSnapshot(tx));
      }),

    /** POST /invitations/{token}/decline: holding the token is the proof, as for reading it. */
    declineInvitation: async (caller: Caller | null, token: string): Promise<void> => {
      const decline = (tx: DbClient) => repo.declineInvitation(tx, token);
      if (caller) await db.unitOfWork({ claims: caller.claims }, {}, decline);
      else await db.unitOfWork(ANON, {}, decline);
    },

    /** GET /organization/members: members for everyone, pending invitations for admins. */
    listMembers: (caller: Caller): Promise<OrganizationMembers> =>
      db.unitOfWork({ claims: caller.claims }, {}, async (tx) => {
        const membership = await findMembership(tx);
        if (!membership?.organizationId) throw AppError.notFound(M.noOrganization, 'no_organization');
        const members = await repo.listMembers(tx);
        const invitations = membership.role === 'admin' ? await repo.listPendingInvitations(tx) : [];
        return { members, invitations };
      }),

    /** POST /organization/invitations: admins only; the e-mail goes out with the invitation. */
    inviteMember: async (
      caller: Caller,
      input: InvitationCreate,
      origin: string,
      requestLanguage: Language,
    ): Promise<OrganizationInvitation> => {
      const invitation = await db.unitOfWork(caller, {}, async (tx, { member: { organizationId, fullName } }) => {
        const token = newInvitationToken();
        const created = await repo.insertInvitation(tx, {
          organizationId,
          email: input.email,
          role: input.role,
          token,
          invitedBy: caller.claims.sub,
        });
        await mailer.enqueue(tx, {
          to: created.email,
          organizationName: (await repo.findOrganizationName(tx, organizationId)) ?? '',
          role: created.role,
          inviterName: fullName,
          link: invitationLink(origin, token),
          invitedByUserId: caller.claims.sub,
          requestLanguage,
        });
        return created;
      });
      await mailer.afterCommit();
      return invitation;
    },

    /** DELETE /organization/invitations/{id}: admins cancel (delete) an invitation of their organization. */
    cancelInvitation: (caller: Caller, id: string): Promise<void> =>
      db.unitOfWork(caller, {}, async (tx) => {
        if (!(await repo.deleteInvitation(tx, id)))
          throw AppError.notFound(M.invitationNotFoundForCancel, 'invitation_not_found');
      }),

    /** PATCH /profile: the caller's name, phone and address. */
    updateProfile: (caller: Caller, input: ProfileUpdate): Promise<Profile> =>
      db.unitOfWork({ claims: caller.claims }, {}, async (tx) => {
        const profile = await repo.updateOwnProfile(tx, input);
        if (!profile) throw AppError.notFound(M.noProfile, 'profile_not_found');
        return profile;
      }),

    /** PUT /profile/language: the language the caller chose, kept on their profile. */
    setLanguage: (caller: Caller, language: Language): Promise<Profile> =>
      db.unitOfWork({ claims: caller.claims }, {}, async (tx) => {
        const profile = await repo.setOwnLanguage(tx, language);
        if (!profile) throw AppError.notFound(M.noProfile, 'profile_not_found');
        return profile;
      }),

    /**
     * PUT /profile/avatar: store the new picture, point the profile at it, then remove the
     * old one. A failed update removes the new file; a failed removal only leaves a file.
     */
    replaceAvatar: async (caller: Caller, bytes: Buffer, contentType: AvatarContentType): Promise<AvatarUpdated> => {
      const exists = await db.unitOfWork(
        { claims: caller.claims },
        {},
        async (tx) => (await findMembership(tx)) !== null,
      );
      if (!exists) throw AppError.notFound(M.noProfile, 'profile_not_found');

      const path = avatarPath(caller.claims.sub, now(), contentType, nonce());
      let publicUrl: string;
      try {
        ({ publicUrl } = await storage.put(path, bytes, contentType));
      } catch (error) {
        throw new AppError(502, 'avatar_upload_failed', M.avatarUploadFailed, { cause: error });
      }

      let replaced: { profile: Profile; previousUrl: string | null } | null;
      try {
        replaced = await db.unitOfWork({ claims: caller.claims }, {}, (tx) => repo.replaceOwnAvatarUrl(tx, publicUrl));
      } catch (error) {
        await storage
          .remove(path)
          .catch((removeError: unknown) => logger.warn({ err: removeError, path }, 'avatar cleanup failed'));
        throw error;
      }
      if (!replaced) {
        await storage.remove(path).catch(() => {});
        throw AppError.notFound(M.noProfile, 'profile_not_found');
      }

      const previousPath = replaced.previousUrl ? storage.pathOf(replaced.previousUrl) : null;
      // Only the caller's own files: avatar_url is theirs to write, other people's pictures are not.
      if (previousPath && previousPath !== path && previousPath.startsWith(`${caller.claims.sub}/`)) {
        await storage
          .remove(previousPath)
          .catch((error: unknown) => logger.warn({ err: error, path: previousPath }, 'old avatar not removed'));
      }
      return { avatar_url: publicUrl, profile: replaced.profile };
    },

    /** POST /profile/verification/sync: copy e-mail/phone confirmation from the auth server. */
    syncVerification: (caller: Caller): Promise<Profile> =>
      db.unitOfWork({ claims: caller.claims }, {}, (tx) => repo.syncVerificationStatus(tx)),

    /** PATCH /organization: admins only (spec 1 §5). */
    updateOrganization: (caller: Caller, input: OrganizationUpdate): Promise<Organization> =>
      db.unitOfWork(caller, {}, async (tx, { member: { organizationId } }) => {
        const organization = await repo.updateOwnOrganization(tx, organizationId, input);
        // Row-level security hid the row: the role changed under us.
        if (!organization) throw AppError.forbidden(M.onlyAdminsUpdateOrganization, 'role_required');
        // The form sends the status it shows; a different one is an attempt to change it, which
        // only the platform may (throwing rolls the name and type back too).
        if (organization.status !== input.status) {
          throw AppError.forbidden(M.organizationStatusPlatformOnly, 'organization_status_platform_only');
        }
        return organization;
      }),
  };
}
