// A stand-in for a Nominatim search API on a local port (tests run without internet): any
// query mentioning Nashik finds one place, everything else finds nothing.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the fake puts every address that mentions Nashik. */
export const FAKE_NASHIK = { lat: 19.9975, lng: 73.7898 } as const;

export interface FakeNominatim {
  /** Base URL to use as GEOCODER_URL. */
  url: string;
  stop(): Promise<void>;
}

export async function startFakeNominatim(): Promise<FakeNominatim> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-nominatim');
    if (url.pathname !== '/search') {
      res.writeHead(404).end();
      return;
    }
    const q = url.searchParams.get('q') ?? '';
    const results = /nashik/i.test(q)
      ? [
          {
            place_id: 1,
            lat: String(FAKE_NASHIK.lat),
            lon: String(FAKE_NASHIK.lng),
            display_name: 'Nashik, Maharashtra, India',
          },
        ]
      : [];
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(results));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
