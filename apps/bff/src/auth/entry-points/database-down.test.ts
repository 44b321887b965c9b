// With no database to reach, every kind of request answers 503 in its API's shape (and the
// process stays up): /auth/v1 in GoTrue's, /api/v1 in ErrorBody, /readyz not ready.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';

let testApp: FullTestApp;

beforeAll(() => {
  // Port 1 on loopback: nothing listens, so every connection attempt is refused at once.
  testApp = createFullTestApp({ env: { DATABASE_URL: 'postgresql://nobody:x@127.0.0.1:1/none' } });
});

afterAll(async () => {
  await testApp.close();
});

describe('when the database cannot be reached', () => {
  it("then a sign-in answers 503 database_unavailable in GoTrue's shape with Retry-After", async () => {
    const response = await request(testApp.app)
      .post('/auth/v1/token?grant_type=password')
      .set('X-Supabase-Api-Version', '2024-01-01')
      .send({ email: 'asha@example.test', password: 'secret123' });

    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({ code: 'database_unavailable', msg: expect.any(String) });
    expect(response.headers['retry-after']).toBeDefined();
  });

  it('then /readyz says not ready', async () => {
    expect((await request(testApp.app).get('/readyz')).status).toBe(503);
  });
});
