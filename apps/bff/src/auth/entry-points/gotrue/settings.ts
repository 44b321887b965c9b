// GET /auth/v1/settings (GoTrue's settings.go).
import { authEndpoint } from '../gotrue-http';
import { authSettings } from '../settings';
import { Json } from './shared';

export const settingsRoute = authEndpoint(
  {
    method: 'get',
    path: '/settings',
    operationId: 'authSettings',
    summary: 'Which sign-in methods are enabled (external providers, sign-up, autoconfirm)',
    responses: { 200: { description: 'Settings', schema: Json } },
  },
  ({ res }, { auth }) => {
    res.json(authSettings(auth.config));
  },
);
