import type { DbClient } from '../../db/db';

export interface OutboxMessageRecord {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  kind: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  createdAt: Date;
  sentAt: Date | null;
  attempts: number;
  lastError: string | null;
}

const COLUMNS = `id, channel, recipient, kind, subject, body_text as "bodyText", body_html as "bodyHtml",
  created_at as "createdAt", sent_at as "sentAt", attempts, last_error as "lastError"`;

export async function insertOutboxMessage(
  tx: DbClient,
  message: {
    channel: 'email' | 'sms';
    recipient: string;
    kind: string;
    subject: string | null;
    bodyText: string;
    bodyHtml: string | null;
    userId: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into auth.outbox_messages (channel, recipient, kind, subject, body_text, body_html, user_id)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [message.channel, message.recipient, message.kind, message.subject, message.bodyText, message.bodyHtml, message.userId],
  );
}

/** When the newest message of `kind` to `recipient` was written, if within the last `withinSeconds`. */
export async function lastOutboxMessageAt(
  tx: DbClient,
  recipient: string,
  kind: string,
  withinSeconds: number,
): Promise<Date | null> {
  const { rows } = await tx.query<{ at: Date | null }>(
    `select max(created_at) as at from auth.outbox_messages
     where recipient = $1 and kind = $2 and created_at > now() - make_interval(secs => $3)`,
    [recipient, kind, withinSeconds],
  );
  return rows[0]?.at ?? null;
}

export async function listRecentOutboxMessages(tx: DbClient, limit: number, recipient?: string): Promise<OutboxMessageRecord[]> {
  const { rows } = await tx.query<OutboxMessageRecord>(
    `select ${COLUMNS} from auth.outbox_messages
     where $2::text is null or lower(recipient) = lower($2)
     order by created_at desc, id desc limit $1`,
    [limit, recipient ?? null],
  );
  return rows;
}

/** Locks up to `limit` unsent messages of a channel that no other instance is sending. */
export async function claimPendingOutboxMessages(
  tx: DbClient,
  channel: 'email' | 'sms',
  limit: number,
  maxAttempts: number,
): Promise<OutboxMessageRecord[]> {
  const { rows } = await tx.query<OutboxMessageRecord>(
    `select ${COLUMNS} from auth.outbox_messages
     where sent_at is null and channel = $1 and attempts < $3
     order by created_at limit $2 for update skip locked`,
    [channel, limit, maxAttempts],
  );
  return rows;
}

export async function markOutboxMessageSent(tx: DbClient, id: string): Promise<void> {
  await tx.query(`update auth.outbox_messages set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1`, [id]);
}

export async function markOutboxMessageFailed(tx: DbClient, id: string, error: string): Promise<void> {
  await tx.query(`update auth.outbox_messages set attempts = attempts + 1, last_error = $2 where id = $1`, [
    id,
    error.slice(0, 1000),
  ]);
}
