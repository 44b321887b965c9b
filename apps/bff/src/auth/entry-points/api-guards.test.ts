// Every /api/v1 route of the registry (every feature component, as in main.ts), called by each kind of
// caller: anonymous, a live session, a user with TOTP at aal1 and at aal2, tokens of sessions
// that were signed out or revoked, and members without the roles a route declares. What each
// route enforces must be what its libs/domain declaration says (`auth`, `roles`); new routes are
// covered without new cases, and one that is not for signed-in users only must be reviewed
// into the list below with its reason.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSpec } from '../../shared/http/api-registry';
import { ProbeBuilder, type OpenApiDocument } from '../../test/bad-input-probes';
import { organizationWithManager } from '../../test/accounts';
import { createTestSession } from '../../test/auth-session';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { enrollVerifiedFactor, signInAgain, type Tokens } from '../../test/second-factor';

/** The /api/v1 routes declared for more than signed-in users, each reviewed, with the reason. */
const REVIEWED_OPEN_ROUTES: Record<string, { auth: 'public' | 'optional'; why: string }> = {
  'GET /api/v1/openapi.json': {
    auth: 'public',
    why: 'the API description is public (tools read it without an account)',
  },
  'GET /api/v1/docs/': { auth: 'public', why: 'the API reference page is public, like the document it shows' },
  'GET /api/v1/invitations/{token}': {
    auth: 'optional',
    why: 'whoever holds the invitation link sees what it invites to, signed in or not',
  },
  'POST /api/v1/invitations/{token}/decline': {
    auth: 'optional',
    why: 'holding the invitation link is enough to decline it',
  },
};

/**
 * Routes a user with a verified factor may call at aal1. None: the access gate sends such a
 * user to the second-factor step without calling /api/v1 (libs/auth auth-session.ts).
 */
const AAL1_ROUTES: Record<string, string> = {};

/** How the sessions behind the revoked tokens ended. */
const REVOKED_KINDS = [
  'signed out (scope local)',
  'signed out everywhere from another session (scope global)',
  'signed out by "sign out other sessions"',
  'revoked by a password change in another session',
  'revoked by refresh-token reuse (the token issued before)',
  'revoked by refresh-token reuse (the token issued by the rotation)',
] as const;
type RevokedKind = (typeof REVOKED_KINDS)[number];

const DUMMY_ID = '00000000-0000-4000-8000-000000000000';
const INVALID_SESSION = 'Your session is not valid. Please sign in again.';

let testApp: FullTestApp;
let routes: RouteSpec[];
let live: Tokens;
let aal1: Tokens;
let aal2: Tokens;
const revoked = {} as Record<RevokedKind, string>;

const name = (route: RouteSpec) => `${route.method.toUpperCase()} ${route.path}`;

function call(route: RouteSpec, accessToken: string | null): Promise<request.Response> {
  const url = route.path.replace(/\{[^}]+\}/g, DUMMY_ID);
  let test = request(testApp.app)[route.method](url);
  if (accessToken) test = test.set('Authorization', `Bearer ${accessToken}`);
  if (route.method !== 'get' && route.method !== 'delete') test = test.send({});
  return test.redirects(0);
}

/** Calls every route with the token and returns the routes whose answer `fails`. */
async function offenders(
  list: RouteSpec[],
  accessToken: string | null,
  fails: (response: request.Response) => boolean,
): Promise<string[]> {
  const found: string[] = [];
  for (const route of list) {
    const response = await call(route, accessToken);
    if (fails(response)) found.push(`${name(route)} → ${response.status} ${JSON.stringify(response.body)}`);
  }
  return found;
}

/** Routes whose declaration says they need a signed-in user, or one of the other kinds. */
const declared = (...kinds: RouteSpec['auth'][]) => routes.filter((route) => kinds.includes(route.auth));
const signedOut = (r: request.Response) =>
  r.status === 401 && r.body?.error?.code === 'unauthorized' && r.body.error.message === INVALID_SESSION;
const refusedBelowAal2 = (r: request.Response) =>
  r.status === 403 &&
  r.body?.error?.code === 'insufficient_aal' &&
  r.body.error.message === 'Please complete two-factor verification to continue.';
const passedTheGuard = (r: request.Response) => r.status !== 401 && r.body?.error?.code !== 'insufficient_aal';

beforeAll(async () => {
  testApp = createFullTestApp({
    // Reuse of a spent refresh token revokes its session at once.
    env: { AUTH_REFRESH_TOKEN_REUSE_INTERVAL_SECONDS: '0' },
  });
  routes = testApp.app.registry.list().filter((route) => route.path.startsWith('/api/v1/'));
  const agent = request(testApp.app);
  const bearer = (tokens: Tokens) => `Bearer ${tokens.accessToken}`;

  const plain = await createTestSession(testApp);
  live = plain;

  const withFactor = await createTestSession(testApp);
  aal2 = (await enrollVerifiedFactor(testApp, withFactor.accessToken)).aal2;
  aal1 = await signInAgain(testApp, withFactor.email!);

  const local = await createTestSession(testApp);
  await agent.post('/auth/v1/logout?scope=local').set('Authorization', bearer(local)).expect(204);
  revoked['signed out (scope local)'] = local.accessToken;

  const global = await createTestSession(testApp);
  const globalOther = await signInAgain(testApp, global.email!);
  await agent.post('/auth/v1/logout?scope=global').set('Authorization', bearer(globalOther)).expect(204);
  revoked['signed out everywhere from another session (scope global)'] = global.accessToken;

  const others = await createTestSession(testApp);
  const keeper = await signInAgain(testApp, others.email!);
  await agent.post('/auth/v1/logout?scope=others').set('Authorization', bearer(keeper)).expect(204);
  revoked['signed out by "sign out other sessions"'] = others.accessToken;

  const changed = await createTestSession(testApp);
  const changer = await signInAgain(testApp, changed.email!);
  await agent
    .put('/auth/v1/user')
    .set('Authorization', bearer(changer))
    .send({ password: 'a-new-password' })
    .expect(200);
  revoked['revoked by a password change in another session'] = changed.accessToken;

  const reused = await createTestSession(testApp);
  const refresh = (token: string) =>
    agent.post('/auth/v1/token?grant_type=refresh_token').send({ refresh_token: token });
  const rotated = await refresh(reused.refreshToken).expect(200);
  await refresh(reused.refreshToken).expect(400);
  revoked['revoked by refresh-token reuse (the token issued before)'] = reused.accessToken;
  revoked['revoked by refresh-token reuse (the token issued by the rotation)'] = rotated.body.access_token as string;
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

describe('the /api/v1 guards on every route', () => {
  it('when the routes are listed, then every component is there and every route open to more than signed-in users was reviewed', () => {
    const names = routes.map(name);

    expect(names).toEqual(
      expect.arrayContaining(['GET /api/v1/me', 'POST /api/v1/farms', 'GET /api/v1/dashboard', 'GET /api/v1/geocode']),
    );
    const open = Object.fromEntries(declared('public', 'optional').map((route) => [name(route), route.auth]));
    expect(open).toEqual(
      Object.fromEntries(Object.entries(REVIEWED_OPEN_ROUTES).map(([route, { auth }]) => [route, auth])),
    );
    for (const listed of Object.keys(AAL1_ROUTES)) expect(names).toContain(listed);
  });

  it('when nobody is signed in, then every route declared for users answers 401 and the others answer', async () => {
    expect(await offenders(declared('user'), null, (r) => r.status !== 401)).toEqual([]);
    expect(await offenders(declared('public', 'optional'), null, (r) => r.status === 401)).toEqual([]);
  });

  it('when a live session without a second factor calls, then every route passes the guard', async () => {
    expect(await offenders(routes, live.accessToken, (r) => !passedTheGuard(r))).toEqual([]);
  });

  it('when a user with a verified factor calls at aal1, then every route but the listed ones answers 403 insufficient_aal', async () => {
    expect(
      await offenders(
        declared('user', 'optional').filter((route) => !(name(route) in AAL1_ROUTES)),
        aal1.accessToken,
        (r) => !refusedBelowAal2(r),
      ),
    ).toEqual([]);
  });

  it('when the same user calls at aal2, then every route passes the guard', async () => {
    expect(await offenders(routes, aal2.accessToken, (r) => !passedTheGuard(r))).toEqual([]);
  });

  it.each(REVOKED_KINDS)(
    'when the token of a session %s is sent, then every route but the public ones answers 401',
    async (kind) => {
      expect(await offenders(declared('user', 'optional'), revoked[kind], (r) => !signedOut(r))).toEqual([]);
    },
  );

  it("when a member without the roles a route declares sends it a valid request, then 403 with the declaration's words", async () => {
    // Valid requests (the probes' baselines from the OpenAPI document), so only the role check can refuse.
    const document = (await request(testApp.app).get('/api/v1/openapi.json').expect(200)).body as OpenApiDocument;
    const baselines = new Map(
      new ProbeBuilder(document)
        .all()
        .filter((probe) => probe.kind === 'baseline')
        .map((probe) => [probe.operation, probe]),
    );
    const limited = routes.filter((route) => route.roles);
    expect(limited.map(name)).toEqual(expect.arrayContaining(['PATCH /api/v1/organization', 'GET /api/v1/farms']));

    // A fresh session never onboarded has no organization; a manager lacks the admin-only roles.
    const loner = await createTestSession(testApp);
    const { manager } = await organizationWithManager(testApp);
    const wrong: string[] = [];
    for (const route of limited) {
      const roles = route.roles!;
      const probe = baselines.get(name(route))!;
      const callers = [
        { who: 'no organization', token: loner.accessToken, message: roles.withoutOrganization ?? roles.message },
        ...(roles.allowed.includes('manager')
          ? []
          : [{ who: 'manager', token: manager.accessToken, message: roles.message }]),
      ];
      for (const caller of callers) {
        let test = request(testApp.app)
          [route.method](probe.url)
          .set({ ...probe.headers, Authorization: `Bearer ${caller.token}` });
        if (probe.body !== undefined) test = test.send(probe.body);
        const response = await test;
        if (response.status !== 403 || response.body?.error?.message !== caller.message) {
          wrong.push(`${name(route)} as ${caller.who} → ${response.status} ${JSON.stringify(response.body)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
