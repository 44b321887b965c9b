// node --test scripts/lib/
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { describe, it } from 'node:test';
import { formatDelay, restartDelay, supervise } from './supervisor.mjs';

const node = (script) => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });

/** Resolves once `condition()` holds (checked every 5 ms); rejects after `timeoutMs`. */
async function until(condition, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition never held');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('restartDelay', () => {
  it('when the child keeps failing, then the delay doubles from 1 s and stays at 30 s', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 6, 10].map((failures) => restartDelay(failures)),
      [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000],
    );
  });

  it('when delays are logged, then whole seconds read as seconds and the rest as milliseconds', () => {
    assert.deepEqual([1_000, 30_000, 250].map(formatDelay), ['1 s', '30 s', '250 ms']);
  });
});

describe('supervise', () => {
  it('when the child exits on its own, then it is restarted with doubling delays, which start over after a long uptime', async () => {
    // Each run's uptime as the supervisor's clock sees it: the fourth stayed up long enough.
    const uptimes = [0, 0, 0, 100, 0, 0];
    let clock = 0;
    let starts = 0;
    const lines = [];
    const supervisor = supervise(
      () => {
        clock += uptimes[starts] ?? 0;
        starts += 1;
        return node('process.exit(3)');
      },
      { name: 'The BFF', log: (line) => lines.push(line), initialMs: 5, maxMs: 15, resetAfterMs: 50, now: () => clock },
    );
    try {
      await until(() => lines.length === 6);
    } finally {
      await supervisor.stop();
    }

    assert.deepEqual(lines, [
      'The BFF exited with code 3; restarting in 5 ms',
      'The BFF exited with code 3; restarting in 10 ms',
      'The BFF exited with code 3; restarting in 15 ms',
      'The BFF exited with code 3; restarting in 5 ms',
      'The BFF exited with code 3; restarting in 10 ms',
      'The BFF exited with code 3; restarting in 15 ms',
    ]);
  });

  it('when the child is killed by a signal, then the log line names the signal', async () => {
    const lines = [];
    const supervisor = supervise(() => node('process.kill(process.pid, "SIGKILL")'), {
      name: 'The BFF',
      log: (line) => lines.push(line),
      initialMs: 10_000,
    });
    try {
      await until(() => lines.length === 1);
    } finally {
      await supervisor.stop();
    }

    assert.deepEqual(lines, ['The BFF exited on signal SIGKILL; restarting in 10 s']);
  });

  it('when stop() is called, then the running child is terminated and never restarted', async () => {
    const children = [];
    const lines = [];
    const supervisor = supervise(
      () => {
        const child = node('setInterval(() => {}, 1000)');
        children.push(child);
        return child;
      },
      { log: (line) => lines.push(line), initialMs: 5 },
    );
    await until(() => children[0].pid !== undefined);

    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));

    assert.equal(children.length, 1);
    assert.equal(children[0].signalCode, 'SIGTERM');
    assert.deepEqual(lines, []);
  });

  it('when stop() is called while a restart is pending, then the restart is cancelled', async () => {
    let starts = 0;
    const lines = [];
    const supervisor = supervise(
      () => {
        starts += 1;
        return node('process.exit(1)');
      },
      { log: (line) => lines.push(line), initialMs: 30 },
    );
    await until(() => lines.length === 1);

    await supervisor.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));

    assert.equal(starts, 1);
  });

  it('when the child cannot be started at all, then that is logged and retried like an exit', async () => {
    const lines = [];
    const supervisor = supervise(() => spawn('/nonexistent/seed-bff-binary', [], { stdio: 'ignore' }), {
      name: 'The BFF',
      log: (line) => lines.push(line),
      initialMs: 5,
      maxMs: 5,
    });
    try {
      await until(() => lines.length === 2);
    } finally {
      await supervisor.stop();
    }

    assert.match(
      lines[0],
      /^The BFF could not be started \(spawn \/nonexistent\/seed-bff-binary ENOENT\); restarting in 5 ms$/,
    );
  });

  it('when the first run ends at once (the start itself failed), then onStartFailed is told and nothing restarts', async () => {
    const lines = [];
    let starts = 0;
    let failed = null;
    supervise(
      () => {
        starts += 1;
        return node('process.exit(1)');
      },
      {
        log: (line) => lines.push(line),
        initialMs: 5,
        startFailedWithinMs: 60_000,
        onStartFailed: (how) => {
          failed = how;
        },
      },
    );
    await until(() => failed !== null);
    await new Promise((resolve) => setTimeout(resolve, 50));

    assert.equal(failed, 'exited with code 1');
    assert.equal(starts, 1);
    assert.deepEqual(lines, []);
  });
});
