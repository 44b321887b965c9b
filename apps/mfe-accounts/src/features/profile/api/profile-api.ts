import { apiFetch, loadApiContract } from '@seed/auth';
import type { OrganizationUpdate, ProfileUpdateInput } from '@seed/domain';

/** PATCH /api/v1/profile: full name, phone, address. */
export async function updateProfile(input: ProfileUpdateInput) {
  const { Profile, ProfileUpdate } = await loadApiContract();
  return apiFetch('/api/v1/profile', Profile, { method: 'PATCH', json: ProfileUpdate.parse(input) });
}

/** PUT /api/v1/profile/avatar with the image as the raw body. */
export async function uploadAvatar(file: Blob) {
  const { AvatarUpdated } = await loadApiContract();
  return apiFetch('/api/v1/profile/avatar', AvatarUpdated, {
    method: 'PUT',
    headers: { 'Content-Type': file.type },
    body: file,
  });
}

/** POST /api/v1/profile/verification/sync: copies the auth server's verified flags to the profile. */
export async function syncVerification() {
  const { Profile } = await loadApiContract();
  return apiFetch('/api/v1/profile/verification/sync', Profile, { method: 'POST' });
}

/** PATCH /api/v1/organization (admins). */
export async function updateOrganization(input: OrganizationUpdate) {
  const { Organization, OrganizationUpdate: Schema } = await loadApiContract();
  return apiFetch('/api/v1/organization', Organization, { method: 'PATCH', json: Schema.parse(input) });
}
