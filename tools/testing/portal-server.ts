// Starts the production BFF bundle on a free port against a database and a static root.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';

/**
 * The repository root. The BFF has its own lookup (findRepoRoot in apps/bff/src/shared/repo-root.ts):
 * tools may not import apps, and the BFF's production code does not depend on these dev helpers.
 * This file always runs from tools/testing, so two folders up is enough.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export interface PortalServer {
  url: string;
  stop(): Promise<void>;
}

/** Spawns `node apps/bff/dist/main.js` and resolves once /readyz answers 200. */
export async function startPortal(env: Record<string, string>): Promise<PortalServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'apps/bff/dist/main.js')], {
    cwd: repoRoot,
    // The site URL is the address the browser uses, so links in e-mails come back to it.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      APP_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      AUTH_SITE_URL: url,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the BFF exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the BFF was not ready within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
