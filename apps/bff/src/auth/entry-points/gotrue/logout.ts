// POST /auth/v1/logout (GoTrue's logout.go). Its scope is read before the token, so a bad scope is
// a 400 even without one.
import { z } from 'zod';
import { logout } from '../../domain/sessions';
import { authenticateRequest, authEndpoint } from '../gotrue-http';
import { errors } from './shared';

const LogoutQuery = z.object({
  scope: z.enum(['global', 'local', 'others'], 'scope must be global, local or others').default('global'),
});

export const logoutRoute = authEndpoint(
  {
    method: 'post',
    path: '/logout',
    operationId: 'authLogout',
    summary: 'Sign out this session (local), all sessions (global) or all others (others)',
    query: LogoutQuery,
    responses: { 204: { description: 'Signed out' }, ...errors },
  },
  async ({ query, req, res }, { auth, verifier }) => {
    const claims = await authenticateRequest(req, verifier);
    await logout(auth, claims, query.scope);
    res.status(204).end();
  },
);
