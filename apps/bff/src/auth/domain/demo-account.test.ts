import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_ADMIN, ensureDemoAdminUser } from './demo-account';
import { argon2Hasher } from './secrets';

let testApp: TestApp;

beforeAll(() => {
  testApp = createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('ensureDemoAdminUser', () => {
  it('when called twice (even at once), then one confirmed demo admin exists that can sign in with demo1234', async () => {
    const hasher = argon2Hasher({ light: true });
    const [first, second] = await Promise.all([ensureDemoAdminUser(testApp.db, hasher), ensureDemoAdminUser(testApp.db, hasher)]);
    const third = await ensureDemoAdminUser(testApp.db, hasher);

    expect(new Set([first.userId, second.userId, third.userId]).size).toBe(1);
    expect(third.created).toBe(false);
    const response = await request(testApp.app)
      .post('/auth/v1/token?grant_type=password')
      .send({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      id: first.userId,
      email: 'admin@demo.local',
      user_metadata: { full_name: 'Demo Admin' },
      email_confirmed_at: expect.any(String),
    });
  });
});
