/** Supabase's auth client keeps the session in localStorage under `sb-<host's first label>-auth-token`. */
const SESSION_KEY = /^sb-.+-auth-token$/;
/** A token this close to its expiry is left to the auth client, which refreshes it first. */
const EXPIRY_MARGIN_MS = 30_000;

function storedSessionText(): string | null {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i) ?? '';
      if (SESSION_KEY.test(key)) return window.localStorage.getItem(key);
    }
  } catch {
    // Storage blocked (private mode, a policy): nothing to go on.
  }
  return null;
}

/**
 * Whether this browser holds a saved session, read synchronously before the auth client loads: the
 * shell uses it to start a signed-in screen's downloads while the session is still being checked.
 * A hint only (the session may have expired); access is decided by the session itself.
 */
export function hasStoredSession(): boolean {
  return storedSessionText() !== null;
}

/**
 * The saved session's access token and user while the token is still valid, read without
 * the auth client: enough to ask the BFF for the profile while the auth client downloads. The BFF checks
 * the token as for any request; the auth client stays the session's owner (refresh, sign-out).
 */
export function storedAccessToken(now = Date.now()): { accessToken: string; userId: string } | null {
  const text = storedSessionText();
  if (!text) return null;
  try {
    const session = JSON.parse(text) as { access_token?: unknown; expires_at?: unknown; user?: { id?: unknown } };
    const { access_token: accessToken, expires_at: expiresAt, user } = session;
    if (typeof accessToken !== 'string' || typeof expiresAt !== 'number' || typeof user?.id !== 'string') return null;
    return expiresAt * 1000 - EXPIRY_MARGIN_MS > now ? { accessToken, userId: user.id } : null;
  } catch {
    return null;
  }
}
