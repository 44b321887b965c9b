import {
  ACCOUNT_MESSAGES as M,
  AVATAR_LIMITS,
  AvatarUpdated,
  ErrorBody,
  InvitationCreate,
  InvitationDetails,
  InvitationIdParams,
  InvitationTokenParams,
  isAvatarContentType,
  Me,
  Organization,
  OrganizationInvitation,
  OrganizationMembers,
  OrganizationUpdate,
  Profile,
  ProfileUpdate,
  sniffAvatarType,
} from '@seed/domain';
import express, { type Request, type RequestHandler, type Router } from 'express';
import type { UserClaims } from '../../db/db';
import { AppError } from '../../shared/app-error';
import type { ApiRegistry, HttpMethod } from '../../shared/http/api-registry';
import { addRoute, toExpressPath } from '../../shared/http/route';
import type { AccountsService } from '../domain/accounts-service';

export interface AccountsRouteDeps {
  registry: ApiRegistry;
  service: AccountsService;
  /** 401 unless a valid access token is sent; sets res.locals.auth = { claims }. */
  requireUser: RequestHandler;
  /** Like requireUser, but a caller without a token goes on with res.locals.auth = null. */
  optionalUser: RequestHandler;
  /** Origin of the portal for links in e-mails; null = the request's own origin. */
  siteUrl: string;
}

const TAGS = ['accounts'];
const NO_STORE = { 'Cache-Control': 'no-store' };

/** The caller's verified claims (set by requireUser / optionalUser), or null when anonymous. */
function claimsOf(req: Request): UserClaims | null {
  const auth = (req.res?.locals as { auth?: { claims: UserClaims } | null } | undefined)?.auth;
  return auth?.claims ?? null;
}

function signedIn(req: Request): UserClaims {
  const claims = claimsOf(req);
  if (!claims) throw AppError.unauthorized();
  return claims;
}

/** The raw image body of PUT /profile/avatar, with the spec's messages for what is refused. */
function imageBody(): RequestHandler {
  const parse = express.raw({
    type: (req) => isAvatarContentType(req.headers['content-type']),
    limit: AVATAR_LIMITS.maxBytes,
  });
  return (req, res, next) => {
    parse(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new AppError(413, 'image_too_large', M.avatarTooLarge));
        return;
      }
      next(error);
    });
  };
}

/**
 * /api/v1/me, /onboarding, /invitations/{token}, /organization, /organization/members,
 * /organization/invitations, /profile, /profile/avatar, /profile/verification/sync.
 */
export function mountAccountsRoutes(router: Router, deps: AccountsRouteDeps): void {
  const { registry, service } = deps;
  /** Middlewares that run before the route's own handler (addRoute mounts that one). */
  const before = (method: HttpMethod, path: string, ...handlers: RequestHandler[]) =>
    router[method](toExpressPath(path), ...handlers);

  before('get', '/api/v1/me', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/me',
      operationId: 'getMe',
      summary: 'The signed-in user, their profile, organization, role and any pending invitation (one query)',
      tags: TAGS,
      responses: { 200: { description: 'The auth context of the shell', schema: Me } },
    },
    async ({ req }) => ({ status: 200, body: await service.me(signedIn(req)), headers: NO_STORE }),
  );

  before('post', '/api/v1/onboarding', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/onboarding',
      operationId: 'completeOnboarding',
      summary: 'Post-authentication setup: existing profile, else join the pending invitation, else a new organization',
      description:
        'One transaction (spec 1 §4 auth callback). Idempotent: a user with a profile gets it back unchanged. ' +
        'The organization is named after metadata organization_name when given at registration.',
      tags: TAGS,
      responses: { 200: { description: 'The auth context after setup', schema: Me } },
    },
    async ({ req }) => ({ status: 200, body: await service.onboard(signedIn(req)), headers: NO_STORE }),
  );

  before('get', '/api/v1/invitations/{token}', deps.optionalUser);
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/invitations/{token}',
      operationId: 'getInvitation',
      summary: 'What the invitation page shows; works signed out for whoever holds the token',
      tags: TAGS,
      request: { params: InvitationTokenParams },
      responses: {
        200: { description: 'The invitation', schema: InvitationDetails },
        404: { description: 'Invalid or expired invitation.', schema: ErrorBody },
      },
    },
    async ({ req, params }) => ({
      status: 200,
      body: await service.getInvitation(claimsOf(req), params.token),
      headers: NO_STORE,
    }),
  );

  before('post', '/api/v1/invitations/{token}/accept', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/invitations/{token}/accept',
      operationId: 'acceptInvitation',
      summary: 'Join the organization of a pending invitation sent to the signed-in, confirmed e-mail',
      tags: TAGS,
      request: { params: InvitationTokenParams },
      responses: {
        200: { description: 'The auth context as a member', schema: Me },
        403: { description: 'Signed in with another e-mail, or an unconfirmed one', schema: ErrorBody },
        404: { description: 'Invalid or expired invitation.', schema: ErrorBody },
        409: { description: 'Already used or canceled, or the user belongs to another organization', schema: ErrorBody },
      },
    },
    async ({ req, params }) => ({
      status: 200,
      body: await service.acceptInvitation(signedIn(req), params.token),
      headers: NO_STORE,
    }),
  );

  before('post', '/api/v1/invitations/{token}/decline', deps.optionalUser);
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/invitations/{token}/decline',
      operationId: 'declineInvitation',
      summary: 'Decline a pending invitation; holding the token is enough (signed in or not)',
      tags: TAGS,
      request: { params: InvitationTokenParams },
      responses: {
        204: { description: 'Declined' },
        404: { description: 'Invalid or expired invitation.', schema: ErrorBody },
        409: { description: 'This invitation has already been used or canceled.', schema: ErrorBody },
      },
    },
    async ({ req, params }) => {
      await service.declineInvitation(claimsOf(req), params.token);
      return { status: 204 };
    },
  );

  before('get', '/api/v1/organization/members', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/api/v1/organization/members',
      operationId: 'listOrganizationMembers',
      summary: "Members of the caller's organization; admins also get its pending invitations",
      tags: TAGS,
      responses: {
        200: { description: 'Members (and invitations, empty for managers)', schema: OrganizationMembers },
        404: { description: 'No organization found for user', schema: ErrorBody },
      },
    },
    async ({ req }) => ({ status: 200, body: await service.listMembers(signedIn(req)), headers: NO_STORE }),
  );

  before('post', '/api/v1/organization/invitations', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/organization/invitations',
      operationId: 'inviteOrganizationMember',
      summary: 'Invite an e-mail to the organization (admins); the e-mail with the link is sent with it',
      tags: TAGS,
      request: { body: InvitationCreate },
      responses: {
        201: { description: 'The pending invitation', schema: OrganizationInvitation },
        403: { description: 'Only admins can invite members or manage invitations', schema: ErrorBody },
        409: { description: 'An invitation has already been sent to this email address', schema: ErrorBody },
      },
    },
    async ({ req, body }) => ({
      status: 201,
      body: await service.inviteMember(signedIn(req), body, deps.siteUrl),
    }),
  );

  before('delete', '/api/v1/organization/invitations/{id}', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'delete',
      path: '/api/v1/organization/invitations/{id}',
      operationId: 'cancelOrganizationInvitation',
      summary: "Cancel (delete) an invitation of the caller's organization (admins)",
      tags: TAGS,
      request: { params: InvitationIdParams },
      responses: {
        204: { description: 'Canceled' },
        403: { description: 'Only admins can invite members or manage invitations', schema: ErrorBody },
        404: { description: 'No such invitation in this organization', schema: ErrorBody },
      },
    },
    async ({ req, params }) => {
      await service.cancelInvitation(signedIn(req), params.id);
      return { status: 204 };
    },
  );

  before('patch', '/api/v1/profile', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'patch',
      path: '/api/v1/profile',
      operationId: 'updateProfile',
      summary: "The caller's full name, phone (normalized to +91…) and address; omitted fields stay",
      tags: TAGS,
      request: { body: ProfileUpdate },
      responses: { 200: { description: 'The updated profile', schema: Profile } },
    },
    async ({ req, body }) => ({ status: 200, body: await service.updateProfile(signedIn(req), body) }),
  );

  before('put', '/api/v1/profile/avatar', deps.requireUser, imageBody());
  addRoute(
    router,
    registry,
    {
      method: 'put',
      path: '/api/v1/profile/avatar',
      operationId: 'replaceAvatar',
      summary: "Replace the caller's avatar",
      description:
        'The body is the image itself (Content-Type image/jpeg, image/png, image/gif or image/webp; at most 5 MB), ' +
        'not multipart. The previous picture is removed.',
      tags: TAGS,
      responses: {
        200: { description: 'The new avatar URL and the updated profile', schema: AvatarUpdated },
        400: { description: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)', schema: ErrorBody },
        413: { description: 'Image is too large. Please select an image under 5MB.', schema: ErrorBody },
      },
    },
    async ({ req }) => {
      const claims = signedIn(req);
      const declared = req.headers['content-type'];
      const bytes: unknown = req.body;
      const actual = Buffer.isBuffer(bytes) ? sniffAvatarType(bytes) : null;
      if (!isAvatarContentType(declared) || !Buffer.isBuffer(bytes) || !actual) {
        throw AppError.badRequest(M.avatarInvalidType, 'invalid_image');
      }
      return { status: 200, body: await service.replaceAvatar(claims, bytes, actual) };
    },
  );

  before('post', '/api/v1/profile/verification/sync', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'post',
      path: '/api/v1/profile/verification/sync',
      operationId: 'syncVerificationStatus',
      summary: 'Copy e-mail and phone confirmation from the auth server into the profile',
      tags: TAGS,
      responses: { 200: { description: 'The updated profile', schema: Profile } },
    },
    async ({ req }) => ({ status: 200, body: await service.syncVerification(signedIn(req)) }),
  );

  before('patch', '/api/v1/organization', deps.requireUser);
  addRoute(
    router,
    registry,
    {
      method: 'patch',
      path: '/api/v1/organization',
      operationId: 'updateOrganization',
      summary: "Name, type and status of the caller's organization (admins)",
      tags: TAGS,
      request: { body: OrganizationUpdate },
      responses: {
        200: { description: 'The updated organization', schema: Organization },
        403: { description: 'Only admins can update organization details', schema: ErrorBody },
      },
    },
    async ({ req, body }) => ({ status: 200, body: await service.updateOrganization(signedIn(req), body) }),
  );
}
