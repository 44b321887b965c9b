// Test helpers of the accounts component: the real app (real auth server, real outbox, real
// database) with avatars in a temporary folder, and users signed in through /auth/v1.
import request from 'supertest';
import type { AppComponent } from '../app';
import { createTestSession, type TestSession, type TestSessionOptions } from '../test/auth-session';
import { withAdminClient } from '../test/database';
import { createTestApp, tempDir, type TestApp } from '../test/test-app';
import { createAccountsComponent, createOutboxInvitationMailer, type AvatarStorage, type EmailOutbox } from './index';

export interface AccountsTestApp extends TestApp {
  storageDir: string;
}

/**
 * The app with the accounts component mounted as main.ts mounts it (avatars in a temp folder),
 * plus any other components a test needs after it (e.g. farms).
 */
export function createAccountsTestApp(
  options: {
    storage?: AvatarStorage;
    env?: Record<string, string>;
    extraComponents?: AppComponent[];
    now?: () => number;
  } = {},
): AccountsTestApp {
  const storage = tempDir('avatars');
  // The outbox exists once createApp has built the auth module: resolve it on first use.
  const late: { outbox?: EmailOutbox } = {};
  const lateOutbox: EmailOutbox = {
    enqueue: (tx, message) => late.outbox!.enqueue(tx, message),
    flush: () => late.outbox!.flush(),
  };
  const component = createAccountsComponent({
    config: { storage: { backend: 'local', dir: storage.dir } },
    mailer: createOutboxInvitationMailer(lateOutbox),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const testApp = createTestApp(options.env ?? {}, { components: [component, ...(options.extraComponents ?? [])] });
  late.outbox = testApp.app.auth.deps!.outbox;
  return {
    ...testApp,
    storageDir: storage.dir,
    close: async () => {
      await testApp.close();
      storage.remove();
    },
  };
}

/** supertest with the caller's access token (none for an anonymous caller). */
export function api(testApp: TestApp, session: { accessToken: string } | null) {
  const withToken = (test: request.Test) =>
    session ? test.set('Authorization', `Bearer ${session.accessToken}`) : test;
  const agent = request(testApp.app);
  return {
    get: (path: string) => withToken(agent.get(path)),
    post: (path: string) => withToken(agent.post(path)),
    put: (path: string) => withToken(agent.put(path)),
    patch: (path: string) => withToken(agent.patch(path)),
    delete: (path: string) => withToken(agent.delete(path)),
  };
}

/** A real user who has been through onboarding (admin of a new organization unless invited). */
export async function signUp(
  testApp: TestApp,
  options: TestSessionOptions = {},
): Promise<TestSession & { organizationId: string | null; profileId: string }> {
  const session = await createTestSession(testApp, options);
  const response = await api(testApp, session).post('/api/v1/onboarding');
  if (response.status !== 200)
    throw new Error(`onboarding answered ${response.status} ${JSON.stringify(response.body)}`);
  return { ...session, organizationId: response.body.organization?.id ?? null, profileId: response.body.profile.id };
}

/** The newest invitation e-mail to `email` in the auth outbox, with the token of its link. */
export async function invitationEmailTo(
  email: string,
): Promise<{ subject: string; body: string; link: string; token: string }> {
  return withAdminClient(async (client) => {
    const { rows } = await client.query(
      `select subject, body_text from auth.outbox_messages where recipient = $1 and kind = 'invite' order by created_at desc limit 1`,
      [email],
    );
    if (!rows[0]) throw new Error(`no invitation e-mail to ${email}`);
    const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(rows[0].body_text)?.[0];
    if (!link) throw new Error('the invitation e-mail has no link');
    return {
      subject: rows[0].subject,
      body: rows[0].body_text,
      link,
      token: decodeURIComponent(new URL(link).searchParams.get('token')!),
    };
  });
}

/** Runs one statement as the database superuser (arranging what the API cannot). */
export async function adminQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return withAdminClient(async (client) => (await client.query(sql, params)).rows as T[]);
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (the BFF checks signatures, not whole images). */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
