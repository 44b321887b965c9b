// Reads and writes of the transactions (issue 13): every write is one database function of
// 20261123090000_transactions.sql (manifest, items and ownership moves in one transaction); the
// list and detail are security-definer functions scoped to the caller's organization, because a
// manifest's items name lots of the other party that row-level security would hide.
import {
  LedgerDifference,
  type LedgerReport,
  type RecipientOptions,
  TransactionItem,
  type TransactionCreate,
  type TransactionLotOption,
  TransactionLotOption as LotOptionSchema,
  type TransferClaimPreview,
  TRANSACTION_LIST_PAGE,
} from '@seed/domain';
import { z } from 'zod';
import type { DbClient } from '../../db/db';
import { dbNumber } from '../../db/columns';

/** A manifest as transaction_page / transaction_detail return it (before the caller's actions). */
export const ManifestRow = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  date: z.string(),
  from: z.object({ id: z.string(), name: z.string() }).nullable(),
  to: z.object({ id: z.string(), name: z.string() }).nullable(),
  toEmail: z.string().nullable(),
  notes: z.string().nullable(),
  direction: z.enum(['sent', 'received', 'internal']),
  settledAt: z.string().nullable(),
  items: z.array(TransactionItem.extend({ quantity: z.coerce.number(), pricePerUnit: z.coerce.number().nullable() })),
});
export type ManifestRow = z.infer<typeof ManifestRow>;

export interface PageFilters {
  type: string | null;
  status: string | null;
  /** Inclusive start and exclusive end, as dates (yyyy-mm-dd). */
  from: string | null;
  toExclusive: string | null;
  lot: string | null;
  before: { date: string; id: string } | null;
}

/**
 * One page (limit rows) of the organization's manifests, newest first, after the keyset: one
 * function call (the list's read, sent with the opening of its unit of work, and the CSV export's pages).
 */
export async function listPage(tx: DbClient, filters: PageFilters, limit: number): Promise<ManifestRow[]> {
  const { rows } = await tx.query<{ manifest: unknown }>(
    `select p as manifest from public.transaction_page(
       page_size => $1::integer,
       type_filter => $2::public.manifest_type,
       status_filter => $3::public.manifest_status,
       date_from => $4::date::timestamptz,
       date_to => $5::date::timestamptz,
       lot_filter => $6::text,
       before_date => $7::timestamptz,
       before_id => $8::uuid) p`,
    [
      z.number().int().positive().parse(limit),
      filters.type,
      filters.status,
      filters.from,
      filters.toExclusive,
      filters.lot,
      filters.before?.date ?? null,
      filters.before?.id ?? null,
    ],
  );
  return rows.map((row) => ManifestRow.parse(row.manifest));
}

/** One manifest the organization sent or received, or null. */
export async function findManifest(tx: DbClient, id: string): Promise<ManifestRow | null> {
  const { rows } = await tx.query<{ manifest: unknown }>(`select public.transaction_detail($1) as manifest`, [id]);
  return rows[0]?.manifest ? ManifestRow.parse(rows[0].manifest) : null;
}

/** The manifest, its items and every ownership move: one function, one transaction. */
export async function createTransaction(
  tx: DbClient,
  input: TransactionCreate,
): Promise<{ id: string; status: string; claimToken: string | null }> {
  const { rows } = await tx.query<{ manifest_id: string; status: string; claim_token: string | null }>(
    `select * from public.create_transaction(
       manifest_type => $1::public.manifest_type, items => $2::jsonb, recipient_organization_id => $3,
       recipient_email => $4, overall_notes => $5, untested_acknowledged => $6)`,
    [
      input.manifest_type,
      JSON.stringify(input.items),
      input.recipient_organization_id ?? null,
      input.recipient_email ?? null,
      input.overall_notes,
      input.untested_acknowledged,
    ],
  );
  const row = rows[0]!;
  return { id: row.manifest_id, status: row.status, claimToken: row.claim_token };
}

export async function acceptTransaction(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.accept_transaction($1)`, [id]);
}

export async function cancelTransaction(tx: DbClient, id: string): Promise<void> {
  await tx.query(`select public.cancel_transaction($1)`, [id]);
}

/** The name of an organization (for the claim e-mail's sender). */
export async function organizationName(tx: DbClient, id: string): Promise<string | null> {
  const { rows } = await tx.query<{ name: string }>(`select name from public.organization_names where id = $1`, [id]);
  return rows[0]?.name ?? null;
}

const ClaimRow = z.object({
  manifest_id: z.string(),
  manifest_type: z.string(),
  status: z.string(),
  from_organization_name: z.string(),
  to_email: z.string().nullable(),
  transaction_date: z.date(),
  overall_notes: z.string().nullable(),
  items: z.array(
    z.object({
      lotId: z.string(),
      crop: z.string(),
      variety: z.string().nullable(),
      quantity: z.coerce.number(),
      unit: z.string(),
      pricePerUnit: z.coerce.number().nullable(),
      currency: z.string().nullable(),
    }),
  ),
});

/** What a claim link holds, or null for a token that names no transfer. */
export async function findTransferClaim(tx: DbClient, token: string): Promise<TransferClaimPreview | null> {
  const { rows } = await tx.query(`select * from public.get_transfer_claim($1)`, [token]);
  if (!rows[0]) return null;
  const row = ClaimRow.parse(rows[0]);
  return {
    id: row.manifest_id,
    type: row.manifest_type,
    status: row.status,
    from: row.from_organization_name,
    toEmail: row.to_email,
    date: row.transaction_date.toISOString(),
    notes: row.overall_notes,
    items: row.items,
  } as TransferClaimPreview;
}

export async function claimTransfer(tx: DbClient, token: string): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(`select public.claim_transfer($1) as id`, [token]);
  return rows[0]!.id;
}

const LotOptionRow = LotOptionSchema.extend({
  quantity: dbNumber.transform((n) => n ?? 0),
  packSize: dbNumber,
});

/**
 * The organization's own lots (not in the trash) for the form, with what it owns of each and its
 * seed test's standing (the facts kept in private.seed_with_tests; none kept: not tested): those
 * matching the search, newest first, and `lotId` first whatever the search.
 */
export async function lotOptions(
  tx: DbClient,
  organizationId: string,
  search: string | null,
  lotId: string | null,
): Promise<TransactionLotOption[]> {
  const { rows } = await tx.query({
    name: 'transaction-lot-options',
    text: `select l.id, l.lot_type as "lotType", c.name as crop, coalesce(ov.display_name, v.name) as variety,
              l.generation, o.quantity_owned as quantity, o.unit_of_measure as unit, l.pack_size as "packSize",
              l.pack_unit as "packUnit",
              coalesce(private.quality_status(q.verdict, q.valid_until, q.open_request), 'not_tested') as quality
           from public.lot_ownership o
           join public.seed_lots l on l.id = o.seed_lot_id and l.deleted_at is null
           left join private.seed_with_tests q on q.lot_id = l.id
           join public.crops c on c.id = l.crop_id
           left join public.varieties v on v.id = l.variety_id
           left join public.organization_variety_data ov on ov.id = l.org_variety_id
           where o.owner_organization_id = $1
             and ($2::text is null or l.id = $3 or lower(l.id) like '%' || lower($2) || '%'
                  or lower(c.name) like '%' || lower($2) || '%'
                  or lower(coalesce(ov.display_name, v.name, '')) like '%' || lower($2) || '%')
           order by (l.id = $3) desc nulls last, l.created_at desc, l.id desc
           limit 200`,
    values: [organizationId, search, lotId],
  });
  return rows.map((row) => LotOptionRow.parse(row));
}

export async function searchRecipients(tx: DbClient, search: string | null): Promise<RecipientOptions['items']> {
  const { rows } = await tx.query<{ id: string; name: string; type: string }>(
    `select id, name, type::text from public.search_recipient_organizations($1)`,
    [search],
  );
  return rows;
}

export async function acceptsManually(tx: DbClient, organizationId: string): Promise<boolean> {
  const { rows } = await tx.query<{ manual: boolean }>(
    `select accept_transfers_manually as manual from public.organizations where id = $1`,
    [organizationId],
  );
  return rows[0]?.manual ?? false;
}

export async function setAcceptsManually(tx: DbClient, manual: boolean): Promise<void> {
  await tx.query(`select public.set_accept_transfers_manually($1)`, [manual]);
}

const LedgerRow = LedgerDifference.extend({
  owned: dbNumber.transform((n) => n ?? 0),
  ledger: dbNumber.transform((n) => n ?? 0),
});

/** The (lot, organization) pairs of the lots the organization owns or grows whose quantity is not its ledger's sum. */
export async function ledgerDifferences(tx: DbClient, organizationId: string): Promise<LedgerReport> {
  const { rows } = await tx.query(
    `select r.* from public.ledger_reconciliation() r
     where not r.balanced and r.organization_id = $1
     order by r.seed_lot_id limit 1000`,
    [organizationId],
  );
  const items = rows.map((row) => LedgerRow.parse(row));
  return { items, unbalanced: items.length };
}

export const EXPORT_PAGE = 500;
export const EXPORT_MAX = TRANSACTION_LIST_PAGE.exportMaxRows;
