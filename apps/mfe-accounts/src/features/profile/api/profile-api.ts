import { apiFetch } from '@seed/auth';
import type { OrganizationUpdate, ProfileUpdateInput } from '@seed/domain';

/** PATCH /api/v1/profile: full name, phone, address. */
export function updateProfile(input: ProfileUpdateInput) {
  return apiFetch('accounts', 'updateProfile', { body: input });
}

/** PUT /api/v1/profile/avatar with the image as the raw body. */
export function uploadAvatar(file: Blob) {
  return apiFetch('accounts', 'replaceAvatar', { body: file }, { headers: { 'Content-Type': file.type } });
}

/** POST /api/v1/profile/verification/sync: copies the auth server's verified flags to the profile. */
export function syncVerification() {
  return apiFetch('accounts', 'syncVerification');
}

/** PATCH /api/v1/organization (admins). */
export function updateOrganization(input: OrganizationUpdate) {
  return apiFetch('accounts', 'updateOrganization', { body: input });
}
