/** supabase-js keeps the session in localStorage under `sb-<host's first label>-auth-token`. */
const SESSION_KEY = /^sb-.+-auth-token$/;

/**
 * Whether this browser holds a saved session, read synchronously before supabase-js loads: the
 * shell uses it to start a signed-in screen's downloads while the session is still being checked.
 * A hint only (the session may have expired); access is decided by the session itself.
 */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      if (SESSION_KEY.test(window.localStorage.key(i) ?? '')) return true;
    }
  } catch {
    // Storage blocked (private mode, a policy): nothing to go on.
  }
  return false;
}
