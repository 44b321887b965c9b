import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession } from './stored-session';

describe('hasStoredSession', () => {
  afterEach(() => window.localStorage.clear());

  it('when supabase-js has saved a session, then it says so', () => {
    window.localStorage.setItem('i18nextLng', 'en');
    expect(hasStoredSession()).toBe(false);
    window.localStorage.setItem('sb-127-auth-token', '{"access_token":"…"}');
    expect(hasStoredSession()).toBe(true);
  });
});
