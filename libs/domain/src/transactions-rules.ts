// Transactions (spec 2 "Transactions screen", "New Transaction form", §4, §5, §8, §9; issue 13):
// plain constants and pure rules, no zod, so the transaction screens can use them statically.
import { formatDate } from './dates';
import type { ManifestType } from './seed-lots-rules';

/** The types the New Transaction form offers (spec 2 §3); SALE is the default (spec 2 §9). */
export const TRANSACTION_TYPES = ['SALE', 'TRANSFER', 'ADJUSTMENT', 'INITIAL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'SALE';

/** Whether a manifest type moves quantity to a recipient (a sale or a transfer). */
export function movesToRecipient(type: ManifestType | TransactionType): boolean {
  return type === 'SALE' || type === 'TRANSFER';
}

/** Whether the form asks for price and currency (spec 2 §5: sales only). */
export function needsPrice(type: TransactionType): boolean {
  return type === 'SALE';
}

/** Badge colour of a manifest type: the four the spec names get colours; the lots' own flows gray. */
export function manifestTypeColor(type: string): 'green' | 'blue' | 'yellow' | 'purple' | 'gray' {
  switch (type) {
    case 'SALE':
      return 'green';
    case 'TRANSFER':
      return 'blue';
    case 'ADJUSTMENT':
      return 'yellow';
    case 'INITIAL':
      return 'purple';
    default:
      return 'gray';
  }
}

/** Input limits of the form (spec 2 §5: quantity from 0.01; price from 0, step 0.01). */
export const TRANSACTION_LIMITS = {
  quantityMin: 0.01,
  priceMin: 0,
  priceStep: 0.01,
  maxQuantity: 99_999_999_999,
  maxPrice: 999_999_999_999,
  notesMaxLength: 4000,
  itemNotesMaxLength: 1000,
  maxItems: 100,
  emailMaxLength: 320,
} as const;

/** Paging of the transactions list (keyset, newest first) and its CSV export. */
export const TRANSACTION_LIST_PAGE = { defaultLimit: 25, maxLimit: 100, exportMaxRows: 50_000 } as const;

/**
 * The currency a sale's row starts with: INR, the portal's market (issue 26; spec 2 §9 said USD,
 * which made every Indian sale start in dollars).
 */
export const DEFAULT_CURRENCY = 'INR';

/** Spec 2 §2, §5, §8 words of the transaction screens, and the BFF's refusals. */
export const TRANSACTION_MESSAGES = {
  title: 'Transactions',
  description: 'A list of all seed lot transactions in your account including sales, transfers, and adjustments.',
  newTransaction: 'New Transaction',
  empty: 'No transactions found.',
  fetchFailed: (message: string) => `Failed to fetch transactions: ${message}`,
  noLots: 'No seed lots available. Please create a seed lot first.',
  loadLotsFailed: 'Failed to load your seed lots.',
  loadRecipientsFailed: 'Failed to load users',
  submit: 'Create Transaction Manifest',
  submitting: 'Processing...',
  // spec 2 §5, in its order
  lotsRequired: 'Please select at least one seed lot.',
  quantityInvalid: (lot: string) => `Please enter a valid quantity for lot: ${lot}`,
  unitRequired: (lot: string) => `Please enter a quantity unit for lot: ${lot}`,
  priceInvalid: (lot: string) => `Please enter a valid price for lot: ${lot}`,
  currencyRequired: (lot: string) => `Please select a currency for lot: ${lot}`,
  // the split helper's words (spec 2 §5)
  insufficientQuantity: (available: number, unit: string) =>
    `Insufficient quantity available. Available: ${available} ${unit}`,
  /** A quantity in another unit than its lot's, where no factor converts it (the database's unit_mismatch). */
  unitMismatch: (lotUnit: string, givenUnit: string) =>
    `Unit mismatch. Source lot uses ${lotUnit}, but transfer is in ${givenUnit}`,
  // spec 2 §8
  completed: 'Transaction and ownership updates completed successfully!',
  createFailed: (message: string) => `Failed to create transaction: ${message}`,
  // not shown in the spec: the rules issue 13 adds
  typeInvalid: 'Please select a transaction type.',
  lotTwice: 'Each seed lot can be added only once.',
  adjustmentReasonRequired: 'Please enter a reason for the adjustment in Overall Notes.',
  recipientRequired: 'Please choose the organization or e-mail address that receives the transfer.',
  recipientBoth: 'Choose either an organization or an e-mail address, not both.',
  recipientEmailInvalid: 'Please enter a valid e-mail address for the recipient.',
  recipientSelf: 'You cannot send a transaction to your own organization.',
  recipientNotFound: 'Recipient organization not found',
  recipientNotAllowed: 'Adjustments and opening balances have no recipient.',
  pending: (recipient: string) => `Transaction recorded. The seed moves to ${recipient} when they accept it.`,
  awaitingClaim: (email: string) =>
    `Transaction recorded. We e-mailed ${email} a link to claim it; the seed moves when they do.`,
  notFound: 'Transaction not found',
  notWaiting: (status: string) => `This transaction is no longer waiting. Current status: ${status}`,
  accepted: 'Transaction accepted. The seed lots are now in your organization.',
  cancelled: 'Transaction cancelled. The quantities are back in your seed lots.',
  declined: 'Transaction declined.',
  claimInvalid: 'This transfer link is not valid. Ask the sender for a new one.',
  claimCancelled: 'The sender cancelled this transfer.',
  claimUsed: 'This transfer has already been claimed.',
  claimEmailMismatch: (email: string) =>
    `This transfer was sent to ${email}. Sign in with that e-mail address to claim it.`,
  claimed: 'Transfer claimed. The seed lots are now in your organization.',
  claimTooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  settingsAdminOnly: 'Only an admin can change how incoming transfers are accepted.',
  rolesRequired: 'Only admins and managers can manage transactions',
  noOrganization: 'No organization found for user',
  ledgerAdminOnly: 'Only an admin can check the ledger.',
  /** The sale gate (issue 27; Seeds Act 1966 s. 7, Seeds Rules 1968 rule 13), naming the lot and the reason. */
  saleFailedTest: (lot: string) =>
    `Seed lot ${lot} cannot be sold: its seed test found it below the minimum standards (Seeds Act 1966, section 7).`,
  saleTestExpired: (lot: string, validUntil: string) =>
    `Seed lot ${lot} cannot be sold: the validity of its seed test expired on ${formatDate(validUntil)} (Seeds Rules 1968, rule 13). Send it for a revalidation test.`,
  saleCertificationRevoked: (lot: string) =>
    `Seed lot ${lot} cannot be sold: its certification was revoked by the certification agency.`,
  saleUntested: (lot: string) =>
    `Seed lot ${lot} has never been tested. Sell it only as truthfully labelled seed of a non-notified kind: tick "Sell untested seed" to record that on the manifest, or request a test first.`,
} as const;
