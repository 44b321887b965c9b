// Transaction use cases (spec 2 "Transactions", issue 13): every endpoint is for the roles
// TRANSACTIONS_API declares, each one unit of work in the caller's transaction. Every write is one
// database function that checks the caller again and whose refusals are worded in
// db/db-refusals.ts; a transfer to an e-mail queues its claim e-mail in the same transaction.
import {
  type LedgerReport,
  type RecipientOptions,
  type Transaction,
  type TransactionCreate,
  type TransactionCreated,
  type TransactionList,
  type TransactionListQuery,
  type TransactionLotOptions,
  type TransactionSettings,
  type TransferClaimPreview,
  TRANSACTION_LIST_PAGE,
  TRANSACTION_MESSAGES as M,
  isUuid,
} from '@seed/domain';
import type { Db, DbClient } from '../../db/db';
import { findMembership } from '../../db/membership';
import { addressKey, limitAttemptsEach } from '../../db/rate-limits';
import { AppError } from '../../shared/app-error';
import { csvCell } from '../../shared/csv';
import type { Caller } from '../../shared/http/route';
import * as repo from '../data-access/transactions-repository';
import type { TransferMailer } from './ports';

const notFound = () => AppError.notFound(M.notFound, 'transaction_not_found');
const claimInvalid = () => AppError.notFound(M.claimInvalid, 'transfer_claim_invalid');

/** Attempts at claim links per user in a window: typing mistakes yes, guessing 96 bits no. */
export const TRANSFER_CLAIM_ATTEMPTS = { perWindow: 20, windowSeconds: 15 * 60 } as const;
/** The same per organization (a second account of it gets no fresh attempts) … */
export const TRANSFER_CLAIM_ATTEMPTS_PER_ORGANIZATION = { perWindow: 40, windowSeconds: 15 * 60 } as const;
/** … and per client address (accounts of many organizations from one address do not add up). */
export const TRANSFER_CLAIM_ATTEMPTS_PER_ADDRESS = { perWindow: 100, windowSeconds: 15 * 60 } as const;

/** What the caller may do with a manifest now. */
export function withActions(row: repo.ManifestRow): Transaction {
  const waiting = row.status === 'PENDING' || row.status === 'AWAITING_CLAIM';
  return {
    ...row,
    canAccept: row.direction === 'received' && row.status === 'PENDING',
    canDecline: row.direction === 'received' && row.status === 'PENDING',
    canCancel: row.direction === 'sent' && waiting,
  } as Transaction;
}

/** The keyset cursor: the last row's date and id, opaque to the browser. */
export const cursorOf = (row: { date: string; id: string }) =>
  Buffer.from(`${row.date}|${row.id}`, 'utf8').toString('base64url');

function parseCursor(cursor: string | undefined): { date: string; id: string } | null {
  if (!cursor) return null;
  const [date, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!date || !id || !isUuid(id) || Number.isNaN(Date.parse(date))) {
    throw AppError.badRequest('The page link is not valid. Start again from the first page.', 'invalid_cursor');
  }
  return { date, id };
}

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

function filtersOf(query: TransactionListQuery): repo.PageFilters {
  return {
    type: query.type ?? null,
    status: query.status ?? null,
    from: query.from ?? null,
    toExclusive: query.to ? nextDay(query.to) : null,
    lot: query.lot || null,
    before: parseCursor(query.before),
  };
}

/** 'crop - variety: quantity unit' (spec 2 Items column). */
export const itemLabel = (item: { crop: string; variety: string | null; quantity: number; unit: string }) =>
  `${item.variety ? `${item.crop} - ${item.variety}` : item.crop}: ${item.quantity} ${item.unit}`;

const CSV_HEADER = [
  'Date',
  'Type',
  'Status',
  'From',
  'To',
  'Lot',
  'Crop',
  'Variety',
  'Quantity',
  'Unit',
  'Price per unit',
  'Currency',
  'Notes',
];

export function createTransactionsService({
  db,
  mailer,
  siteUrl,
}: {
  db: Db;
  mailer: TransferMailer;
  siteUrl: string;
}) {
  const detail = async (tx: DbClient, id: string): Promise<Transaction> => {
    const row = await repo.findManifest(tx, id);
    if (!row) throw notFound();
    return withActions(row);
  };

  /** Counts an attempt per user, per organization (when the caller has one) and per client address. */
  const claimAttempt = (caller: Caller, organizationId: string | null, clientAddress: string | undefined) =>
    limitAttemptsEach(
      db,
      [
        { bucket: `transfer_claim:${String(caller.claims.sub)}`, limits: TRANSFER_CLAIM_ATTEMPTS },
        ...(organizationId
          ? [{ bucket: `transfer_claim:org:${organizationId}`, limits: TRANSFER_CLAIM_ATTEMPTS_PER_ORGANIZATION }]
          : []),
        { bucket: `transfer_claim:ip:${addressKey(clientAddress)}`, limits: TRANSFER_CLAIM_ATTEMPTS_PER_ADDRESS },
      ],
      { code: 'over_claim_rate_limit', message: M.claimTooManyAttempts },
    );

  return {
    list: async (caller: Caller, query: TransactionListQuery): Promise<TransactionList> => {
      const limit = query.limit ?? TRANSACTION_LIST_PAGE.defaultLimit;
      const filters = filtersOf(query);
      // one more than the page tells whether there is a next one; read with the membership, in one trip
      const [rows] = await db.unitOfWork(caller, {
        readOnly: true,
        reads: [(tx) => repo.listPage(tx, filters, limit + 1)],
      });
      const page = rows.slice(0, limit);
      return {
        items: page.map(withActions),
        nextCursor: rows.length > limit ? cursorOf(page[page.length - 1]!) : null,
      };
    },

    /** The filtered list as CSV, one row per item, newest first (at most EXPORT_MAX manifests). */
    exportCsv: (caller: Caller, query: TransactionListQuery): Promise<string> =>
      db.unitOfWork(caller, {}, async (tx) => {
        const filters = filtersOf({ ...query, before: undefined });
        const lines = [CSV_HEADER.join(',')];
        for (let seen = 0; seen < repo.EXPORT_MAX;) {
          const rows = await repo.listPage(tx, filters, repo.EXPORT_PAGE);
          for (const m of rows) {
            const parties = [m.from?.name ?? 'System', m.to?.name ?? m.toEmail ?? 'N/A'];
            const items = m.items.length ? m.items : [null];
            for (const item of items) {
              lines.push(
                [
                  m.date,
                  m.type,
                  m.status,
                  ...parties,
                  item?.lotId,
                  item?.crop,
                  item?.variety,
                  item?.quantity,
                  item?.unit,
                  item?.pricePerUnit,
                  item?.currency,
                  m.notes,
                ]
                  .map(csvCell)
                  .join(','),
              );
            }
          }
          seen += rows.length;
          if (rows.length < repo.EXPORT_PAGE) break;
          filters.before = { date: rows[rows.length - 1]!.date, id: rows[rows.length - 1]!.id };
        }
        return `${lines.join('\r\n')}\r\n`;
      }),

    get: (caller: Caller, id: string): Promise<Transaction> => db.unitOfWork(caller, {}, (tx) => detail(tx, id)),

    create: async (caller: Caller, input: TransactionCreate): Promise<TransactionCreated> => {
      const created = await db.unitOfWork(caller, {}, async (tx, { member }) => {
        const result = await repo.createTransaction(tx, input);
        if (result.claimToken && input.recipient_email) {
          const manifest = await detail(tx, result.id);
          await mailer.enqueue(tx, {
            to: input.recipient_email,
            senderName: (await repo.organizationName(tx, member.organizationId)) ?? 'An organization',
            items: manifest.items.map(itemLabel),
            link: `${siteUrl}/transactions/claim?token=${encodeURIComponent(result.claimToken)}`,
          });
        }
        return { id: result.id, status: result.status, emailed: Boolean(result.claimToken) };
      });
      if (created.emailed) await mailer.afterCommit();
      return { id: created.id, status: created.status } as TransactionCreated;
    },

    accept: (caller: Caller, id: string): Promise<Transaction> =>
      db.unitOfWork(caller, {}, async (tx) => {
        await repo.acceptTransaction(tx, id);
        return detail(tx, id);
      }),

    cancel: (caller: Caller, id: string): Promise<Transaction> =>
      db.unitOfWork(caller, {}, async (tx) => {
        await repo.cancelTransaction(tx, id);
        return detail(tx, id);
      }),

    lotOptions: (
      caller: Caller,
      search: string | undefined,
      lotId: string | undefined,
    ): Promise<TransactionLotOptions> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => ({
        items: await repo.lotOptions(tx, member.organizationId, search || null, lotId || null),
      })),

    recipients: (caller: Caller, search: string | undefined): Promise<RecipientOptions> =>
      db.unitOfWork(caller, {}, async (tx) => ({ items: await repo.searchRecipients(tx, search || null) })),

    settings: (caller: Caller): Promise<TransactionSettings> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => ({
        accept_transfers_manually: await repo.acceptsManually(tx, member.organizationId),
      })),

    updateSettings: (caller: Caller, input: TransactionSettings): Promise<TransactionSettings> =>
      db.unitOfWork(caller, {}, async (tx, { member }) => {
        await repo.setAcceptsManually(tx, input.accept_transfers_manually);
        return { accept_transfers_manually: await repo.acceptsManually(tx, member.organizationId) };
      }),

    ledger: (caller: Caller): Promise<LedgerReport> =>
      db.unitOfWork(caller, {}, (tx, { member }) => repo.ledgerDifferences(tx, member.organizationId)),

    previewClaim: async (caller: Caller, token: string, clientAddress?: string): Promise<TransferClaimPreview> => {
      const membership = await db.unitOfWork({ claims: caller.claims }, {}, (tx) => findMembership(tx));
      await claimAttempt(caller, membership?.organizationId ?? null, clientAddress);
      return db.unitOfWork({ claims: caller.claims }, {}, async (tx) => {
        const claim = await repo.findTransferClaim(tx, token);
        if (!claim) throw claimInvalid();
        return claim;
      });
    },

    claim: async (caller: Caller, token: string, clientAddress?: string): Promise<{ id: string }> => {
      // A caller the endpoint refuses anyway (no organization, no role) hears that, not 429.
      const organizationId = await db.unitOfWork(caller, {}, async (_tx, { member }) => member.organizationId);
      await claimAttempt(caller, organizationId, clientAddress);
      return db.unitOfWork(caller, {}, async (tx) => ({ id: await repo.claimTransfer(tx, token) }));
    },
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
