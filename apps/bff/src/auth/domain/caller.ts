import type { DbClient } from '../../db/db';
import { findSession, type SessionRecord } from '../data-access/sessions-repository';
import { authErrors } from './auth-error';
import type { AccessTokenClaims } from './claims';
import { loadUserView, type UserView } from './user-view';

/** The caller's live session and user; a signed-out session is GoTrue's 403 session_not_found. */
export async function loadCaller(
  tx: DbClient,
  claims: AccessTokenClaims,
): Promise<{ session: SessionRecord; view: UserView }> {
  const session = claims.session_id ? await findSession(tx, claims.session_id) : null;
  if (!session || session.userId !== claims.sub) throw authErrors.sessionNotFound();
  const view = await loadUserView(tx, claims.sub);
  if (!view) throw authErrors.userNotFound();
  return { session, view };
}
