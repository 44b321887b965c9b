import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { sendJson } from './send-body';

/** An app like the BFF's (the compression middleware in front) answering `{ text }` of `size` characters. */
function appAnswering(size: number) {
  const app = express();
  app.use(compression());
  app.get('/answer', (req, res) => sendJson(req, res, { text: 'x'.repeat(size) }));
  return app;
}

/** GET /answer with `acceptEncoding`: status, headers and the bytes as they came (not decoded). */
async function fetchRaw(app: express.Express, acceptEncoding: string) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get({ port, host: '127.0.0.1', path: '/answer', headers: { 'Accept-Encoding': acceptEncoding } }, resolve)
        .on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

describe('sendJson', () => {
  it('when the client takes gzip and the JSON is a few kB, then it is gzipped once with its length', async () => {
    const response = await fetchRaw(appAnswering(5000), 'gzip, deflate');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toEqual({ text: 'x'.repeat(5000) });
  });

  it('when the client does not take gzip, then the JSON is sent as it is', async () => {
    for (const acceptEncoding of ['identity', 'gzip;q=0, identity']) {
      const response = await fetchRaw(appAnswering(5000), acceptEncoding);

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.body.toString('utf8'))).toEqual({ text: 'x'.repeat(5000) });
    }
  });

  it('when the client takes brotli only, then the compression middleware answers in brotli', async () => {
    const response = await fetchRaw(appAnswering(5000), 'br');

    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.body).toString('utf8'))).toEqual({ text: 'x'.repeat(5000) });
  });

  it('when the JSON is under 1 kB, then it is sent as it is', async () => {
    const response = await fetchRaw(appAnswering(100), 'gzip');

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toEqual({ text: 'x'.repeat(100) });
  });

  it('when the JSON is over 256 kB, then the compression middleware streams it gzipped', async () => {
    const response = await fetchRaw(appAnswering(300_000), 'gzip');

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.body).toString('utf8'))).toEqual({ text: 'x'.repeat(300_000) });
  });

  it('when the request is HEAD, then the headers come without a body', async () => {
    const response = await request(appAnswering(5000)).head('/answer').set('Accept-Encoding', 'gzip');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toEqual({});
  });
});
