// Reads and writes of QR codes, scans, recalls and reports (issue 14): every write is one database
// function of 20261123100000_qr_codes.sql that checks the caller itself; the lot's summary and the
// Scans view are security-definer reads scoped to the caller's organization; the public page's
// verify_code, report_suspicious_packet and locate_scan run as service_role (only it may call them).
import {
  SEED_CLASSES,
  VERIFICATION_STATES,
  type ScanReportRow,
  type SuspiciousReportRow,
  type VerificationSettings,
  type VerificationSettingsInput,
} from '@seed/domain';
import { z } from 'zod';
import type { DbClient, Query } from '../../db/db';
import type { Gs1Facts } from '../domain/public-epcis';
import type { Verification } from '../domain/verification-page';
import type { SuspiciousReport } from '../domain/report-form';

const timestamp = z.union([z.string(), z.date()]).transform((v) => new Date(v).toISOString());

export const CodeRow = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(['lot', 'packet']),
  serial: z.number().int().nullable(),
  status: z.enum(['active', 'deactivated']),
  provider: z.string(),
  deactivated_reason: z.string().nullable(),
  created_at: timestamp,
});
export type CodeRow = z.infer<typeof CodeRow>;

const SummaryRow = z.object({
  lotId: z.string(),
  lotType: z.string(),
  isGrower: z.boolean(),
  packagesCount: z.number().int().nullable(),
  lotCode: z
    .object({ id: z.string(), code: z.string(), status: z.string(), provider: z.string(), createdAt: timestamp })
    .nullable(),
  lastDeactivatedLotCode: z
    .object({
      id: z.string(),
      code: z.string(),
      provider: z.string(),
      createdAt: timestamp,
      reason: z.string().nullable(),
    })
    .nullable()
    .default(null),
  packetCodes: z.object({ total: z.number(), active: z.number(), deactivated: z.number() }),
  scans: z.object({ total: z.number(), devices: z.number(), lastAt: timestamp.nullable(), afterRecall: z.number() }),
  recall: z
    .object({ kind: z.enum(['recall', 'stop_sale']), reason: z.string(), at: timestamp, originLotId: z.string() })
    .nullable(),
});
export type SummaryRow = z.infer<typeof SummaryRow>;

/** What verify_code answers (the same shape for every state; null where the state shows nothing). */
export const VerificationRow = z.object({
  state: z.enum(VERIFICATION_STATES),
  firstVerifiedAt: z.string().nullable(),
  checksBefore: z.number().int().nullable().default(null),
  places: z
    .array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }))
    .nullable()
    .default(null),
  codeWithdrawn: z
    .object({
      at: z.string().nullable(),
      reason: z.string().nullable(),
      company: z.string().nullable(),
      contact: z.string().nullable(),
    })
    .nullable()
    .default(null),
  recall: z.object({ kind: z.enum(['recall', 'stop_sale']), reason: z.string(), at: z.string() }).nullable(),
  codeKind: z.enum(['lot', 'packet']).nullable(),
  serial: z.number().int().nullable(),
  lotId: z.string().nullable(),
  crop: z.string().nullable(),
  /** The crop's Hindi and Marathi names (crops.hindi_name, marathi_name), where it has them. */
  cropNames: z.object({ hi: z.string().nullable(), mr: z.string().nullable() }).nullable().default(null),
  variety: z.string().nullable(),
  notification: z
    .object({
      number: z.string().nullable(),
      date: z.string().nullable(),
      releaseYear: z.number().nullable(),
      releasingInstitute: z.string().nullable(),
      zone: z.string().nullable(),
    })
    .nullable(),
  generation: z.string().nullable(),
  harvestDate: z.string().nullable(),
  packagingDate: z.string().nullable(),
  packSize: z.coerce.number().nullable(),
  packUnit: z.string().nullable(),
  certification: z
    .object({
      status: z.enum(['certified', 'expired', 'revoked']),
      seedClass: z.enum(['breeder', 'foundation', 'certified', 'truthfully_labelled']),
      agency: z.string(),
      certificateNumber: z.string(),
      tagNumber: z.coerce.number().nullable(),
      validUntil: z.string(),
      revocationReason: z.string().nullable(),
    })
    .nullable()
    .default(null),
  company: z.object({ name: z.string(), contact: z.string().nullable() }).nullable(),
  seedTest: z
    .object({
      status: z.enum(['passed', 'no_standard', 'expired', 'failed', 'not_tested', 'testing_requested']),
      germinationPct: z.coerce.number(),
      purePct: z.coerce.number(),
      testedOn: z.string(),
      validUntil: z.string().nullable(),
      laboratory: z.string(),
    })
    .nullable()
    .default(null),
});

const CODE_COLUMNS = 'id, code, kind, serial, status, provider, deactivated_reason, created_at';

/** The lot's summary, or null when the caller's organization does not see the lot. */
export async function lotSummary(tx: DbClient, lotId: string): Promise<SummaryRow | null> {
  const { rows } = await tx.query<{ s: unknown }>('select public.lot_qr_summary($1) as s', [lotId]);
  return rows[0]?.s ? SummaryRow.parse(rows[0].s) : null;
}

export async function lotCode(tx: DbClient, lotId: string): Promise<CodeRow> {
  const { rows } = await tx.query(`select ${CODE_COLUMNS} from public.lot_qr_code($1)`, [lotId]);
  return CodeRow.parse(rows[0]);
}

/** How many packet codes were made. */
export async function createPacketCodes(tx: DbClient, lotId: string): Promise<number> {
  const { rows } = await tx.query<{ made: number }>('select public.create_packet_codes($1) as made', [lotId]);
  return rows[0]!.made;
}

export async function deactivateCode(tx: DbClient, codeId: string, reason: string): Promise<CodeRow> {
  const { rows } = await tx.query(`select ${CODE_COLUMNS} from public.deactivate_qr_code($1, $2)`, [codeId, reason]);
  return CodeRow.parse(rows[0]);
}

/** The lots the recall reached. */
export async function recallLot(tx: DbClient, lotId: string, kind: string, reason: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('select public.recall_lot($1, $2, $3) as n', [lotId, kind, reason]);
  return rows[0]!.n;
}

export async function liftRecall(tx: DbClient, lotId: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('select public.lift_recall($1) as n', [lotId]);
  return rows[0]!.n;
}

const ScanRow = z.object({
  seed_lot_id: z.string(),
  crop: z.string(),
  variety: z.string().nullable(),
  scans: z.coerce.number(),
  devices: z.coerce.number(),
  last_scan_at: timestamp,
  packet_codes_many_devices: z.coerce.number(),
  scans_after_recall: z.coerce.number(),
  recall_kind: z.enum(['recall', 'stop_sale']).nullable(),
  scans_far_from_sale: z.coerce.number(),
});

export async function scanReport(tx: DbClient, manyDevices: number, farFromSaleKm: number): Promise<ScanReportRow[]> {
  const { rows } = await tx.query('select * from public.organization_scan_report($1, 200, $2)', [
    manyDevices,
    farFromSaleKm,
  ]);
  return rows.map((row) => {
    const r = ScanRow.parse(row);
    return {
      lotId: r.seed_lot_id,
      crop: r.crop,
      variety: r.variety,
      scans: r.scans,
      devices: r.devices,
      lastScanAt: r.last_scan_at,
      packetCodesManyDevices: r.packet_codes_many_devices,
      scansAfterRecall: r.scans_after_recall,
      scansFarFromSale: r.scans_far_from_sale,
      recallKind: r.recall_kind,
    };
  });
}

/** Located scans of the lot farther than `km` from every place it was sold; null when the caller does not see the lot. */
export async function scansFarFromSale(tx: DbClient, lotId: string, km: number): Promise<number | null> {
  const { rows } = await tx.query<{ n: string | null }>('select public.lot_scans_far_from_sale($1, $2) as n', [
    lotId,
    km,
  ]);
  const n = rows[0]?.n;
  return n === null || n === undefined ? null : Number(n);
}

/** The organization's latest reports (row-level security keeps them its own), newest first. */
export async function suspiciousReports(tx: DbClient, limit: number): Promise<SuspiciousReportRow[]> {
  const { rows } = await tx.query<{
    id: string;
    lot_id: string | null;
    shop_name: string;
    place: string;
    phone: string | null;
    created_at: Date;
    has_photo: boolean;
  }>(
    `select r.id, q.seed_lot_id as lot_id, r.shop_name, r.place, r.phone, r.created_at,
            r.photo_type is not null as has_photo
       from public.suspicious_reports r
       left join public.qr_codes q on q.id = r.qr_code_id
      order by r.created_at desc
      limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    lotId: r.lot_id,
    shopName: r.shop_name,
    place: r.place,
    phone: r.phone,
    createdAt: new Date(r.created_at).toISOString(),
    hasPhoto: r.has_photo,
  }));
}

/** A report's photo as the caller's organization may read it (its policy), or null. */
export async function reportPhoto(
  tx: DbClient,
  reportId: string,
): Promise<{ found: boolean; photo: { bytes: Buffer; type: string } | null }> {
  const { rows } = await tx.query<{ photo: Buffer | null; photo_type: string | null }>(
    'select photo, photo_type from public.suspicious_reports where id = $1',
    [reportId],
  );
  const row = rows[0];
  if (!row) return { found: false, photo: null };
  return { found: true, photo: row.photo && row.photo_type ? { bytes: row.photo, type: row.photo_type } : null };
}

export async function settings(tx: DbClient, organizationId: string): Promise<VerificationSettings> {
  const { rows } = await tx.query<VerificationSettings>(
    'select show_contact_on_verification, verification_contact, gtin from public.organizations where id = $1',
    [organizationId],
  );
  return rows[0] ?? { show_contact_on_verification: false, verification_contact: null, gtin: null };
}

/** The setting, and the GTIN when the input has one (undefined keeps it). */
export async function updateSettings(tx: DbClient, input: VerificationSettingsInput): Promise<void> {
  await tx.query('select public.set_verification_settings($1, $2)', [
    input.show_contact_on_verification,
    input.verification_contact,
  ]);
  if (input.gtin !== undefined) await tx.query('select public.set_organization_gtin($1)', [input.gtin]);
}

/** A code the caller's organization may print (its lot grown or owned by it), or null. */
export async function printableCode(
  tx: DbClient,
  codeId: string,
): Promise<{ code: string; kind: 'lot' | 'packet'; serial: number | null; lotId: string; gtin: string | null } | null> {
  const { rows } = await tx.query<{ f: unknown; code: string; kind: 'lot' | 'packet'; serial: number | null }>(
    `select q.code, q.kind, q.serial, public.lot_label_facts(q.seed_lot_id) as f
       from public.qr_codes q where q.id = $1`,
    [codeId],
  );
  const row = rows[0];
  const facts = row?.f ? LabelFacts.parse(row.f) : null;
  if (!row || !facts) return null;
  return { code: row.code, kind: row.kind, serial: row.serial, lotId: facts.lotId, gtin: facts.gtin };
}

const LabelFacts = z.object({
  lotId: z.string(),
  lotType: z.string(),
  crop: z.string(),
  /** Issue 30: the crop's Hindi and Marathi names (crops.hindi_name, marathi_name), where it has them. */
  cropNames: z.object({ hi: z.string().nullable(), mr: z.string().nullable() }).nullable().default(null),
  variety: z.string().nullable(),
  packagingDate: z.string().nullable(),
  packagesCount: z.number().int().nullable(),
  gtin: z.string().nullable(),
  batch: z.string().nullable(),
  packSize: z.coerce.number().nullable(),
  packUnit: z.string().nullable(),
  seedTest: z
    .object({
      status: z.string(),
      germinationPct: z.coerce.number(),
      purePct: z.coerce.number(),
      testedOn: z.string(),
      validUntil: z.string().nullable(),
    })
    .nullable(),
  producer: z.object({ name: z.string(), contact: z.string().nullable() }),
  /** Issue 28: the certificate the labels state (null when none was issued). */
  certification: z
    .object({
      status: z.enum(['certified', 'expired', 'revoked']),
      seedClass: z.enum(SEED_CLASSES),
      agency: z.string(),
      certificateNumber: z.string(),
      validUntil: z.string(),
    })
    .nullable(),
});
export type LabelFacts = z.infer<typeof LabelFacts>;

/** What a lot's labels print, or null when the caller's organization neither grows nor owns it. */
export async function labelFacts(tx: DbClient, lotId: string): Promise<LabelFacts | null> {
  const { rows } = await tx.query<{ f: unknown }>('select public.lot_label_facts($1) as f', [lotId]);
  return rows[0]?.f ? LabelFacts.parse(rows[0].f) : null;
}

/** The lot's packet codes: how many there are, and how many active ones have a serial in from..to. */
export async function packetCodeCounts(
  tx: DbClient,
  lotId: string,
  from: number,
  to: number,
): Promise<{ total: number; inRange: number }> {
  const { rows } = await tx.query<{ total: string; in_range: string }>(
    `select count(*) as total,
            count(*) filter (where status = 'active' and serial between $2 and $3) as in_range
       from public.qr_codes where seed_lot_id = $1 and kind = 'packet'`,
    [lotId, from, to],
  );
  return { total: Number(rows[0]!.total), inRange: Number(rows[0]!.in_range) };
}

/** Up to `limit` active packet codes with a serial after `after` and at most `to`, by serial. */
export async function packetCodesAfter(
  tx: DbClient,
  lotId: string,
  after: number,
  to: number,
  limit: number,
): Promise<{ code: string; serial: number; tag: number | null }[]> {
  // tag: the certification tag this packet carries (issue 28), one at most a code
  const { rows } = await tx.query<{ code: string; serial: number; tag: string | null }>({
    name: 'qr-packet-codes-after',
    text: `select q.code, q.serial, t.tag_number as tag from public.qr_codes q
             left join public.certification_tags t on t.qr_code_id = q.id
            where q.seed_lot_id = $1 and q.kind = 'packet' and q.status = 'active' and q.serial > $2 and q.serial <= $3
            order by q.serial limit $4`,
    values: [lotId, after, to, limit],
  });
  return rows.map((row) => ({ code: row.code, serial: row.serial, tag: row.tag === null ? null : Number(row.tag) }));
}

/** The lot's packet code with this number (active or deactivated), if it has one. */
export async function packetCode(tx: DbClient, lotId: string, serial: number): Promise<CodeRow | null> {
  const { rows } = await tx.query(
    `select ${CODE_COLUMNS} from public.qr_codes where seed_lot_id = $1 and kind = 'packet' and serial = $2`,
    [lotId, serial],
  );
  return rows[0] ? CodeRow.parse(rows[0]) : null;
}

/** The lot's active lot code, if it has one. */
export async function activeLotCode(tx: DbClient, lotId: string): Promise<string | null> {
  const { rows } = await tx.query<{ code: string }>(
    `select code from public.qr_codes where seed_lot_id = $1 and kind = 'lot' and status = 'active'`,
    [lotId],
  );
  return rows[0]?.code ?? null;
}

/** What verify_code / verify_gs1 take besides the code, as the page gathered it. */
export interface ScanInput {
  deviceHash: string | null;
  deviceClass: string;
  location: { lat: number; lon: number } | null;
  /** sha-256 (hex) of the token the page carries for its opt-in location. */
  locationTokenHash?: string | null;
}

/** verify_code's and verify_gs1's arguments after the code, as parameters from $first on. */
const scanArgs = (first: number) =>
  `$${first}::text, $${first + 1}::text, $${first + 2}::numeric, $${first + 3}::numeric, $${first + 4}::text`;
const scanValues = (input: ScanInput) => [
  input.deviceHash,
  input.deviceClass,
  input.location?.lat ?? null,
  input.location?.lon ?? null,
  input.locationTokenHash ?? null,
];

/**
 * public.verify_code as an SQL expression with its parameters, for the page view's one round trip
 * (the rate-limit hit and the scan in one statement, rate-limits.ts countedCall).
 */
export const verifyCodeScan = (code: string, input: ScanInput): Query => ({
  text: `public.verify_code($1, ${scanArgs(2)})`,
  values: [code, ...scanValues(input)],
});

/** public.verify_gs1 as an SQL expression, as verifyCodeScan. */
export const verifyGs1Scan = (link: Gs1Link, input: ScanInput): Query => ({
  text: `public.verify_gs1($1, $2, $3, ${scanArgs(4)})`,
  values: [link.gtin, link.batch, link.serial, ...scanValues(input)],
});

/** A GS1 Digital Link at the lot level (/01/{gtin}/10/{batch}) or a packet's (…/21/{serial}). */
export interface Gs1Identifier {
  gtin: string;
  batch: string;
  serial?: string;
}

/** public.gs1_lot_code as an SQL expression: the active lot-level code the link names, or null. */
export const gs1LotCodeQuery = (link: Gs1Identifier): Query => ({
  text: `public.gs1_lot_code($1, $2)`,
  values: [link.gtin, link.batch],
});

/**
 * What the page shows of the lot or packet a GS1 Digital Link names, for the resolver's machine
 * answers (its EPCIS events and linkset), as verify_code / verify_gs1 read it for a client without
 * a device (logged as a link preview's or a script's scan is: never a customer's check), with the
 * lot's GS1 class identifier's GTIN (private.lot_gtin: its grower's, as every export names it).
 */
export const gs1PublicFactsQuery = (link: Gs1Identifier): Query => {
  const verify =
    link.serial === undefined
      ? `public.verify_code(coalesce(public.gs1_lot_code($1, $2), ''), null, 'other', null, null, null)`
      : `public.verify_gs1($1, $2, $3, null, 'other', null, null, null)`;
  return {
    text: `(select jsonb_build_object('verification', v, 'lotGtin', private.lot_gtin(v ->> 'lotId'),
                                      'lotCode', ${link.serial === undefined ? 'public.gs1_lot_code($1, $2)' : 'null'})
              from (select ${verify} as v) s)`,
    values: link.serial === undefined ? [link.gtin, link.batch] : [link.gtin, link.batch, link.serial],
  };
};

/** The page's facts, the lot's GTIN and (lot level) its lot code, from what gs1PublicFactsQuery answered. */
export const gs1PublicFactsOf = (value: unknown): Gs1Facts => {
  const row = z
    .object({ verification: z.unknown(), lotGtin: z.string().nullable(), lotCode: z.string().nullable() })
    .parse(value);
  return { verification: verificationOf(row.verification), lotGtin: row.lotGtin, lotCode: row.lotCode };
};

/** Marks the scan of a page's token as the calling member's organization's check (see mark_staff_scan). */
export async function markStaffScan(tx: DbClient, tokenHash: string): Promise<boolean> {
  const { rows } = await tx.query<{ marked: boolean }>('select public.mark_staff_scan($1) as marked', [tokenHash]);
  return rows[0]?.marked === true;
}

/** The page's facts from what verify_code / verify_gs1 answered. */
export const verificationOf = (value: unknown): Verification => VerificationRow.parse(value);

/** A GS1 Digital Link's parts as the page was reached with. */
export interface Gs1Link {
  gtin: string;
  batch: string;
  serial: string;
}

export async function reportSuspiciousGs1Packet(tx: DbClient, link: Gs1Link, report: SuspiciousReport): Promise<void> {
  await tx.query('select public.report_suspicious_gs1_packet($1, $2, $3, $4, $5, $6, $7)', [
    link.gtin,
    link.batch,
    link.serial,
    report.shopName,
    report.place,
    report.phone,
    report.photo,
  ]);
}

export async function reportSuspiciousPacket(tx: DbClient, code: string, report: SuspiciousReport): Promise<void> {
  await tx.query('select public.report_suspicious_packet($1, $2, $3, $4, $5)', [
    code,
    report.shopName,
    report.place,
    report.phone,
    report.photo,
  ]);
}

/** Sets the coarse location of the scan whose page carried the token (once): whether one took it. */
export async function locateScan(
  tx: DbClient,
  tokenHash: string,
  location: { lat: number; lon: number },
): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>('select public.locate_scan($1, $2, $3) as ok', [
    tokenHash,
    location.lat,
    location.lon,
  ]);
  return rows[0]?.ok === true;
}
