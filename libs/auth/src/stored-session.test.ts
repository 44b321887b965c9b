import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredSession, storedAccessToken } from './stored-session';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const save = (session: unknown) => window.localStorage.setItem('sb-127-auth-token', JSON.stringify(session));

describe('the saved session, read without supabase-js', () => {
  afterEach(() => window.localStorage.clear());

  it('when supabase-js has saved a session, then it says so', () => {
    window.localStorage.setItem('i18nextLng', 'en');
    expect(hasStoredSession()).toBe(false);
    save({ access_token: 'a.b.c' });
    expect(hasStoredSession()).toBe(true);
  });

  it('when the saved token is valid for a while yet, then its token and user are given; expiring, expired or malformed, nothing', () => {
    expect(storedAccessToken(NOW)).toBeNull();
    save({ access_token: 'a.b.c', expires_at: NOW / 1000 + 3600, user: { id: 'u-1' } });
    expect(storedAccessToken(NOW)).toEqual({ accessToken: 'a.b.c', userId: 'u-1' });
    save({ access_token: 'a.b.c', expires_at: NOW / 1000 + 10, user: { id: 'u-1' } });
    expect(storedAccessToken(NOW)).toBeNull();
    save({ access_token: 'a.b.c', expires_at: NOW / 1000 - 10, user: { id: 'u-1' } });
    expect(storedAccessToken(NOW)).toBeNull();
    window.localStorage.setItem('sb-127-auth-token', '{not json');
    expect(storedAccessToken(NOW)).toBeNull();
  });
});
