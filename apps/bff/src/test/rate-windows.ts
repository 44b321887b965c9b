/**
 * Rate limits count in fixed windows from the epoch (db/rate-limits.ts): a test that fills a window
 * and crosses into the next sees its count start again, and fails. Called before such a test, this
 * waits for a fresh window when less than `testSeconds` is left of the current one of any of
 * `windowSeconds` (a hook's timeout must allow `testSeconds` more).
 */
export async function startWithinOneWindow(windowSeconds: readonly number[], testSeconds: number): Promise<void> {
  const now = Date.now() / 1000;
  const left = Math.min(...windowSeconds.map((window) => window - (now % window)));
  if (left < testSeconds) await new Promise((done) => setTimeout(done, (left + 1) * 1000));
}
