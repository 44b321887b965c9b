import express from 'express';
import type { AppComponent } from '../app';
import type { TransferMailer } from './domain/ports';
import { createTransactionsService } from './domain/transactions-service';
import { mountTransactionsRoutes } from './entry-points/transactions-routes';

export { createOutboxTransferMailer, createUnavailableTransferMailer } from './data-access/outbox-transfer-mailer';
export type { TransferClaimEmail, TransferMailer } from './domain/ports';

export interface TransactionsComponentOptions {
  /** Sends the claim e-mails of transfers to someone not on the portal (the auth server's outbox locally). */
  mailer: TransferMailer;
}

/** Transactions (spec 2, issue 13): manifests, ownership moves, claims, acceptance, the ledger. */
export function createTransactionsComponent(options: TransactionsComponentOptions): AppComponent {
  return {
    name: 'transactions',
    mount(app, { registry, db, config }) {
      const router = express.Router();
      mountTransactionsRoutes(router, {
        registry,
        // Links in e-mails point at the configured site URL, never at the request's Host.
        service: createTransactionsService({ db, mailer: options.mailer, siteUrl: config.auth.siteUrl }),
      });
      app.use(router);
    },
  };
}
