import { z } from 'zod';
import { text } from './primitives';
import { LANGUAGES } from './languages';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from './roles';

/** Member roles inside an organization (spec 1 §3, §6). */
export const Role = z.enum(['admin', 'manager']);
export type Role = z.infer<typeof Role>;

/** Organization types (spec 1 §1). */
export const OrganizationType = z.enum(ORGANIZATION_TYPES);
export type OrganizationType = z.infer<typeof OrganizationType>;

/** Organization statuses (spec 1 §1). */
export const OrganizationStatus = z.enum(ORGANIZATION_STATUSES);
export type OrganizationStatus = z.infer<typeof OrganizationStatus>;

/** Invitation lifecycle (spec 1 §4). */
export const InvitationStatus = z.enum(['pending', 'accepted', 'declined']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

/** A language of the portal (issue 30). */
export const ProfileLanguage = z.enum(LANGUAGES);

/** A profile row (spec 1 §3). */
export const Profile = z
  .object({
    id: z.uuid(),
    auth_id: z.uuid(),
    full_name: text().nullable(),
    role: Role.nullable(),
    organization_id: z.uuid().nullable(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
    is_active: z.boolean(),
    phone: text().nullable(),
    address: text().nullable(),
    avatar_url: text().nullable(),
    company_name: text().nullable(),
    /** The language its person chose for the portal; null until they choose (the browser's then). */
    language: ProfileLanguage.nullable().default(null),
    updated_at: text(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

/** An organization row (spec 1 §3). */
export const Organization = z
  .object({
    id: z.uuid(),
    name: text().min(1),
    type: OrganizationType,
    status: OrganizationStatus,
    slug: text(),
    owner_id: z.uuid().nullable(),
    updated_at: text(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof Organization>;

/** Spec 1 §9 business constants used by more than one app. */
export const ACCOUNT_LIMITS = {
  minPasswordLength: 6,
  defaultCountryCode: '+91',
  otpLength: 6,
  narrowBreakpointPx: 1024,
} as const;
