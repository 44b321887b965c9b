// GET /auth/v1/.well-known/jwks.json (GoTrue's jwks.go).
import { z } from 'zod';
import { authEndpoint } from '../gotrue-http';
import { Json } from './shared';

export const jwksRoute = authEndpoint(
  {
    method: 'get',
    path: '/.well-known/jwks.json',
    operationId: 'authJwks',
    summary: 'Public keys that verify access tokens (current, next and recently retired)',
    responses: { 200: { description: 'JWKS', schema: z.object({ keys: z.array(Json) }) } },
  },
  async ({ res }, { auth }) => {
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.json(await auth.keys.jwks());
  },
);
