// The addresses the account pages read before anything is typed (the public settings, the auth
// server's enabled providers), answered in the page (@seed/ui/storybook's installOfflineFetch).
import { PublicConfig } from '@seed/domain';
import { jsonAnswer, type OfflineAnswers } from '@seed/ui/storybook';

const PUBLIC_CONFIG = PublicConfig.parse({
  authUrl: '/auth/v1',
  anonKey: 'storybook-anon-key',
  mapsApiKey: null,
  mapTileUrl: '/tiles/{z}/{x}/{y}.png',
  geocoder: null,
  features: {},
});

export const ACCOUNTS_ANSWERS: OfflineAnswers = {
  '/config.json': jsonAnswer(PUBLIC_CONFIG),
  // GET /auth/v1/settings: Google sign-in is enabled
  '/auth/v1/settings': jsonAnswer({ external: { email: true, phone: true, google: true } }),
};
