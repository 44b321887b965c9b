import { AUTH_MESSAGES } from '@seed/domain';
import { findUserByChannel, validEmail, validPhone, type Channel } from './accounts';
import { authErrors } from './auth-error';
import type { AuthDeps, RequestMeta } from './deps';
import { limitAttempt } from './rate-limits';
import { startSession, type SessionResponse } from './sessions';
import { SERVICE } from '../../db/db';

/** grant_type=password: e-mail or phone and password → a new session. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email?: string | undefined; phone?: string | undefined; password: string },
  meta: RequestMeta,
): Promise<SessionResponse> {
  if (!input.email && !input.phone) {
    throw authErrors.validation(AUTH_MESSAGES.credentialsRequired);
  }
  const channel: Channel = input.email ? { email: validEmail(input.email) } : { phone: validPhone(input.phone!) };
  return limitAttempt(deps, 'sign_in', { ip: meta.ip, account: channel.email ?? channel.phone! }, async () => {
    const user = await deps.db.unitOfWork(SERVICE, {}, (tx) => findUserByChannel(tx, channel));
    const passwordOk = await deps.hasher.verify(user?.encryptedPassword ?? null, input.password);
    if (!user || !passwordOk) throw authErrors.invalidCredentials();
    if (user.bannedUntil && user.bannedUntil > new Date()) throw authErrors.userBanned();
    if (channel.email !== undefined && !user.emailConfirmedAt) throw authErrors.emailNotConfirmed();
    if (channel.phone !== undefined && !user.phoneConfirmedAt) throw authErrors.phoneNotConfirmed();
    return deps.db.unitOfWork(SERVICE, {}, (tx) =>
      startSession(tx, deps, user.id, 'password', meta, { provider: channel.email !== undefined ? 'email' : 'phone' }),
    );
  });
}
