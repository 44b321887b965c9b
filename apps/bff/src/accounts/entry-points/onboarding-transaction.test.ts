// Onboarding through HTTP is one transaction: when creating the organization fails, no
// profile is left behind, and a retry once the fault is gone completes normally.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';

let testApp: FullTestApp;

beforeAll(() => {
  testApp = createFullTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/v1/onboarding as one transaction', () => {
  it('when creating the organization fails, then 500 with the registration message and no profile or organization is left', async () => {
    const doomedName = `Refused ${randomBytes(4).toString('hex')}`;
    const constraint = `test_refuse_${randomBytes(4).toString('hex')}`;
    const session = await createTestSession(testApp, { userMetadata: { full_name: 'Doomed', organization_name: doomedName } });
    // The database refuses exactly this organization (as a failing insert would in production).
    await adminQuery(`alter table public.organizations add constraint ${constraint} check (name <> '${doomedName}') not valid`);
    let response;
    try {
      response = await api(testApp, session).post('/api/v1/onboarding');
    } finally {
      await adminQuery(`alter table public.organizations drop constraint ${constraint}`);
    }

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { code: 'registration_failed', message: 'An error occurred during registration' } });
    expect(await adminQuery('select id from public.profiles where auth_id = $1', [session.userId])).toEqual([]);
    expect(await adminQuery('select id from public.organizations where owner_id = $1', [session.userId])).toEqual([]);

    const retry = await api(testApp, session).post('/api/v1/onboarding');
    expect(retry.status).toBe(200);
    expect(retry.body.organization.name).toBe(doomedName);
  });
});
