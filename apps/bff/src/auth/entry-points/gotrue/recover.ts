// POST /auth/v1/recover (GoTrue's recover.go).
import { z } from 'zod';
import { recoverPassword } from '../../domain/email-flows';
import { authEndpoint } from '../gotrue-http';
import { errors, Json, Pkce, pkceOf, RedirectQuery, Security } from './shared';

const RecoverBody = z.object({
  email: z.string({ error: 'Password recovery requires an email' }),
  ...Pkce,
  ...Security,
});

export const recoverRoute = authEndpoint(
  {
    method: 'post',
    path: '/recover',
    operationId: 'authRecover',
    summary: 'Send a password-reset e-mail (same answer whether or not the address has an account)',
    body: RecoverBody,
    query: RedirectQuery,
    responses: { 200: { description: 'Sent', schema: Json }, ...errors },
  },
  async ({ body, query, req, res }, { auth, meta }) => {
    res.json(
      await recoverPassword(auth, { email: body.email, redirectTo: query.redirect_to, pkce: pkceOf(body) }, meta(req)),
    );
  },
);
