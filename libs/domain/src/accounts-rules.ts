import type { OrganizationStatus, OrganizationType, Role } from './accounts';
import { E164_PHONE_PATTERN } from './auth-forms';

/** Spec 1 wording shown for accounts, organizations and invitations (§5, §8). */
export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameTooLong: 'Full name must be at most 200 characters',
  addressTooLong: 'Address must be at most 500 characters',
  languageInvalid: 'Please choose English, Hindi or Marathi',
  invalidPhone: 'Please enter a valid phone number with country code (e.g., +91 for India)',
  organizationNameRequired: 'Organization name is required',
  organizationNameTooLong: 'Organization name must be at most 200 characters',
  organizationTypeRequired: 'Organization type is required',
  organizationStatusRequired: 'Organization status is required',
  onlyAdminsUpdateOrganization: 'Only admins can update organization details',
  organizationStatusPlatformOnly:
    "Only the portal's administrators can change an organization's status. Please contact support.",
  organizationTypePlatformOnly: "Only the portal's administrators can give or remove the admin organization type.",
  onlyAdminsManageInvitations: 'Only admins can invite members or manage invitations',
  inviteEmailRequired: 'Please enter an email address',
  inviteEmailInvalid: 'Please enter a valid email address',
  inviteRoleInvalid: 'Please choose a role: manager or admin',
  invitationAlreadySent: 'An invitation has already been sent to this email address',
  invitationNoToken: 'Invalid invitation link. No token provided.',
  invitationInvalid: 'Invalid or expired invitation.',
  invitationNotPending: 'This invitation has already been used or canceled.',
  invitationEmailMismatch: (email: string) =>
    `This invitation was sent to ${email}. Please sign in with that email address.`,
  invitationEmailNotConfirmed: 'Please confirm your email address before accepting this invitation.',
  invitationOtherOrganization:
    'You already belong to another organization. Sign in with a different account to accept this invitation.',
  invitationNotFoundForCancel: 'This invitation no longer exists.',
  noOrganization: 'No organization found for user',
  noProfile: 'Failed to retrieve profile information',
  noUser: 'No user found',
  registrationFailed: 'An error occurred during registration',
  avatarInvalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  avatarTooLarge: 'Image is too large. Please select an image under 5MB.',
  avatarUploadFailed: 'Failed to upload avatar. Please try again.',
  avatarStorageUnavailable: 'Avatar upload is not available on this server.',
  // Success texts the UI shows (§8).
  invitationSent: 'Invitation sent successfully!',
  invitationCanceled: 'Invitation canceled',
  profileUpdated: 'Profile updated successfully!',
  avatarUpdated: 'Profile picture updated successfully',
  organizationUpdated: 'Organization updated successfully',
  emailVerificationSynced: 'Email verification status synchronized successfully!',
} as const;

/** Default role of an invitation (spec 1 §9). */
export const DEFAULT_INVITATION_ROLE: Role = 'manager';

/** What self-registration creates (spec 1 §1, §9). */
export const SELF_REGISTRATION: {
  role: Role;
  organizationType: OrganizationType;
  organizationStatus: OrganizationStatus;
} = { role: 'admin', organizationType: 'seed_grower', organizationStatus: 'active' };

/**
 * Spec 1 §9: "{full name}'s Organization"; "My Organization" when there is no name.
 * Same rule as private.default_organization_name() in the database.
 */
export function defaultOrganizationName(displayName: string | null | undefined): string {
  const name = displayName?.trim();
  return name ? `${name}'s Organization` : 'My Organization';
}

/**
 * Spec 1 §9: the lower-cased name with hyphens plus the first 8 characters of the user id.
 * Apostrophes vanish, every other run of non-ASCII-alphanumerics becomes one hyphen, the
 * name part keeps 60 characters ("organization" when nothing is left).
 * Same rule as private.organization_slug() in the database.
 */
export function organizationSlug(organizationName: string, userId: string): string {
  const base = organizationName
    .replace(/['’`]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase()
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${base || 'organization'}-${userId.slice(0, 8)}`;
}

/**
 * Spec 1 §5 (profile): a phone not starting with + gets +91 — replacing a leading 0 — after
 * spaces, hyphens, dots and brackets are removed. Empty means no phone (null).
 */
export function normalizeProfilePhone(phone: string | null | undefined): string | null {
  const compact = (phone ?? '').replace(/[\s\-().]/g, '');
  if (!compact) return null;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('0')) return `+91${compact.slice(1)}`;
  return `+91${compact}`;
}

/** Phones as profiles store them: + and 8 to 15 digits (E.164). */
export const PROFILE_PHONE_PATTERN = E164_PHONE_PATTERN;

/** Avatar limits of spec 1 §5 and §9. */
export const AVATAR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  compressionThresholdBytes: 1024 * 1024,
  maxDimensionPx: 800,
  jpegQuality: 0.85,
  cacheSeconds: 3600,
} as const;

/** Image types an avatar may have, with the file extension each is stored under. */
export const AVATAR_CONTENT_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
} as const;
export type AvatarContentType = keyof typeof AVATAR_CONTENT_TYPES;

/** Whether a Content-Type (parameters ignored) is one an avatar may have. */
export function isAvatarContentType(contentType: string | null | undefined): contentType is AvatarContentType {
  const bare = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return Object.hasOwn(AVATAR_CONTENT_TYPES, bare);
}

/** The image type the bytes really are (by their signature), or null when none of the four. */
export function sniffAvatarType(bytes: Uint8Array): AvatarContentType | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'image/gif';
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  if (riff && webp) return 'image/webp';
  return null;
}

/** Spec 1 §9: the avatar's file path is the user id plus a timestamp. */
export function avatarPath(userId: string, timestampMs: number, contentType: AvatarContentType, nonce: string): string {
  // The nonce keeps two uploads of one user in the same millisecond apart (storage never overwrites).
  return `${userId}/${timestampMs}-${nonce}.${AVATAR_CONTENT_TYPES[contentType]}`;
}

/** The link an invitation e-mail carries (the /invitation route of spec 1 §2). */
export function invitationLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/invitation?token=${encodeURIComponent(token)}`;
}
