import { deleteUserSessions } from '../data-access/sessions-repository';
import { updateUser } from '../data-access/users-repository';
import { checkPasswordStrength, validEmail, validPhone } from './accounts';
import { authErrors, type AuthError } from './auth-error';
import type { AccessTokenClaims } from './claims';
import type { AuthDeps, RequestMeta } from './deps';
import { requestChannelChange } from './email-flows';
import { verifyUserCode, type PkceChallenge } from './one-time-tokens';
import { checkRateLimits, isClientFailure, startAttempt, type Attempt } from './rate-limits';
import { loadCaller } from './caller';
import { loadUserView, userJson } from './user-view';
import { SERVICE } from '../../db/db';

/** GET /user */
export async function getUser(deps: AuthDeps, claims: AccessTokenClaims): Promise<Record<string, unknown>> {
  return deps.db.unitOfWork(SERVICE, {}, async (tx) => userJson((await loadCaller(tx, claims)).view));
}

export interface UserUpdateInput {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  /** GoTrue's current_password: proves the password without signing in again (which would drop aal2). */
  currentPassword?: string | undefined;
  nonce?: string | undefined;
  data?: Record<string, unknown> | undefined;
  redirectTo?: string | undefined;
  pkce: PkceChallenge | null;
}

/** user_metadata after PUT /user {data}: keys set to null are removed, as GoTrue does. */
function mergeMetadata(current: Record<string, unknown>, data: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(data)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * PUT /user: new password (other sessions are signed out), user_metadata, or an e-mail /
 * phone change (a code goes to the new address; it applies on POST /verify). With
 * AUTH_SECURE_PASSWORD_CHANGE a password change needs the nonce of GET /reauthenticate. A
 * user with a verified factor changes the password or e-mail only from an aal2 session.
 */
export async function updateUserAttributes(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  input: UserUpdateInput,
  meta: RequestMeta,
): Promise<Record<string, unknown>> {
  if (input.password !== undefined) checkPasswordStrength(input.password);
  const emailChange = input.email ? validEmail(input.email) : undefined;
  const phoneChange = input.phone ? validPhone(input.phone) : undefined;
  if (emailChange !== undefined || phoneChange !== undefined) {
    await checkRateLimits(deps, 'otp', { ip: meta.ip, account: claims.sub });
  }
  // A current password is a password guess like a sign-in: the same limits, so a stolen access
  // token cannot be used to find the password.
  let guess: Attempt | null = null;
  if (input.password !== undefined && input.currentPassword !== undefined) {
    guess = await startAttempt(deps, 'sign_in', { ip: meta.ip, account: claims.sub });
  }
  let outcome: { error: AuthError } | { user: Record<string, unknown> };
  try {
    outcome = await updateInTx(deps, claims, input, meta, emailChange, phoneChange);
  } catch (error) {
    if (!isClientFailure(error)) await guess?.release();
    throw error;
  }
  // A wrong current password (or nonce) stays counted at the address, like a wrong sign-in.
  if (!('error' in outcome) || !isClientFailure(outcome.error)) await guess?.release();
  if ('error' in outcome) throw outcome.error;
  // A new password signed the user's other sessions out.
  if (input.password !== undefined) deps.sessionsChanged(claims.sub);
  void deps.outbox.flush();
  return outcome.user;
}

function updateInTx(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  input: UserUpdateInput,
  meta: RequestMeta,
  emailChange: string | undefined,
  phoneChange: string | undefined,
): Promise<{ error: AuthError } | { user: Record<string, unknown> }> {
  return deps.db.unitOfWork(
    SERVICE,
    {},
    async (tx): Promise<{ error: AuthError } | { user: Record<string, unknown> }> => {
      const { session, view } = await loadCaller(tx, claims);
      // GoTrue's rule: with a verified factor, the password and e-mail change only at aal2.
      const atAal2 = claims.aal === 'aal2' && session.aal === 'aal2';
      const secondFactor = view.factors.some((factor) => factor.status === 'verified');
      if ((input.password !== undefined || emailChange !== undefined) && secondFactor && !atAal2) {
        return { error: authErrors.insufficientAalForUpdate() };
      }
      let user = view.user;
      if (input.password !== undefined) {
        if (input.currentPassword !== undefined) {
          const proven =
            user.encryptedPassword !== null &&
            (await deps.hasher.verify(user.encryptedPassword, input.currentPassword));
          if (!proven) return { error: authErrors.currentPasswordMismatch() };
        }
        if (input.nonce !== undefined || deps.config.securePasswordChange) {
          if (!input.nonce) return { error: authErrors.reauthenticationNeeded() };
          const checked = await verifyUserCode(tx, user.id, 'reauthentication', input.nonce);
          if ('error' in checked) return { error: checked.error };
        }
        if (user.encryptedPassword && (await deps.hasher.verify(user.encryptedPassword, input.password))) {
          return { error: authErrors.samePassword() };
        }
        user = await updateUser(tx, user.id, { encryptedPassword: await deps.hasher.hash(input.password) });
        await deleteUserSessions(tx, user.id, session.id);
      }
      if (input.data)
        user = await updateUser(tx, user.id, { userMetadata: mergeMetadata(user.userMetadata, input.data) });
      if (emailChange !== undefined) {
        user = await requestChannelChange(tx, deps, user, { email: emailChange }, meta, input);
      }
      if (phoneChange !== undefined) {
        user = await requestChannelChange(tx, deps, user, { phone: phoneChange }, meta, input);
      }
      return { user: userJson((await loadUserView(tx, user.id))!) };
    },
  );
}
