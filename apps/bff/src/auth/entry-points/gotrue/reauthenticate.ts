// GET /auth/v1/reauthenticate (GoTrue's reauthenticate.go).
import { reauthenticate } from '../../domain/email-flows';
import { authEndpoint } from '../gotrue-http';
import { errors, Json } from './shared';

export const reauthenticateRoute = authEndpoint(
  {
    method: 'get',
    path: '/reauthenticate',
    operationId: 'authReauthenticate',
    summary: 'Send a code (the nonce of a password change) to the signed-in user',
    authenticated: true,
    responses: { 200: { description: 'Sent', schema: Json }, ...errors },
  },
  async ({ claims, req, res }, { auth, meta }) => {
    res.json(await reauthenticate(auth, claims, meta(req)));
  },
);
