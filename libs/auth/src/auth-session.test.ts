import { beforeEach, describe, expect, it, vi } from 'vitest';

// The session loader's collaborators: the Supabase client (AAL from the token) and the BFF.
const aal = vi.fn();
const getSession = vi.fn();
const apiFetch = vi.fn();
const signOut = vi.fn();
const onAuthStateChange = vi.fn();
vi.mock('./supabase-client', () => ({
  getSupabase: async () => ({
    auth: { getSession, signOut, mfa: { getAuthenticatorAssuranceLevel: aal }, onAuthStateChange },
  }),
}));
vi.mock('./api-client', () => ({ apiFetch: (...args: unknown[]) => apiFetch(...args) }));

const { createAuthSession } = await import('./auth-session');
const { createAuthStore } = await import('./auth-store');
const { ApiError } = await import('./api-error');

const user = { id: '00000000-0000-4000-8000-000000000002', email: 'asha@example.test' };

beforeEach(() => {
  vi.clearAllMocks();
  getSession.mockResolvedValue({ data: { session: { user } } });
});

describe('loading the auth context', () => {
  it('when the user has a verified factor and the session is aal1, then /api/v1/me is not called and the second factor is required', async () => {
    aal.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal2' }, error: null });
    const store = createAuthStore();

    await createAuthSession(store).reload();

    // The BFF answers 403 insufficient_aal below aal2: asking would only log an error.
    expect(apiFetch).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user, mfaRequired: true, profile: null, loading: false });
  });

  it('when the session is aal2, then the profile comes from /api/v1/me', async () => {
    aal.mockResolvedValue({ data: { currentLevel: 'aal2', nextLevel: 'aal2' }, error: null });
    apiFetch.mockResolvedValue({ profile: null, organization: null, pending_invitation: null });
    const store = createAuthStore();

    await createAuthSession(store).reload();

    expect(apiFetch).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/v1/me', method: 'get' }), {}, {});
    expect(store.getState()).toMatchObject({ user, mfaRequired: false, loading: false });
  });

  it('when the browser holds a valid saved token at start-up, then /api/v1/me is asked for with it at once and that answer is the profile', async () => {
    window.localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({ access_token: 'saved.token', expires_at: Date.now() / 1000 + 3600, user }),
    );
    aal.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal1' }, error: null });
    apiFetch.mockResolvedValue({ profile: null, organization: null, pending_invitation: null });
    const store = createAuthStore();

    createAuthSession(store).start();
    await vi.waitFor(() => expect(store.getState().loading).toBe(false));
    window.localStorage.clear();

    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/v1/me' }),
      {},
      { accessToken: 'saved.token' },
    );
    expect(store.getState()).toMatchObject({ user, mfaRequired: false });
  });

  it('when /api/v1/me answers 401 (the session was revoked elsewhere), then the local session is dropped and the store says the session ended, with no profile to onboard', async () => {
    aal.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal1' }, error: null });
    apiFetch.mockRejectedValue(new ApiError(401, 'unauthorized', 'Your session is not valid. Please sign in again.'));
    signOut.mockResolvedValue({ error: null });
    const store = createAuthStore();

    await createAuthSession(store).reload();

    expect(signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(store.getState()).toMatchObject({ user: null, profile: null, sessionEnded: true, loading: false });
  });

  it('when /api/v1/me fails otherwise, then the user stays signed in without a profile, as spec 1 §4.6 says', async () => {
    aal.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal1' }, error: null });
    apiFetch.mockRejectedValue(new ApiError(500, 'internal', 'An error occurred'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createAuthStore();

    await createAuthSession(store).reload();

    expect(signOut).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ user, profile: null, sessionEnded: false });
  });
});

describe('one /api/v1/me a load', () => {
  /** Starts the session and answers the events the client announces, as supabase-js would. */
  async function startWith(events: { event: string; user: typeof user; afterMs: number }[]) {
    aal.mockResolvedValue({ data: { currentLevel: 'aal1', nextLevel: 'aal1' }, error: null });
    apiFetch.mockImplementation(
      () =>
        new Promise((resolve) =>
          setTimeout(() => resolve({ profile: null, organization: null, pending_invitation: null }), 20),
        ),
    );
    const store = createAuthStore();
    const session = createAuthSession(store);
    session.start();
    await vi.waitFor(() => expect(onAuthStateChange).toHaveBeenCalled());
    const listener = onAuthStateChange.mock.calls[0]![0] as (event: string, session: unknown) => void;
    for (const { event, user: who, afterMs } of events) {
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      listener(event, { user: who });
    }
    await vi.waitFor(() => expect(store.getState().loading).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 60));
    return store;
  }

  it('when the client announces the recovered session as SIGNED_IN while the startup read runs or after it, then /api/v1/me is asked once', async () => {
    await startWith([
      { event: 'SIGNED_IN', user, afterMs: 0 },
      { event: 'SIGNED_IN', user, afterMs: 40 },
    ]);

    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('when another user signs in, then their profile is loaded', async () => {
    const other = { id: '00000000-0000-4000-8000-000000000003', email: 'ravi@example.test' };
    const store = await startWith([{ event: 'SIGNED_IN', user: other, afterMs: 40 }]);

    expect(apiFetch).toHaveBeenCalledTimes(2);
    expect(store.getState().user).toMatchObject({ id: other.id });
  });
});
