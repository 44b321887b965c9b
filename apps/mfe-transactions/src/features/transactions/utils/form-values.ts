import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  DEFAULT_TRANSACTION_TYPE,
  isUntested,
  type LotQualityStatus,
  movesToRecipient,
  needsPrice,
  TRANSACTION_TYPES,
  type TransactionCreateInput,
  type TransactionLotOption,
  type TransactionType,
} from '@seed/domain';

// How the New Transaction form holds its values and hands them to libs/domain's TransactionCreate.

/** One selected lot: what the API needs (as typed) and what the row shows of the lot. */
export interface ItemRow {
  lot_id: string;
  crop: string;
  variety: string | null;
  owned: number;
  ownedUnit: string;
  quantity: string;
  unit: string;
  price_per_unit: string;
  currency: string;
  /** Its seed test's standing when it was ticked (the sale gate's facts). */
  quality: LotQualityStatus;
}

export type RecipientMode = 'organization' | 'email';

export interface TransactionFormValues {
  type: TransactionType;
  items: ItemRow[];
  recipientMode: RecipientMode;
  recipientOrganizationId: string;
  /** The chosen organization's name, for the combobox text and the PENDING toast. */
  recipientName: string;
  recipientEmail: string;
  notes: string;
  /** A sale of lots never tested: the seller sells them as truthfully labelled seed (issue 27). */
  untestedAcknowledged: boolean;
}

/** The type of ?type= (the action that opened the form: Transfer opens a transfer), else the default. */
export function initialTypeOf(value: string | null | undefined): TransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value ?? '')
    ? (value as TransactionType)
    : DEFAULT_TRANSACTION_TYPE;
}

export const EMPTY_TRANSACTION: TransactionFormValues = {
  type: DEFAULT_TRANSACTION_TYPE,
  items: [],
  recipientMode: 'organization',
  recipientOrganizationId: '',
  recipientName: '',
  recipientEmail: '',
  notes: '',
  untestedAcknowledged: false,
};

/** The schema's paths as the form's fields; items keep their own names (items.0.quantity…). */
export const FIELD_OF = {
  manifest_type: 'type',
  recipient_organization_id: 'recipientOrganizationId',
  recipient_email: 'recipientEmail',
  overall_notes: 'notes',
  untested_acknowledged: 'untestedAcknowledged',
} as const;

/** The currencies in the select: INR first, and the default, for an Indian organization. */
export const CURRENCY_CHOICES = ['INR', ...CURRENCIES.filter((c) => c !== 'INR')] as const;

/**
 * A lot just ticked: a packaged lot moves in its packages (what a dealer counts), any other lot in
 * its own unit (spec 2 §9's Kg when it has none); the default currency.
 */
export function newItemRow(option: TransactionLotOption): ItemRow {
  return {
    lot_id: option.id,
    crop: option.crop,
    variety: option.variety,
    owned: option.quantity,
    ownedUnit: option.unit,
    quantity: '',
    unit: option.lotType === 'packaged_unit' ? 'packages' : option.unit || 'Kg',
    price_per_unit: '',
    currency: DEFAULT_CURRENCY,
    quality: option.quality,
  };
}

/** The ticked lots a sale refuses outright (a failed or expired test), and those it asks about (never tested). */
export function saleQuality(items: readonly Pick<ItemRow, 'lot_id' | 'quality'>[]): {
  refused: string[];
  untested: string[];
} {
  return {
    refused: items.filter((i) => i.quality === 'failed' || i.quality === 'expired').map((i) => i.lot_id),
    untested: items.filter((i) => isUntested(i.quality)).map((i) => i.lot_id),
  };
}

/**
 * The API body the form's values make. Numbers go as typed (the schema reads decimal text and
 * names a blank with its own message); a transfer's price and currency are sent empty (spec 2
 * §5); only the recipient of the chosen mode is sent, and none for an adjustment or opening balance.
 */
export function toTransactionInput(v: TransactionFormValues): TransactionCreateInput {
  const priced = needsPrice(v.type);
  const moves = movesToRecipient(v.type);
  return {
    manifest_type: v.type,
    items: v.items.map((item) => ({
      lot_id: item.lot_id,
      quantity: item.quantity as unknown as number,
      unit: (item.unit || null) as TransactionCreateInput['items'][number]['unit'],
      price_per_unit: priced ? (item.price_per_unit as unknown as number) : null,
      currency: priced ? ((item.currency || null) as TransactionCreateInput['items'][number]['currency']) : null,
    })),
    recipient_organization_id: moves && v.recipientMode === 'organization' ? v.recipientOrganizationId || null : null,
    recipient_email: moves && v.recipientMode === 'email' ? v.recipientEmail.trim() || null : null,
    overall_notes: v.notes,
    untested_acknowledged: v.type === 'SALE' && v.untestedAcknowledged,
  };
}
