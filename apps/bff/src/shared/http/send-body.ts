import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** Below this, gzip saves too little to be worth its header (compression's own threshold). */
const GZIP_MIN_BYTES = 1024;
/** Above this, the body goes through the compression middleware's stream instead, off the event loop. */
const GZIP_SYNC_MAX_BYTES = 256 * 1024;

/**
 * Sends a whole body (a screen's JSON, the verification page's HTML), gzipped in one synchronous
 * call when the client takes gzip and it is between 1 kB and 256 kB: at these sizes the compression
 * middleware's per-response stream (a zlib context, chunks through the thread pool, chunked
 * encoding) costs more than the compression itself. Larger bodies are left to the middleware,
 * which skips anything that already has a Content-Encoding. No ETag: these answers are no-store.
 */
export function sendBody(req: Request, res: Response, body: string, contentType: string): void {
  const bytes = Buffer.from(body, 'utf8');
  res.setHeader('Content-Type', contentType);
  res.vary('Accept-Encoding');
  if (
    bytes.length >= GZIP_MIN_BYTES &&
    bytes.length <= GZIP_SYNC_MAX_BYTES &&
    req.acceptsEncodings('gzip', 'identity') === 'gzip'
  ) {
    const gzipped = gzipSync(bytes);
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', gzipped.length);
    res.end(req.method === 'HEAD' ? undefined : gzipped);
    return;
  }
  res.setHeader('Content-Length', bytes.length);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A JSON answer through sendBody (/api/v1 answers are no-store). */
export function sendJson(req: Request, res: Response, body: unknown): void {
  sendBody(req, res, JSON.stringify(body), 'application/json; charset=utf-8');
}
