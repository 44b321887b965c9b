// GET /auth/v1/user/identities/authorize and DELETE /user/identities/{identityId} (GoTrue's
// identity.go): manual linking is disabled, unlinking a sign-in method is not.
import { z } from 'zod';
import { manualLinkingDisabled, unlinkIdentity } from '../../domain/identities';
import { authEndpoint } from '../gotrue-http';
import { AuthErrorBody, errors, Json } from './shared';

const IdentityParams = z.object({ identityId: z.uuid("Identity doesn't exist") });

export const linkIdentityRoute = authEndpoint(
  {
    method: 'get',
    path: '/user/identities/authorize',
    operationId: 'authLinkIdentity',
    summary: 'Link another provider to the signed-in user (manual linking is disabled, as in Supabase by default)',
    authenticated: true,
    responses: { 404: { description: 'manual_linking_disabled', schema: AuthErrorBody } },
  },
  () => {
    throw manualLinkingDisabled();
  },
);

export const unlinkIdentityRoute = authEndpoint(
  {
    method: 'delete',
    path: '/user/identities/{identityId}',
    operationId: 'authUnlinkIdentity',
    summary: 'Unlink a sign-in method of the signed-in user (not the last one)',
    authenticated: true,
    params: IdentityParams,
    responses: { 200: { description: 'Unlinked', schema: Json }, ...errors },
  },
  async ({ claims, params, res }, { auth }) => {
    await unlinkIdentity(auth, claims, params.identityId);
    res.json({});
  },
);
