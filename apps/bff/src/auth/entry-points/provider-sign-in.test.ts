import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { redirectParams, startAuthServer, uniqueEmail, type AuthServerKit } from '../../test/auth-server-kit';

const CLIENT_ID = 'seed-portal';
const CLIENT_SECRET = 'a-long-client-secret-for-the-test-provider';

/** People the local provider knows: login name → claims. */
const accounts = new Map<string, { email: string; email_verified: boolean; name: string }>();

let providerServer: Server;
let issuer: string;
let kit: AuthServerKit;
/** The provider's signing key, so tests can mint ID tokens as the provider would (One Tap). */
let providerKey: CryptoKey;
const PROVIDER_KID = 'provider-key-1';

beforeAll(async () => {
  // The provider's URL must be known before the BFF is configured, and the BFF's callback
  // before the provider is: listen first, attach the provider afterwards.
  providerServer = createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  kit = await startAuthServer({
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_PROVIDER_NAME: 'google',
  });
  const pair = await generateKeyPair('RS256', { extractable: true });
  providerKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.privateKey)), kid: PROVIDER_KID, alg: 'RS256', use: 'sig' };
  const provider = new Provider(issuer, {
    jwks: { keys: [jwk] },
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${kit.baseUrl}/auth/v1/callback`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...(accounts.get(sub) ?? {}) }),
    }),
  });
  providerServer.on('request', provider.callback());
});

afterAll(async () => {
  await kit.close();
  providerServer.closeAllConnections();
  await new Promise<void>((resolve) => providerServer.close(() => resolve()));
});

/** A browser: follows redirects by hand, keeps the provider's cookies, logs in and consents. */
async function signInAtProvider(startUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(startUrl);
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.origin === kit.baseUrl && next.pathname !== '/auth/v1/callback') return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`stuck at ${url}: ${response.status} ${html.slice(0, 200)}`);
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    url = new URL(action, url);
    method = 'POST';
    body = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt: prompt ?? 'consent' });
  }
  throw new Error('too many redirects');
}

describe('Sign in with Google (OpenID Connect)', () => {
  it('when settings are read, then the configured provider is enabled', async () => {
    const settings = (await (await fetch(`${kit.baseUrl}/auth/v1/settings`)).json()) as { external: Record<string, boolean> };

    expect(settings.external).toMatchObject({ google: true, email: true });
  });

  it('when a new person signs in through the provider (PKCE), then an account is created and the code becomes a session', async () => {
    const email = uniqueEmail('google');
    accounts.set('asha', { email, email_verified: true, name: 'Asha Rao' });
    const client = kit.client({ flowType: 'pkce' });

    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: `${kit.baseUrl}/auth/callback`,
        skipBrowserRedirect: true,
        queryParams: { access_type: 'offline', prompt: 'consent' },
      },
    });
    expect(error).toBeNull();
    const back = await signInAtProvider(data.url!, 'asha');

    expect(back.pathname).toBe('/auth/callback');
    const { data: exchanged, error: exchangeError } = await client.auth.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(exchangeError).toBeNull();
    expect(exchanged.session?.provider_token).toEqual(expect.any(String));
    expect(exchanged.user).toMatchObject({
      email,
      app_metadata: { provider: 'google', providers: ['google'] },
      user_metadata: { full_name: 'Asha Rao', sub: 'asha', email_verified: true },
    });
    expect(exchanged.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(exchanged.user?.identities?.map((i) => i.provider)).toEqual(['google']);
  });

  it('when an existing e-mail user signs in through the provider with that verified e-mail, then the identity is linked (implicit flow)', async () => {
    const session = await createTestSession(kit.testApp);
    accounts.set('ravi', { email: session.email!, email_verified: true, name: 'Ravi K' });
    const client = kit.client();

    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${kit.baseUrl}/auth/callback`, skipBrowserRedirect: true },
    });
    const back = await signInAtProvider(data.url!, 'ravi');
    const params = redirectParams(back);

    expect(params).toMatchObject({ token_type: 'bearer', provider_token: expect.any(String) });
    const { data: user } = await client.auth.getUser(params.access_token);
    expect(user.user?.id).toBe(session.userId);
    expect(user.user?.app_metadata.providers).toEqual(['email', 'google']);
    expect(user.user?.identities?.map((i) => i.provider).sort()).toEqual(['email', 'google']);
  });

  it('when the provider does not vouch for an e-mail that has an account, then no silent link: an error redirect', async () => {
    const session = await createTestSession(kit.testApp);
    accounts.set('mallory', { email: session.email!, email_verified: false, name: 'Mallory' });

    const { data } = await kit.client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${kit.baseUrl}/auth/callback`, skipBrowserRedirect: true },
    });
    const back = await signInAtProvider(data.url!, 'mallory');

    expect(redirectParams(back)).toMatchObject({ error_code: 'email_exists' });
  });

  it('when the callback carries an unknown state, then it redirects to the site with bad_oauth_state', async () => {
    const response = await fetch(`${kit.baseUrl}/auth/v1/callback?code=x&state=forged`, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);

    expect(response.status).toBe(303);
    expect(location.origin).toBe(kit.baseUrl);
    expect(redirectParams(location)).toMatchObject({ error_code: 'bad_oauth_state' });
  });

  it('when another provider is asked for, then provider_disabled', async () => {
    const response = await fetch(`${kit.baseUrl}/auth/v1/authorize?provider=github`, {
      redirect: 'manual',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'provider_disabled' });
  });

  it('when a client signs in with an ID token the provider issued (grant_type=id_token), then it gets a session', async () => {
    const email = uniqueEmail('onetap');
    const idToken = await new SignJWT({ email, email_verified: true, name: 'One Tap', nonce: 'n-0S6_WzA2Mj' })
      .setProtectedHeader({ alg: 'RS256', kid: PROVIDER_KID })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('onetap-user')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(providerKey);

    const { data, error } = await kit.client().auth.signInWithIdToken({ provider: 'google', token: idToken, nonce: 'n-0S6_WzA2Mj' });

    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, app_metadata: { provider: 'google' }, user_metadata: { full_name: 'One Tap' } });
  });

  it('when an ID token is meant for another client, then bad_oidc_token', async () => {
    const idToken = await new SignJWT({ email: uniqueEmail('other') })
      .setProtectedHeader({ alg: 'RS256', kid: PROVIDER_KID })
      .setIssuer(issuer)
      .setAudience('someone-else')
      .setSubject('x')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(providerKey);

    const { error } = await kit.client().auth.signInWithIdToken({ provider: 'google', token: idToken });

    expect(error).toMatchObject({ status: 400, code: 'bad_oidc_token' });
  });

  it('when a user with e-mail and Google unlinks Google, then only e-mail remains; the last identity cannot be unlinked', async () => {
    const session = await createTestSession(kit.testApp);
    accounts.set('unlinker', { email: session.email!, email_verified: true, name: 'Un Linker' });
    const client = kit.client();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${kit.baseUrl}/auth/callback`, skipBrowserRedirect: true },
    });
    const params = redirectParams(await signInAtProvider(data.url!, 'unlinker'));
    await client.auth.setSession({ access_token: params.access_token!, refresh_token: params.refresh_token! });
    const { data: identities } = await client.auth.getUserIdentities();
    const google = identities!.identities.find((i) => i.provider === 'google')!;
    const emailIdentity = identities!.identities.find((i) => i.provider === 'email')!;

    const { error } = await client.auth.unlinkIdentity(google);
    const { error: lastOne } = await client.auth.unlinkIdentity(emailIdentity);

    expect(error).toBeNull();
    const { data: user } = await client.auth.getUser(params.access_token);
    expect(user.user?.identities?.map((i) => i.provider)).toEqual(['email']);
    expect(user.user?.app_metadata.providers).toEqual(['email']);
    expect(lastOne).toMatchObject({ status: 422, code: 'single_identity_not_deletable' });
  });

  it('when a signed-in user tries to link another provider, then manual linking is disabled', async () => {
    const session = await createTestSession(kit.testApp);
    const client = kit.client();
    await client.auth.setSession({ access_token: session.accessToken, refresh_token: session.refreshToken });

    const { error } = await client.auth.linkIdentity({ provider: 'google', options: { skipBrowserRedirect: true } });

    expect(error).toMatchObject({ status: 404, code: 'manual_linking_disabled' });
  });
});
