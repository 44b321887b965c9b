import { z } from 'zod';
import { text } from './primitives';
import {
  InvitationStatus,
  Organization,
  OrganizationStatus,
  OrganizationType,
  Profile,
  ProfileLanguage,
  Role,
} from './accounts';
import {
  ACCOUNT_MESSAGES as M,
  DEFAULT_INVITATION_ROLE,
  normalizeProfilePhone,
  PROFILE_PHONE_PATTERN,
} from './accounts-rules';

// Request and response schemas of the accounts endpoints (/api/v1/me, /onboarding,
// /invitations, /organization, /profile). The form schemas carry the spec's messages so the
// front end validates with the same rules the BFF applies.

const requiredText = (required: string, tooLong: string, max: number) =>
  text({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text where '' or null clears the value and a missing key leaves it as it is. */
const clearableText = (max: number, tooLong: string) =>
  text()
    .trim()
    .max(max, tooLong)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

/** Spec 1 §5 profile phone: normalized to +91… unless it starts with +; '' or null clears it. */
export const ProfilePhone = text()
  .max(32, M.invalidPhone)
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : normalizeProfilePhone(value)))
  .refine((value) => value === undefined || value === null || PROFILE_PHONE_PATTERN.test(value), M.invalidPhone)
  .meta({ example: '+919876543210' });

/** PATCH /api/v1/profile and the profile edit form: full name required; phone and address optional. */
export const ProfileUpdate = z
  .object({
    full_name: requiredText(M.fullNameRequired, M.fullNameTooLong, 200),
    phone: ProfilePhone,
    address: clearableText(500, M.addressTooLong),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.output<typeof ProfileUpdate>;
export type ProfileUpdateInput = z.input<typeof ProfileUpdate>;

/** PUT /api/v1/profile/language: the language the caller chose for the portal. */
export const LanguageChoice = z
  .object({ language: z.enum(ProfileLanguage.options, { error: M.languageInvalid }) })
  .meta({ id: 'LanguageChoice' });
export type LanguageChoice = z.output<typeof LanguageChoice>;

/** PATCH /api/v1/organization and the organization edit form (admins only). */
export const OrganizationUpdate = z
  .object({
    name: requiredText(M.organizationNameRequired, M.organizationNameTooLong, 200),
    type: z.enum(OrganizationType.options, { error: M.organizationTypeRequired }),
    status: z.enum(OrganizationStatus.options, { error: M.organizationStatusRequired }),
  })
  .meta({ id: 'OrganizationUpdate' });
export type OrganizationUpdate = z.output<typeof OrganizationUpdate>;

/** POST /api/v1/organization/invitations and the invite dialog: an e-mail and a role (manager by default). */
export const InvitationCreate = z
  .object({
    email: text({ error: M.inviteEmailRequired })
      .trim()
      .min(1, M.inviteEmailRequired)
      .max(254, M.inviteEmailInvalid)
      .pipe(z.email({ error: M.inviteEmailInvalid }))
      .transform((email) => email.toLowerCase()),
    role: z.enum(Role.options, { error: M.inviteRoleInvalid }).default(DEFAULT_INVITATION_ROLE),
  })
  .meta({ id: 'InvitationCreate' });
export type InvitationCreate = z.output<typeof InvitationCreate>;
export type InvitationCreateInput = z.input<typeof InvitationCreate>;

/** The token of an invitation link, as a path parameter. */
export const InvitationTokenParams = z.object({
  token: text().min(1, M.invitationNoToken).max(512, M.invitationInvalid),
});

/** The id of an invitation, as a path parameter. */
export const InvitationIdParams = z.object({
  id: z.uuid({ error: M.invitationNotFoundForCancel }),
});

/** The signed-in user as the auth server knows them. */
export const AccountUser = z
  .object({
    id: z.uuid(),
    email: text().nullable(),
    phone: text().nullable(),
    email_confirmed: z.boolean(),
    phone_confirmed: z.boolean(),
  })
  .meta({ id: 'AccountUser' });
export type AccountUser = z.infer<typeof AccountUser>;

/** A pending invitation for the signed-in user's e-mail (the access gate sends them to /invitation). */
export const PendingInvitationSummary = z
  .object({ organization_name: text(), role: Role })
  .meta({ id: 'PendingInvitationSummary' });
export type PendingInvitationSummary = z.infer<typeof PendingInvitationSummary>;

/** GET /api/v1/me, POST /api/v1/onboarding, POST /api/v1/invitations/{token}/accept: the auth context. */
export const Me = z
  .object({
    user: AccountUser,
    profile: Profile.nullable(),
    organization: Organization.nullable(),
    role: Role.nullable(),
    /** Only while the user has no organization; null otherwise. */
    pending_invitation: PendingInvitationSummary.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof Me>;

/** GET /api/v1/invitations/{token}: what the invitation page shows (works signed out). */
export const InvitationDetails = z
  .object({
    organization_name: text(),
    role: Role,
    email: text(),
    status: InvitationStatus,
  })
  .meta({ id: 'InvitationDetails' });
export type InvitationDetails = z.infer<typeof InvitationDetails>;

/** An invitation as an admin of its organization sees it (the token is never shown). */
export const OrganizationInvitation = z
  .object({
    id: z.uuid(),
    email: text(),
    organization_id: z.uuid(),
    role: Role,
    status: InvitationStatus,
    invited_by: z.uuid().nullable(),
    created_at: text(),
  })
  .meta({ id: 'OrganizationInvitation' });
export type OrganizationInvitation = z.infer<typeof OrganizationInvitation>;

/** One row of the members table (name, email, role). */
export const OrganizationMember = z
  .object({
    id: z.uuid(),
    full_name: text().nullable(),
    email: text().nullable(),
    role: Role.nullable(),
  })
  .meta({ id: 'OrganizationMember' });
export type OrganizationMember = z.infer<typeof OrganizationMember>;

/** GET /api/v1/organization/members: members, and for admins the pending invitations (empty for others). */
export const OrganizationMembers = z
  .object({
    members: z.array(OrganizationMember),
    invitations: z.array(OrganizationInvitation),
  })
  .meta({ id: 'OrganizationMembers' });
export type OrganizationMembers = z.infer<typeof OrganizationMembers>;

/** PUT /api/v1/profile/avatar: the new picture's URL and the updated profile. */
export const AvatarUpdated = z.object({ avatar_url: text(), profile: Profile }).meta({ id: 'AvatarUpdated' });
export type AvatarUpdated = z.infer<typeof AvatarUpdated>;
