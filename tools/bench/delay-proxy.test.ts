// What the benches' comparisons with a client round trip rely on: every request through the proxy
// takes at least the round trip more, a kept-alive connection stays one connection, and bodies
// of any size arrive whole and in order, both ways.
import { once } from 'node:events';
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DelayProxy, startDelayProxy } from './delay-proxy';

const ROUND_TRIP_MS = 40;
/** 2 MB that differ byte by byte, so a reordered or lost chunk shows. */
const BIG = Buffer.from(Array.from({ length: 2_000_000 }, (_, i) => (i * 31) % 251));

let server: http.Server;
let proxy: DelayProxy;
let connections = 0;
// One kept-alive connection at most, as a browser reuses its connection to a host.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A request through the proxy: its answer's body and how long it took (ms). */
async function request(path: string, body?: Buffer): Promise<{ body: Buffer; ms: number }> {
  const start = performance.now();
  const req = http.request(`${proxy.url}${path}`, { method: body ? 'POST' : 'GET', agent });
  req.end(body);
  const [res] = (await once(req, 'response')) as [http.IncomingMessage];
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), ms: performance.now() - start };
}

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    res.end(req.url === '/big' ? BIG : req.method === 'POST' ? Buffer.concat(chunks) : 'ok');
  });
  server.on('connection', () => connections++);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  proxy = await startDelayProxy(`http://127.0.0.1:${(server.address() as net.AddressInfo).port}`, ROUND_TRIP_MS);
});

afterAll(async () => {
  agent.destroy();
  await proxy.stop();
  server.closeAllConnections();
  server.close();
});

describe('delay proxy', () => {
  it('adds at least the round trip to every request, over one kept-alive connection', async () => {
    await request('/');
    const before = connections;
    for (let i = 0; i < 3; i++) {
      const { body, ms } = await request('/');
      expect(body.toString()).toBe('ok');
      expect(ms).toBeGreaterThanOrEqual(ROUND_TRIP_MS);
    }
    expect(connections).toBe(before);
  });

  it('carries large bodies whole and in order, both ways', async () => {
    expect((await request('/big')).body.equals(BIG)).toBe(true);
    expect((await request('/echo', BIG)).body.equals(BIG)).toBe(true);
  });
});
