import type { DbClient } from '../../db/db';

/** The e-mail that carries a transfer's claim link to someone not yet on the portal. */
export interface TransferClaimEmail {
  to: string;
  senderName: string;
  /** 'crop - variety: quantity unit', one per lot. */
  items: string[];
  /** `${origin}/transactions/claim?token=...` */
  link: string;
}

/**
 * Sends the claim e-mail. `enqueue` runs inside the transaction that records the transfer, so
 * the e-mail exists exactly when the transfer does; `afterCommit` may start delivery (never throws).
 */
export interface TransferMailer {
  enqueue(tx: DbClient, email: TransferClaimEmail): Promise<void>;
  afterCommit(): Promise<void>;
}
