// The embedded start's certification (issue 28): a demo State Seed Certification Agency with its
// officer (agency@demo.local), to which the demo company's wheat production lot was applied, the
// seed plot inspected and accepted at flowering, and its certificate issued on the harvest's passing
// test, so the lot's card, the agency's workspace, the lists' Class column and, once its bags have
// packet codes, their labels and public pages show certified seed. Each step is the database
// function a user's click calls, as that user. Idempotent: a lot that has an application is left.
import type { DbClient } from './db';

export const DEMO_CERTIFICATION = {
  certificateNumber: 'DEMO/SSCA/2026/0418',
  sourceReference: 'DEMO/SSCA/F/2025/0091',
  /** At flowering, between the demo lot's planting (10 Nov 2025) and its harvest (18 Mar 2026). */
  inspectedOn: '2026-02-05',
  inspector: 'R. Jadhav',
} as const;

/** As the demo company's admin: applies for certification of its production lot (once); the application's id. */
export async function applyDemoCertification(tx: DbClient, agencyOrganizationId: string): Promise<string | null> {
  // what the lot's Apply for certification form starts from: null once the lot has an application
  const lot = await tx.query<{ id: string; defaults: { areaAcres: number | null } | null }>(
    `select l.id, public.lot_certification_card(l.id) -> 'applyDefaults' as defaults
       from public.seed_lots l
      where l.grower_organization_id = private.current_organization_id() and l.lot_type = 'raw_production'
        and l.deleted_at is null
      order by l.created_at limit 1`,
  );
  const row = lot.rows[0];
  if (!row?.defaults) return null;
  const applied = await tx.query<{ id: string }>(
    `select id from public.apply_for_certification(
       seed_lot_id => $1, agency_organization_id => $2, class_sought => 'certified',
       source_class => 'foundation', area_acres => $3, source_reference => $4)`,
    [row.id, agencyOrganizationId, row.defaults.areaAcres ?? 1, DEMO_CERTIFICATION.sourceReference],
  );
  return applied.rows[0]!.id;
}

/** As the agency's officer: an accepted inspection at flowering, then the certificate on the lot's test. */
export async function certifyDemoApplication(tx: DbClient, applicationId: string, tags: number): Promise<void> {
  await tx.query(
    `select public.record_field_inspection(
       application_id => $1, inspected_on => $2::date,
       stage => 'flowering', inspector_name => $3, off_types_pct => 0.02, isolation_met => true,
       objectionable_weed_plants => 0, diseased_plants_pct => 0.1, outcome => 'accepted',
       rejection_reason => null, remarks => 'Isolation of 150 m from other wheat; crop uniform')`,
    [applicationId, DEMO_CERTIFICATION.inspectedOn, DEMO_CERTIFICATION.inspector],
  );
  await tx.query(
    `select 1 from public.issue_certificate(application_id => $1, certificate_number => $2, tag_count => $3)`,
    [applicationId, DEMO_CERTIFICATION.certificateNumber, tags],
  );
}
