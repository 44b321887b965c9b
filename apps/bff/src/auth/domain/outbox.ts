import { SERVICE, type Db, type DbClient } from '../../db/db';
import type { Logger } from '../../shared/logger';
import {
  claimPendingOutboxMessages,
  insertOutboxMessage,
  markOutboxMessageFailed,
  markOutboxMessageSent,
} from '../data-access/outbox-repository';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  /** signup, magiclink, recovery, email_change, phone_change, sms, reauthentication; notices: account_exists, no_account */
  kind: string;
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  userId: string | null;
}

/** Port: delivers one message or throws. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The outbox: a message is written in the same transaction as the token it carries, so it
 * exists exactly when the token does; delivery happens after the commit, by whichever
 * instance claims it (rows are locked with skip locked, so none is sent twice at once).
 */
export interface Outbox {
  enqueue(tx: DbClient, message: OutgoingMessage): Promise<void>;
  /** Sends pending messages through the configured senders; never throws. */
  flush(): Promise<void>;
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export function createOutbox(deps: {
  db: Db;
  logger: Logger;
  email: MessageSender | null;
  sms: MessageSender | null;
}): Outbox {
  let flushing: Promise<void> | null = null;

  async function deliver(channel: 'email' | 'sms', sender: MessageSender): Promise<void> {
    await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
      const pending = await claimPendingOutboxMessages(tx, channel, BATCH, MAX_ATTEMPTS);
      for (const row of pending) {
        try {
          await sender.send({ ...row, userId: null });
          await markOutboxMessageSent(tx, row.id);
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          deps.logger.warn({ err: error, messageId: row.id, channel }, 'outbox delivery failed');
          await markOutboxMessageFailed(tx, row.id, text);
        }
      }
    });
  }

  return {
    enqueue: (tx, message) => insertOutboxMessage(tx, message),
    flush: () => {
      if (!deps.email && !deps.sms) return Promise.resolve();
      flushing ??= (async () => {
        try {
          if (deps.email) await deliver('email', deps.email);
          if (deps.sms) await deliver('sms', deps.sms);
        } catch (error) {
          deps.logger.error({ err: error }, 'outbox flush failed');
        } finally {
          flushing = null;
        }
      })();
      return flushing;
    },
  };
}
