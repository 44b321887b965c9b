// The transaction endpoints (spec 2 "Transactions", issue 13): declared once for the BFF and the
// browser (see endpoint.ts). Spec 2 §6: the transaction routes are open to admins and managers.
import { endpoint } from './endpoint';
import { ErrorBody } from './platform';
import {
  LedgerReport,
  RecipientOptions,
  RecipientSearchQuery,
  Transaction,
  TransactionCreate,
  TransactionCreated,
  TransactionIdParams,
  TransactionList,
  TransactionListQuery,
  TransactionLotOptions,
  TransactionLotOptionsQuery,
  TransactionSettings,
  TransferClaimed,
  TransferClaimPreview,
  TransferClaimToken,
  TransactionsCsv,
} from './transactions';
import { TRANSACTION_MESSAGES as M } from './transactions-rules';

const tags = ['transactions'] as const;
const ROLES = {
  allowed: ['admin', 'manager'],
  message: M.rolesRequired,
  withoutOrganization: M.noOrganization,
} as const;
const invalid = { description: 'Validation failed (spec 2 §5 message)', schema: ErrorBody };
const notFound = { description: M.notFound, schema: ErrorBody };
const notWaiting = { description: M.notWaiting('COMPLETED'), schema: ErrorBody };

export const TRANSACTION_CSV_TYPE = 'text/csv; charset=utf-8';

export const TRANSACTIONS_API = {
  list: endpoint({
    method: 'get',
    path: '/api/v1/transactions',
    operationId: 'listTransactions',
    summary: "One page of the organization's manifests (sender or receiver), newest first",
    description:
      'Filters (type, status, from/to dates, lot) run in the database; pages are keyset: pass nextCursor as before.',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: TransactionListQuery },
    responses: { 200: { description: 'The page', schema: TransactionList }, 400: invalid },
  }),
  exportCsv: endpoint({
    method: 'get',
    path: '/api/v1/transactions/export',
    operationId: 'exportTransactions',
    summary: 'The filtered list as CSV, one row per item',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: TransactionListQuery },
    responses: {
      200: {
        description: 'One row per item, newest first',
        schema: TransactionsCsv,
        contentType: TRANSACTION_CSV_TYPE,
      },
      400: invalid,
    },
  }),
  ledger: endpoint({
    method: 'get',
    path: '/api/v1/transactions/ledger',
    operationId: 'transactionLedgerReconciliation',
    summary: "The organization's lots whose owned quantity differs from the sum of its ledger entries",
    tags,
    auth: 'user',
    roles: { allowed: ['admin'], message: M.ledgerAdminOnly, withoutOrganization: M.noOrganization },
    responses: { 200: { description: 'The differences (none when the ledger reconciles)', schema: LedgerReport } },
  }),
  lotOptions: endpoint({
    method: 'get',
    path: '/api/v1/transaction-lots',
    operationId: 'listTransactionLots',
    summary: "The organization's own lots for the form's checklist, with what it owns of each",
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: TransactionLotOptionsQuery },
    responses: { 200: { description: 'The lots', schema: TransactionLotOptions } },
  }),
  recipients: endpoint({
    method: 'get',
    path: '/api/v1/transaction-recipients',
    operationId: 'searchTransactionRecipients',
    summary: 'Organizations on the portal by name, to receive a sale or transfer',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { query: RecipientSearchQuery },
    responses: { 200: { description: 'Up to 20 organizations', schema: RecipientOptions } },
  }),
  settings: endpoint({
    method: 'get',
    path: '/api/v1/transaction-settings',
    operationId: 'getTransactionSettings',
    summary: 'Whether the organization accepts incoming sales and transfers manually',
    tags,
    auth: 'user',
    roles: ROLES,
    responses: { 200: { description: 'The setting', schema: TransactionSettings } },
  }),
  updateSettings: endpoint({
    method: 'put',
    path: '/api/v1/transaction-settings',
    operationId: 'updateTransactionSettings',
    summary: 'Accept incoming sales and transfers manually (PENDING until accepted) or automatically',
    tags,
    auth: 'user',
    roles: { allowed: ['admin'], message: M.settingsAdminOnly, withoutOrganization: M.noOrganization },
    request: { body: TransactionSettings },
    responses: { 200: { description: 'The setting', schema: TransactionSettings }, 400: invalid },
  }),
  create: endpoint({
    method: 'post',
    path: '/api/v1/transactions',
    operationId: 'createTransaction',
    summary: 'A manifest, its items and every ownership move, in one transaction',
    description:
      'SALE and TRANSFER move quantity to a recipient organization (the whole ownership, or a child lot split off), ' +
      'wait for its acceptance (PENDING) or for an e-mail recipient to claim it (AWAITING_CLAIM); ADJUSTMENT sets the ' +
      'owned quantity (reason in overall_notes); INITIAL adds an opening balance.',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { body: TransactionCreate },
    responses: {
      201: { description: M.completed, schema: TransactionCreated },
      400: invalid,
      404: { description: M.recipientNotFound, schema: ErrorBody },
      409: { description: M.insufficientQuantity(12.5, 'Kg'), schema: ErrorBody },
    },
  }),
  get: endpoint({
    method: 'get',
    path: '/api/v1/transactions/{id}',
    operationId: 'getTransaction',
    summary: 'One manifest with its items and links to the lots',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TransactionIdParams },
    responses: { 200: { description: 'The manifest', schema: Transaction }, 404: notFound },
  }),
  accept: endpoint({
    method: 'post',
    path: '/api/v1/transactions/{id}/accept',
    operationId: 'acceptTransaction',
    summary: 'The recipient accepts a PENDING sale or transfer: ownership moves now',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TransactionIdParams },
    responses: { 200: { description: M.accepted, schema: Transaction }, 404: notFound, 409: notWaiting },
  }),
  cancel: endpoint({
    method: 'post',
    path: '/api/v1/transactions/{id}/cancel',
    operationId: 'cancelTransaction',
    summary: 'The sender cancels a waiting manifest (or the recipient declines a PENDING one): quantities return',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { params: TransactionIdParams },
    responses: { 200: { description: M.cancelled, schema: Transaction }, 404: notFound, 409: notWaiting },
  }),
  previewClaim: endpoint({
    method: 'post',
    path: '/api/v1/transfer-claims/preview',
    operationId: 'previewTransferClaim',
    summary: 'What an e-mailed transfer link holds: sender, lots and quantities',
    tags,
    auth: 'user',
    request: { body: TransferClaimToken },
    responses: {
      200: { description: 'The transfer', schema: TransferClaimPreview },
      404: { description: M.claimInvalid, schema: ErrorBody },
      429: { description: M.claimTooManyAttempts, schema: ErrorBody },
    },
  }),
  claim: endpoint({
    method: 'post',
    path: '/api/v1/transfer-claims',
    operationId: 'claimTransfer',
    summary: 'The e-mailed recipient claims a transfer for their organization: ownership moves now',
    tags,
    auth: 'user',
    roles: ROLES,
    request: { body: TransferClaimToken },
    responses: {
      200: { description: M.claimed, schema: TransferClaimed },
      403: { description: M.claimEmailMismatch('someone@example.org'), schema: ErrorBody },
      404: { description: M.claimInvalid, schema: ErrorBody },
      409: { description: M.claimUsed, schema: ErrorBody },
      429: { description: M.claimTooManyAttempts, schema: ErrorBody },
    },
  }),
} as const;
