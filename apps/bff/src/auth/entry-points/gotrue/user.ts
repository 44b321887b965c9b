// PUT and GET /auth/v1/user (GoTrue's user.go).
import { z } from 'zod';
import { getUser, updateUserAttributes } from '../../domain/user-account';
import { authEndpoint } from '../gotrue-http';
import { errors, Metadata, Pkce, pkceOf, RedirectQuery, UserBody } from './shared';

const UserUpdateBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  nonce: z.string().optional(),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
});

export const updateUserRoute = authEndpoint(
  {
    method: 'put',
    path: '/user',
    operationId: 'authUpdateUser',
    summary: 'Change password, user_metadata, e-mail or phone (changes are confirmed by a code to the new address)',
    authenticated: true,
    body: UserUpdateBody,
    query: RedirectQuery,
    responses: { 200: { description: 'User', schema: UserBody }, ...errors },
  },
  async ({ claims, body, query, req, res }, { auth, meta }) => {
    res.json(
      await updateUserAttributes(
        auth,
        claims,
        {
          email: body.email,
          phone: body.phone,
          password: body.password,
          currentPassword: body.current_password,
          nonce: body.nonce,
          data: body.data,
          redirectTo: query.redirect_to,
          pkce: pkceOf(body),
        },
        meta(req),
      ),
    );
  },
);

export const getUserRoute = authEndpoint(
  {
    method: 'get',
    path: '/user',
    operationId: 'authGetUser',
    summary: 'The signed-in user',
    authenticated: true,
    responses: { 200: { description: 'User', schema: UserBody }, ...errors },
  },
  async ({ claims, res }, { auth }) => {
    res.json(await getUser(auth, claims));
  },
);
