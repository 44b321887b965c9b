// Reads and writes of seed certification (issue 28): every write is one database function (an
// application, an inspection, a certificate with its tag series and tags, a revocation); the reads
// are security-definer functions, because an agency may read what it needs of a lot but never the
// lot's own row.
import {
  CertificateIssued,
  CertificationAgencies,
  type CertificateIssue,
  type CertificationApplicationCreate,
  CertificationApplicationDetail,
  CertificationApplicationSummary,
  type CertificationStatus,
  type FieldInspectionCreate,
  LotCertification,
} from '@seed/domain';
import { z } from 'zod';
import type { DbClient } from '../../db/db';
import type { Keyset } from '../../shared/http/keyset-cursor';

/** The agencies a company may apply to: active field inspection agencies, by name. */
export async function listAgencies(tx: DbClient): Promise<CertificationAgencies['items']> {
  const { rows } = await tx.query('select id, name from public.certification_agencies()');
  return z.array(CertificationAgencies.shape.items.element).parse(rows);
}

export async function apply(
  tx: DbClient,
  input: CertificationApplicationCreate,
): Promise<{ id: string; applicationNumber: string }> {
  const { rows } = await tx.query<{ id: string; application_number: string }>(
    `select id, application_number from public.apply_for_certification(
       seed_lot_id => $1, agency_organization_id => $2, class_sought => $3::public.seed_class,
       source_class => $4::public.seed_class, area_acres => $5, source_reference => $6)`,
    [
      input.seed_lot_id,
      input.agency_organization_id,
      input.class_sought,
      input.source_class,
      input.area_acres,
      input.source_reference,
    ],
  );
  const row = rows[0]!;
  return { id: row.id, applicationNumber: row.application_number };
}

export interface ApplicationFilters {
  side: 'received' | 'sent';
  status: CertificationStatus | null;
  search: string | null;
  before: Keyset | null;
}

/** One page (limit rows) of the organization's applications on one side, newest first, after the keyset. */
export async function applicationsPage(
  tx: DbClient,
  filters: ApplicationFilters,
  limit: number,
): Promise<CertificationApplicationSummary[]> {
  const { rows } = await tx.query<{ item: unknown }>(
    `select a as item from public.certification_applications_page(
       side => $1, status_filter => $2::public.certification_status, search => $3, page_size => $4,
       before_created => $5::timestamptz, before_id => $6::uuid) a`,
    [filters.side, filters.status, filters.search, limit, filters.before?.date ?? null, filters.before?.id ?? null],
  );
  return rows.map((row) => CertificationApplicationSummary.parse(row.item));
}

/** An application the caller's organization applied with or inspects, or null. */
export async function findApplication(tx: DbClient, id: string): Promise<CertificationApplicationDetail | null> {
  const { rows } = await tx.query<{ detail: unknown }>('select public.certification_application_detail($1) as detail', [
    id,
  ]);
  return rows[0]?.detail ? CertificationApplicationDetail.parse(rows[0].detail) : null;
}

export async function recordInspection(tx: DbClient, id: string, input: FieldInspectionCreate): Promise<void> {
  await tx.query(
    `select public.record_field_inspection(
       application_id => $1, inspected_on => $2::date, stage => $3::public.crop_stage, inspector_name => $4,
       off_types_pct => $5, isolation_met => $6, objectionable_weed_plants => $7, diseased_plants_pct => $8,
       outcome => $9::public.inspection_outcome, rejection_reason => $10, remarks => $11)`,
    [
      id,
      input.inspected_on,
      input.stage,
      input.inspector_name,
      input.off_types_pct,
      input.isolation_met,
      input.objectionable_weed_plants,
      input.diseased_plants_pct,
      input.outcome,
      input.rejection_reason,
      input.remarks,
    ],
  );
}

const IssuedRow = z.object({
  certificate_id: z.string(),
  tag_first: z.coerce.number(),
  tag_last: z.coerce.number(),
  valid_until: z.string(),
  tagged: z.number(),
});

export async function issueCertificate(tx: DbClient, id: string, input: CertificateIssue): Promise<CertificateIssued> {
  const { rows } = await tx.query(
    `select certificate_id, tag_first, tag_last, to_char(valid_until, 'YYYY-MM-DD') as valid_until, tagged
     from public.issue_certificate(application_id => $1, certificate_number => $2, tag_count => $3)`,
    [id, input.certificate_number, input.tag_count],
  );
  const row = IssuedRow.parse(rows[0]);
  return CertificateIssued.parse({
    certificateId: row.certificate_id,
    tagFirst: row.tag_first,
    tagLast: row.tag_last,
    validUntil: row.valid_until,
    tagged: row.tagged,
  });
}

export async function revokeCertificate(tx: DbClient, id: string, reason: string): Promise<void> {
  await tx.query('select public.revoke_certificate($1, $2)', [id, reason]);
}

/** A visible lot's certification card, or null when the caller does not see the lot. */
export async function lotCertification(tx: DbClient, lotId: string): Promise<LotCertification | null> {
  const { rows } = await tx.query<{ card: unknown }>('select public.lot_certification_card($1) as card', [lotId]);
  return rows[0]?.card ? LotCertification.parse(rows[0].card) : null;
}
