import { z } from 'zod';
import { calendarDate, decimal, text } from './primitives';
import { CURRENCIES, QUANTITY_UNITS } from './seed-lots-rules';
import { LotQualityStatusEnum, LotTypeEnum, ManifestStatusEnum, ManifestTypeEnum, QuantityUnitEnum } from './lot-enums';
import {
  TRANSACTION_LIMITS as LIMITS,
  TRANSACTION_LIST_PAGE,
  TRANSACTION_MESSAGES as M,
  TRANSACTION_TYPES,
  type TransactionType,
} from './transactions-rules';

// Request and response schemas of the transactions (/api/v1/transactions…, spec 2 "Transactions",
// issue 13). The New Transaction form and the BFF parse the same schema, so both refuse the same
// input with spec 2 §5's words in its order.

export const TransactionTypeEnum = z.enum(TRANSACTION_TYPES);
export const CurrencyEnum = z.enum(CURRENCIES);

/** A number from a JSON number or its decimal text; anything else (blank included) is null. */
const looseNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  decimal(z.number()).nullable().catch(null),
);

/**
 * One lot of the form. Quantity, unit, price and currency are checked against the manifest's
 * type in TransactionCreate (spec 2 §5 orders them lot by lot), so here they stay loose.
 */
export const TransactionItemInput = z.object({
  lot_id: text().trim().min(1).max(40),
  quantity: looseNumber,
  unit: z.preprocess((v) => (v === '' ? null : v), z.enum(QUANTITY_UNITS).nullable().catch(null)),
  price_per_unit: looseNumber.optional(),
  currency: z.preprocess((v) => (v === '' ? null : v), CurrencyEnum.nullable().catch(null)).optional(),
  notes: text()
    .trim()
    .max(LIMITS.itemNotesMaxLength)
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type TransactionItemInput = z.input<typeof TransactionItemInput>;

const optionalNotes = text()
  .trim()
  .max(LIMITS.notesMaxLength)
  .nullable()
  .optional()
  .transform((v) => v || null);

/**
 * The first of spec 2 §5's refusals an item list meets, in the spec's order, lot by lot: at least
 * one lot; each quantity above 0; a unit; for a sale a price from 0 and a currency.
 */
export function firstItemRefusal(
  type: TransactionType,
  items: readonly {
    lot_id: string;
    quantity?: number | null;
    unit?: string | null;
    price_per_unit?: number | null;
    currency?: string | null;
  }[],
): { index: number; field: 'quantity' | 'unit' | 'price_per_unit' | 'currency' | null; message: string } | null {
  if (items.length === 0) return { index: -1, field: null, message: M.lotsRequired };
  for (const [index, item] of items.entries()) {
    const q = item.quantity;
    if (q == null || !Number.isFinite(q) || q < LIMITS.quantityMin || q > LIMITS.maxQuantity)
      return { index, field: 'quantity', message: M.quantityInvalid(item.lot_id) };
    if (!item.unit) return { index, field: 'unit', message: M.unitRequired(item.lot_id) };
    if (type === 'SALE') {
      const p = item.price_per_unit;
      if (p == null || !Number.isFinite(p) || p < LIMITS.priceMin || p > LIMITS.maxPrice)
        return { index, field: 'price_per_unit', message: M.priceInvalid(item.lot_id) };
      if (!item.currency) return { index, field: 'currency', message: M.currencyRequired(item.lot_id) };
    }
  }
  return null;
}

/** POST /api/v1/transactions: the New Transaction form. */
export const TransactionCreate = z
  .object({
    manifest_type: z.enum(TRANSACTION_TYPES, { error: M.typeInvalid }),
    items: z.array(TransactionItemInput).max(LIMITS.maxItems),
    recipient_organization_id: z.uuid({ error: M.recipientNotFound }).nullable().optional(),
    recipient_email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .email({ error: M.recipientEmailInvalid })
        .max(LIMITS.emailMaxLength, M.recipientEmailInvalid)
        .nullable()
        .optional(),
    ),
    overall_notes: optionalNotes,
    /**
     * A sale of lots never tested, acknowledged: they go as truthfully labelled seed of a
     * non-notified kind, recorded on their items (the database refuses such a sale without it).
     */
    untested_acknowledged: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    const refusal = firstItemRefusal(v.manifest_type, v.items);
    if (refusal) {
      ctx.addIssue({
        code: 'custom',
        path: refusal.index < 0 ? ['items'] : ['items', refusal.index, refusal.field ?? 'lot_id'],
        message: refusal.message,
      });
      return;
    }
    if (new Set(v.items.map((i) => i.lot_id)).size !== v.items.length)
      ctx.addIssue({ code: 'custom', path: ['items'], message: M.lotTwice });
    const moves = v.manifest_type === 'SALE' || v.manifest_type === 'TRANSFER';
    const hasOrganization = Boolean(v.recipient_organization_id);
    const hasEmail = Boolean(v.recipient_email);
    if (!moves && (hasOrganization || hasEmail))
      ctx.addIssue({ code: 'custom', path: ['recipient_organization_id'], message: M.recipientNotAllowed });
    if (moves && hasOrganization && hasEmail)
      ctx.addIssue({ code: 'custom', path: ['recipient_email'], message: M.recipientBoth });
    if (v.manifest_type === 'TRANSFER' && !hasOrganization && !hasEmail)
      ctx.addIssue({ code: 'custom', path: ['recipient_organization_id'], message: M.recipientRequired });
    if (v.manifest_type === 'ADJUSTMENT' && !v.overall_notes)
      ctx.addIssue({ code: 'custom', path: ['overall_notes'], message: M.adjustmentReasonRequired });
  })
  .meta({
    id: 'TransactionCreate',
    example: {
      manifest_type: 'SALE',
      items: [{ lot_id: 'SL-20261123-1015302-4821', quantity: 25, unit: 'Kg', price_per_unit: 80, currency: 'INR' }],
      recipient_organization_id: '5b0f8a2e-8a8e-4a5e-9d0b-0d7c1f2b3a4c',
      overall_notes: 'Kharif 2026 foundation seed',
    },
  });
export type TransactionCreate = z.output<typeof TransactionCreate>;
export type TransactionCreateInput = z.input<typeof TransactionCreate>;

export const TransactionCreated = z
  .object({ id: z.uuid(), status: ManifestStatusEnum })
  .meta({ id: 'TransactionCreated' });
export type TransactionCreated = z.infer<typeof TransactionCreated>;

const Party = z.object({ id: z.uuid(), name: text() });

/** One item of a manifest as both parties see it (the lot itself may be the other's). */
export const TransactionItem = z.object({
  lotId: text(),
  crop: text(),
  variety: text().nullable(),
  quantity: z.number(),
  unit: QuantityUnitEnum,
  pricePerUnit: z.number().nullable(),
  currency: text().nullable(),
  notes: text().nullable(),
  deliveredLotId: text().nullable(),
  lotVisible: z.boolean(),
  deliveredLotVisible: z.boolean(),
  /** Sold with no seed test, as the seller acknowledged (truthfully labelled seed). */
  soldUntested: z.boolean(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

/** A manifest of the transactions list and detail. */
export const Transaction = z
  .object({
    id: z.uuid(),
    type: ManifestTypeEnum,
    status: ManifestStatusEnum,
    date: text(),
    from: Party.nullable(),
    to: Party.nullable(),
    /** The e-mail an AWAITING_CLAIM transfer went to (the sender only). */
    toEmail: text().nullable(),
    notes: text().nullable(),
    direction: z.enum(['sent', 'received', 'internal']),
    settledAt: text().nullable(),
    items: z.array(TransactionItem),
    /** What the caller may do with it now. */
    canAccept: z.boolean(),
    canCancel: z.boolean(),
    canDecline: z.boolean(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

const isoDate = calendarDate();

/** GET /api/v1/transactions: filters and the keyset cursor ("before" of the previous page). */
export const TransactionListQuery = z.object({
  type: ManifestTypeEnum.optional(),
  status: ManifestStatusEnum.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  lot: text().trim().max(40).optional(),
  before: text().max(200).optional(),
  limit: decimal(z.number().int().min(1).max(TRANSACTION_LIST_PAGE.maxLimit)).optional(),
});
export type TransactionListQuery = z.output<typeof TransactionListQuery>;

export const TransactionList = z
  .object({ items: z.array(Transaction), nextCursor: text().nullable() })
  .meta({ id: 'TransactionList' });
export type TransactionList = z.infer<typeof TransactionList>;

export const TransactionIdParams = z.object({ id: z.uuid({ error: M.notFound }) });

/** GET /api/v1/transaction-lots: the organization's own lots for the form's checklist. */
export const TransactionLotOptionsQuery = z.object({
  q: text().trim().max(100).optional(),
  /** A lot to include whatever the search (the lot detail's Record Transaction). */
  lotId: text().trim().max(40).optional(),
});
export const TransactionLotOption = z.object({
  id: text(),
  lotType: LotTypeEnum,
  crop: text(),
  variety: text().nullable(),
  generation: text().nullable(),
  quantity: z.number(),
  unit: QuantityUnitEnum,
  packSize: z.number().nullable(),
  packUnit: QuantityUnitEnum.nullable(),
  /** Its seed test's standing: a sale refuses failed and expired lots and asks about untested ones. */
  quality: LotQualityStatusEnum,
});
export type TransactionLotOption = z.infer<typeof TransactionLotOption>;
export const TransactionLotOptions = z
  .object({ items: z.array(TransactionLotOption) })
  .meta({ id: 'TransactionLotOptions' });
export type TransactionLotOptions = z.infer<typeof TransactionLotOptions>;

/** GET /api/v1/transaction-recipients?q=: organizations on the portal by name. */
export const RecipientSearchQuery = z.object({ q: text().trim().max(100).optional() });
export const RecipientOptions = z
  .object({ items: z.array(z.object({ id: z.uuid(), name: text(), type: text() })) })
  .meta({ id: 'RecipientOptions' });
export type RecipientOptions = z.infer<typeof RecipientOptions>;

/** POST /api/v1/transfer-claims/preview and /api/v1/transfer-claims: the e-mailed link's token. */
export const TransferClaimToken = z.object({ token: text().trim().min(1, M.claimInvalid).max(100, M.claimInvalid) });
export const TransferClaimPreview = z
  .object({
    id: z.uuid(),
    type: ManifestTypeEnum,
    status: ManifestStatusEnum,
    from: text(),
    toEmail: text().nullable(),
    date: text(),
    notes: text().nullable(),
    items: z.array(
      z.object({
        lotId: text(),
        crop: text(),
        variety: text().nullable(),
        quantity: z.number(),
        unit: QuantityUnitEnum,
        pricePerUnit: z.number().nullable(),
        currency: text().nullable(),
      }),
    ),
  })
  .meta({ id: 'TransferClaimPreview' });
export type TransferClaimPreview = z.infer<typeof TransferClaimPreview>;
export const TransferClaimed = z.object({ id: z.uuid() }).meta({ id: 'TransferClaimed' });

/** GET/PUT /api/v1/transaction-settings: how the organization accepts incoming transfers. */
export const TransactionSettings = z
  .object({ accept_transfers_manually: z.boolean() })
  .meta({ id: 'TransactionSettings' });
export type TransactionSettings = z.infer<typeof TransactionSettings>;

/** GET /api/v1/transactions/ledger: (lot, organization) pairs whose owned quantity is not its ledger's sum. */
export const LedgerDifference = z.object({
  seed_lot_id: text(),
  organization_id: z.uuid(),
  owned: z.number(),
  ledger: z.number(),
  unit: QuantityUnitEnum,
  balanced: z.boolean(),
});
export const LedgerReport = z
  .object({ items: z.array(LedgerDifference), unbalanced: z.number().int() })
  .meta({ id: 'LedgerReport' });
export type LedgerReport = z.infer<typeof LedgerReport>;

/** GET /api/v1/transactions/export: the filtered list as CSV text. */
export const TransactionsCsv = text().meta({ id: 'TransactionsCsv' });
