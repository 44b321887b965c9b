// The accounts endpoints (spec 1): declared once for the BFF and the browser (see endpoint.ts).
import {
  AvatarUpdated,
  InvitationCreate,
  InvitationDetails,
  InvitationIdParams,
  InvitationTokenParams,
  Me,
  OrganizationInvitation,
  OrganizationMembers,
  OrganizationUpdate,
  LanguageChoice,
  ProfileUpdate,
} from './accounts-api';
import { Organization, Profile } from './accounts';
import { ACCOUNT_MESSAGES as M, AVATAR_CONTENT_TYPES } from './accounts-rules';
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';

const tags = ['accounts'] as const;
const invalidInvitation = { description: 'Invalid or expired invitation.', schema: ErrorBody };
const ADMINS_MANAGE_INVITATIONS = { allowed: ['admin'], message: M.onlyAdminsManageInvitations } as const;

export const ACCOUNTS_API = {
  getMe: endpoint({
    method: 'get',
    path: '/api/v1/me',
    operationId: 'getMe',
    summary: 'The signed-in user, their profile, organization, role and any pending invitation (one query)',
    tags,
    auth: 'user',
    responses: { 200: { description: 'The auth context of the shell', schema: Me } },
  }),
  completeOnboarding: endpoint({
    method: 'post',
    path: '/api/v1/onboarding',
    operationId: 'completeOnboarding',
    summary: 'Post-authentication setup: existing profile, else join the pending invitation, else a new organization',
    description:
      'One transaction (spec 1 §4 auth callback). Idempotent: a user with a profile gets it back unchanged. ' +
      'The organization is named after metadata organization_name when given at registration.',
    tags,
    auth: 'user',
    responses: { 200: { description: 'The auth context after setup', schema: Me } },
  }),
  getInvitation: endpoint({
    method: 'get',
    path: '/api/v1/invitations/{token}',
    operationId: 'getInvitation',
    summary: 'What the invitation page shows; works signed out for whoever holds the token',
    tags,
    auth: 'optional',
    request: { params: InvitationTokenParams },
    responses: { 200: { description: 'The invitation', schema: InvitationDetails }, 404: invalidInvitation },
  }),
  acceptInvitation: endpoint({
    method: 'post',
    path: '/api/v1/invitations/{token}/accept',
    operationId: 'acceptInvitation',
    summary: 'Join the organization of a pending invitation sent to the signed-in, confirmed e-mail',
    tags,
    auth: 'user',
    request: { params: InvitationTokenParams },
    responses: {
      200: { description: 'The auth context as a member', schema: Me },
      403: { description: 'Signed in with another e-mail, or an unconfirmed one', schema: ErrorBody },
      404: invalidInvitation,
      409: { description: 'Already used or canceled, or the user belongs to another organization', schema: ErrorBody },
    },
  }),
  declineInvitation: endpoint({
    method: 'post',
    path: '/api/v1/invitations/{token}/decline',
    operationId: 'declineInvitation',
    summary: 'Decline a pending invitation; holding the token is enough (signed in or not)',
    tags,
    auth: 'optional',
    request: { params: InvitationTokenParams },
    responses: {
      204: { description: 'Declined' },
      404: invalidInvitation,
      409: { description: 'This invitation has already been used or canceled.', schema: ErrorBody },
    },
  }),
  listMembers: endpoint({
    method: 'get',
    path: '/api/v1/organization/members',
    operationId: 'listOrganizationMembers',
    summary: "Members of the caller's organization; admins also get its pending invitations",
    tags,
    auth: 'user',
    responses: {
      200: { description: 'Members (and invitations, empty for managers)', schema: OrganizationMembers },
      404: { description: 'No organization found for user', schema: ErrorBody },
    },
  }),
  inviteMember: endpoint({
    method: 'post',
    path: '/api/v1/organization/invitations',
    operationId: 'inviteOrganizationMember',
    summary: 'Invite an e-mail to the organization (admins); the e-mail with the link is sent with it',
    tags,
    auth: 'user',
    roles: ADMINS_MANAGE_INVITATIONS,
    request: { body: InvitationCreate },
    responses: {
      201: { description: 'The pending invitation', schema: OrganizationInvitation },
      409: { description: 'An invitation has already been sent to this email address', schema: ErrorBody },
    },
  }),
  cancelInvitation: endpoint({
    method: 'delete',
    path: '/api/v1/organization/invitations/{id}',
    operationId: 'cancelOrganizationInvitation',
    summary: "Cancel (delete) an invitation of the caller's organization (admins)",
    tags,
    auth: 'user',
    roles: ADMINS_MANAGE_INVITATIONS,
    request: { params: InvitationIdParams },
    responses: {
      204: { description: 'Canceled' },
      404: { description: 'No such invitation in this organization', schema: ErrorBody },
    },
  }),
  updateProfile: endpoint({
    method: 'patch',
    path: '/api/v1/profile',
    operationId: 'updateProfile',
    summary: "The caller's full name, phone (normalized to +91…) and address; omitted fields stay",
    tags,
    auth: 'user',
    request: { body: ProfileUpdate },
    responses: { 200: { description: 'The updated profile', schema: Profile } },
  }),
  setLanguage: endpoint({
    method: 'put',
    path: '/api/v1/profile/language',
    operationId: 'setProfileLanguage',
    summary: 'The language the caller chose for the portal, kept on their profile so it follows them to every device',
    tags,
    auth: 'user',
    request: { body: LanguageChoice },
    responses: {
      200: { description: 'The updated profile', schema: Profile },
      400: { description: 'Please choose English, Hindi or Marathi', schema: ErrorBody },
    },
  }),
  replaceAvatar: endpoint({
    method: 'put',
    path: '/api/v1/profile/avatar',
    operationId: 'replaceAvatar',
    summary: "Replace the caller's avatar",
    description:
      'The body is the image itself (Content-Type image/jpeg, image/png, image/gif or image/webp; at most 5 MB), ' +
      'not multipart. The previous picture is removed.',
    tags,
    auth: 'user',
    request: { rawBody: Object.keys(AVATAR_CONTENT_TYPES) },
    responses: {
      200: { description: 'The new avatar URL and the updated profile', schema: AvatarUpdated },
      400: { description: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)', schema: ErrorBody },
      413: { description: 'Image is too large. Please select an image under 5MB.', schema: ErrorBody },
    },
  }),
  syncVerification: endpoint({
    method: 'post',
    path: '/api/v1/profile/verification/sync',
    operationId: 'syncVerificationStatus',
    summary: 'Copy e-mail and phone confirmation from the auth server into the profile',
    tags,
    auth: 'user',
    responses: { 200: { description: 'The updated profile', schema: Profile } },
  }),
  updateOrganization: endpoint({
    method: 'patch',
    path: '/api/v1/organization',
    operationId: 'updateOrganization',
    summary: "Name and type of the caller's organization (admins); its status is the platform's",
    tags,
    auth: 'user',
    roles: { allowed: ['admin'], message: M.onlyAdminsUpdateOrganization },
    request: { body: OrganizationUpdate },
    responses: { 200: { description: 'The updated organization', schema: Organization } },
  }),
} as const;
