// A delaying TCP proxy, for the benches' comparisons of what a user feels: every byte the client
// sends reaches the server half a round trip later, and every byte of the answer reaches the
// client half a round trip later, so each HTTP request over it takes one round trip more than on
// loopback (a timer fires a millisecond or so late: at least one round trip), as over a network
// of that latency and ample bandwidth. It forwards bytes, not requests: a kept-alive connection
// stays one connection, and six requests at a time keep six connections busy, as a browser over
// HTTP/1.1 does.
//
// Opening a connection is not delayed (a real one costs a round trip more): each bench's warm-up
// opens the connections its rounds reuse, and the patterns of many requests open more of them, so
// leaving it out favours them.
//
// It runs in the bench's own process: per chunk it sets a timer and writes, and the client it
// serves spends its time waiting on these very timers.
import { once } from 'node:events';
import net from 'node:net';

/** The client round trip of the benches' "what a user feels" budgets. */
export const USER_ROUND_TRIP_MS = 40;

export interface DelayProxy {
  /** Origin to use instead of the target's. */
  url: string;
  stop(): Promise<void>;
}

/** Writes what `from` sends (its end too) to `to`, `ms` later and in the order sent. */
function forwardLater(from: net.Socket, to: net.Socket, ms: number): void {
  // One queue per direction, so the order never depends on the order timers fire in.
  const queue: (Buffer | 'end')[] = [];
  const later = (chunk: Buffer | 'end') => {
    queue.push(chunk);
    setTimeout(() => {
      const next = queue.shift();
      if (to.destroyed) return;
      if (next === 'end') to.end();
      else if (next) to.write(next);
    }, ms);
  };
  from.on('data', (chunk: Buffer) => later(chunk));
  from.on('end', () => later('end'));
}

/** Starts a proxy on loopback in front of `target` (an http://host:port origin). */
export async function startDelayProxy(target: string, roundTripMs: number): Promise<DelayProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  // Half-open on both sides: an end is forwarded half a round trip later like the bytes before it,
  // not at once. Nagle off: each chunk leaves when its timer fires.
  const server = net.createServer({ allowHalfOpen: true, noDelay: true }, (client) => {
    const upstream = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true, noDelay: true });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on either side ends the pair; a plain end travels as the bytes do.
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    forwardLater(client, upstream, roundTripMs / 2);
    forwardLater(upstream, client, roundTripMs / 2);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    async stop() {
      const closed = once(server, 'close');
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
