import request from 'supertest';
import type { TestApp } from './test-app';

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
