import { deleteIdentity, updateUser } from '../data-access/users-repository';
import { AuthError } from './auth-error';
import { loadCaller } from './caller';
import type { AccessTokenClaims } from './claims';
import type { AuthDeps } from './deps';
import { SERVICE } from '../../db/db';

/**
 * DELETE /user/identities/{id}: unlinks a sign-in method. The last one cannot go (a user
 * must keep a way to sign in); app_metadata.providers follows.
 */
export async function unlinkIdentity(deps: AuthDeps, claims: AccessTokenClaims, identityId: string): Promise<void> {
  await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const { view } = await loadCaller(tx, claims);
    const identity = view.identities.find((i) => i.id === identityId);
    if (!identity) throw new AuthError(404, 'identity_not_found', "Identity doesn't exist");
    if (view.identities.length <= 1) {
      throw new AuthError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    }
    await deleteIdentity(tx, view.user.id, identity.id);
    const providers = [...new Set(view.identities.filter((i) => i.id !== identity.id).map((i) => i.provider))];
    const current = view.user.appMetadata.provider;
    await updateUser(tx, view.user.id, {
      appMetadata: {
        ...view.user.appMetadata,
        provider: typeof current === 'string' && providers.includes(current) ? current : providers[0],
        providers,
      },
    });
  });
}

/** GET /user/identities/authorize: manual linking is off, as in Supabase's default configuration. */
export function manualLinkingDisabled(): AuthError {
  return new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
}
