// POST /auth/v1/signup (GoTrue's signup.go).
import { z } from 'zod';
import { signUp } from '../../domain/email-flows';
import { authEndpoint } from '../gotrue-http';
import { errors, Metadata, Pkce, pkceOf, RedirectQuery, Security, UserBody } from './shared';

const SignUpBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
  ...Security,
});

export const signUpRoute = authEndpoint(
  {
    method: 'post',
    path: '/signup',
    operationId: 'authSignUp',
    summary: 'Sign up by e-mail (confirmation e-mail) or phone (SMS code) with a password',
    description: 'Answers the user without a session until the address is confirmed.',
    body: SignUpBody,
    query: RedirectQuery,
    responses: { 200: { description: 'The new (unconfirmed) user', schema: UserBody }, ...errors },
  },
  async ({ body, query, req, res }, { auth, meta }) => {
    res.json(
      await signUp(
        auth,
        {
          email: body.email,
          phone: body.phone,
          password: body.password,
          data: body.data,
          redirectTo: query.redirect_to,
          pkce: pkceOf(body),
        },
        meta(req),
      ),
    );
  },
);
