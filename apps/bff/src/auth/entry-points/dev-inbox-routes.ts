import { isIP } from 'node:net';
import express, { type Request, type RequestHandler, type Router } from 'express';
import { z } from 'zod';
import { SERVICE, type Db } from '../../db/db';
import { AppError } from '../../shared/app-error';
import { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import { listRecentOutboxMessages, type OutboxMessageRecord } from '../data-access/outbox-repository';
import { escapeHtml } from '../../shared/escape-html';

const InboxQuery = z.object({
  to: z.string().optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(50),
});

const InboxMessage = z
  .object({
    id: z.uuid(),
    to: z.string(),
    channel: z.enum(['email', 'sms']),
    kind: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    sent_at: z.string(),
    delivered: z.boolean(),
  })
  .meta({ id: 'DevInboxMessage' });

function toJson(message: OutboxMessageRecord): z.infer<typeof InboxMessage> {
  return {
    id: message.id,
    to: message.recipient,
    channel: message.channel,
    kind: message.kind,
    subject: message.subject,
    body: message.bodyText,
    sent_at: (message.sentAt ?? message.createdAt).toISOString(),
    delivered: message.sentAt !== null,
  };
}

/** Plain text with its URLs made clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function inboxPage(messages: OutboxMessageRecord[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <header><strong>${escapeHtml(m.subject ?? m.kind)}</strong> <span class="kind">${m.channel} · ${escapeHtml(m.kind)}</span></header>
  <div class="meta">To ${escapeHtml(m.recipient)} · ${m.createdAt.toISOString()}${m.sentAt ? ' · delivered' : ''}</div>
  <pre>${linkify(m.bodyText)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev inbox · Seed Portal</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 16px; color: #1f2937; }
  h1 { font-size: 20px; } article { border: 1px solid #d1d5db; border-radius: 8px; padding: 12px 16px; margin: 12px 0; }
  .kind, .meta { color: #6b7280; font-size: 13px; } pre { white-space: pre-wrap; word-break: break-all; font: inherit; }
  a { color: #047857; }
</style></head>
<body><h1>Dev inbox</h1><p class="meta">E-mails and SMS of the auth server, newest first (development and test only). <a href="/dev/inbox.json">JSON</a></p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

/**
 * Whether the request comes straight from this machine. The socket's own peer is read, not
 * req.ip: X-Forwarded-For is the client's to write. A request that passed through a proxy
 * (even one on this machine) is not local, since the proxy may be serving anyone.
 */
export function isLoopbackClient(req: Pick<Request, 'socket' | 'headers'>): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/i, '');
  if (address === '::1') return true;
  return isIP(address) === 4 && address.startsWith('127.');
}

/** Anyone but a loopback client is told the inbox does not exist. */
const loopbackOnly: RequestHandler = (req, _res, next) => {
  if (!isLoopbackClient(req)) throw AppError.notFound();
  next();
};

/**
 * GET /dev/inbox (HTML) and /dev/inbox.json: the outbox, newest first, for loopback clients
 * only (it holds every sign-in link and code). Never mounted in production, and kept out of
 * the public OpenAPI document (its own registry).
 */
export function devInboxRouter(db: Db): Router {
  const router = express.Router();
  router.use(['/dev/inbox', '/dev/inbox.json'], loopbackOnly);
  const registry = new ApiRegistry({ title: 'dev inbox', version: '0' });
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/dev/inbox.json',
      operationId: 'devInbox',
      summary: 'Development only: e-mails and SMS the auth server wrote, newest first',
      tags: ['dev'],
      auth: 'public',
      request: { query: InboxQuery },
      responses: { 200: { description: 'Messages', schema: z.array(InboxMessage) } },
    },
    async ({ query }) => {
      const rows = await db.unitOfWork(SERVICE, {}, (tx) => listRecentOutboxMessages(tx, query.limit, query.to));
      return { status: 200, body: rows.map(toJson), headers: { 'Cache-Control': 'no-store' } };
    },
  );
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/dev/inbox',
      operationId: 'devInboxPage',
      summary: 'Development only: the inbox as a readable page with clickable links',
      tags: ['dev'],
      auth: 'public',
      request: { query: InboxQuery },
      responses: { 200: { description: 'HTML page', schema: z.string(), contentType: 'text/html' } },
    },
    async ({ query }) => {
      const rows = await db.unitOfWork(SERVICE, {}, (tx) => listRecentOutboxMessages(tx, query.limit, query.to));
      return { status: 200, body: inboxPage(rows), headers: { 'Cache-Control': 'no-store' } };
    },
  );
  return router;
}
