// Keeps one child process running for `npm start`: when it exits without being asked to
// (a crash, an uncaught error, a fatal log), it is started again after a delay that doubles
// from 1 s to 30 s and starts over once the child has stayed up for a minute. Whatever else
// the script runs (the embedded PostgreSQL) stays up meanwhile.
//
// Plain Node ESM with only built-in modules, like the rest of scripts/lib.

/** Milliseconds to wait before restart number `failures + 1`: initialMs doubling up to maxMs. */
export function restartDelay(failures, { initialMs = 1_000, maxMs = 30_000 } = {}) {
  return Math.min(maxMs, initialMs * 2 ** failures);
}

/** "1 s", "30 s"; "250 ms" below a second. */
export function formatDelay(ms) {
  return ms >= 1_000 && ms % 1_000 === 0 ? `${ms / 1_000} s` : `${ms} ms`;
}

/**
 * Runs `start()` (which spawns and returns a ChildProcess) and runs it again each time the
 * child exits before stop() is called, logging "<name> exited with code X; restarting in N s".
 * Options: name, log, initialMs, maxMs, resetAfterMs (uptime after which the delay starts
 * over), now (a clock, for tests), and onStartFailed(how) with startFailedWithinMs: a FIRST run
 * that ends that soon never started (a bad setting, a port in use), so instead of restarting
 * for ever onStartFailed is called and the supervisor stops. Returns { stop(signal) }: no
 * restart after it; resolves once the child has exited.
 */
export function supervise(start, options = {}) {
  const {
    name = 'The child process',
    log = (message) => process.stderr.write(`${message}\n`),
    initialMs = 1_000,
    maxMs = 30_000,
    resetAfterMs = 60_000,
    now = Date.now,
    onStartFailed,
    startFailedWithinMs = 0,
  } = options;
  let runs = 0;
  let current = null;
  let restartTimer = null;
  let failures = 0;
  let stopping = false;

  const run = () => {
    restartTimer = null;
    const startedAt = now();
    runs += 1;
    const firstRun = runs === 1;
    const child = start();
    current = child;
    let ended = false;
    const onEnd = (how) => {
      if (ended) return;
      ended = true;
      if (current === child) current = null;
      if (stopping) return;
      if (firstRun && onStartFailed && now() - startedAt < startFailedWithinMs) {
        stopping = true;
        onStartFailed(how);
        return;
      }
      if (now() - startedAt >= resetAfterMs) failures = 0;
      const delay = restartDelay(failures, { initialMs, maxMs });
      failures += 1;
      log(`${name} ${how}; restarting in ${formatDelay(delay)}`);
      restartTimer = setTimeout(run, delay);
    };
    child.once('exit', (code, signal) => onEnd(signal ? `exited on signal ${signal}` : `exited with code ${code}`));
    // Without a pid it never ran (e.g. the binary is missing) and no 'exit' may follow.
    child.on('error', (error) => {
      if (child.pid === undefined) onEnd(`could not be started (${error.message})`);
    });
  };

  run();

  return {
    async stop(signal = 'SIGTERM') {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      restartTimer = null;
      const child = current;
      // No pid: it never ran, so no 'exit' is coming.
      if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
      });
    },
  };
}
