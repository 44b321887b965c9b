// Stories never reach a server: the few addresses the account pages read before anything is typed
// (the public settings, the auth server's enabled providers) are answered here, in the page, with
// fixed answers. Every other address goes to the real fetch, so an unexpected request still fails
// the story test.
import { PublicConfig } from '@seed/domain';

const PUBLIC_CONFIG = PublicConfig.parse({
  authUrl: '/auth/v1',
  anonKey: 'storybook-anon-key',
  mapsApiKey: null,
  mapTileUrl: '/tiles/{z}/{x}/{y}.png',
  geocoder: null,
  features: {},
});

/** What GET /auth/v1/settings answers: Google sign-in is enabled. */
const AUTH_SETTINGS = { external: { email: true, phone: true, google: true } };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const ANSWERS: Record<string, () => Response> = {
  '/config.json': () => json(PUBLIC_CONFIG),
  '/auth/v1/settings': () => json(AUTH_SETTINGS),
};

let installed = false;

/** Installs the fixed answers once per page (idempotent). */
export function installOfflineFetch(): void {
  if (installed) return;
  installed = true;
  const real = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const answer = url.origin === window.location.origin ? ANSWERS[url.pathname] : undefined;
    return answer ? Promise.resolve(answer()) : real(input, init);
  };
}
