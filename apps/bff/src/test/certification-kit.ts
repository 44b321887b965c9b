// Seed certification through the API for tests (issue 28): a production lot on a farm of its own
// (the seed plot), an application, an accepted inspection, the lot's own-laboratory test that passes
// the certified standard of wheat, and a certificate. Each step is the HTTP call a user makes.
import { todayInIndia } from '@seed/domain';
import { randomBytes } from 'node:crypto';
import type { signUp } from './accounts';
import { adminQuery } from './database';
import { farmInput } from './farms-kit';
import type { FullTestApp } from './full-app';
import { api } from './http';
import { insertLot } from './qr-codes-kit';

type Member = Awaited<ReturnType<typeof signUp>>;

/** Makes an organization a certification agency (the spec's field inspection agency). */
export async function makeAgency(member: Member): Promise<void> {
  await adminQuery(`update public.organizations set type = 'field_inspection_agency' where id = $1`, [
    member.organizationId,
  ]);
}

/** A production lot of the company grown on a new farm of its own (the seed plot, 4.5 acres used). */
export async function productionLot(app: FullTestApp, company: Member, farmName: string): Promise<string> {
  const lot = await insertLot(company.organizationId!);
  const farm = await api(app, company).post('/api/v1/farms').send(farmInput({ name: farmName })).expect(201);
  await adminQuery('insert into public.farm_seed_lots (lot_id, farm_id, area_used) values ($1, $2, 4.5)', [
    lot,
    farm.body.farm?.id ?? farm.body.id,
  ]);
  return lot;
}

/** The body of an application of `lot` to `agency` for certified seed from foundation seed. */
export const applicationBody = (lot: string, agency: Member, overrides: Record<string, unknown> = {}) => ({
  seed_lot_id: lot,
  agency_organization_id: agency.organizationId,
  class_sought: 'certified',
  source_class: 'foundation',
  area_acres: 4.5,
  source_reference: 'MSSCA/F/2025/0091',
  ...overrides,
});

/** The body of a field inspection today at flowering, accepted unless overridden. */
export const inspectionBody = (overrides: Record<string, unknown> = {}) => ({
  inspected_on: todayInIndia(),
  stage: 'flowering',
  inspector_name: 'R. Jadhav',
  off_types_pct: 0.05,
  isolation_met: true,
  objectionable_weed_plants: 0,
  diseased_plants_pct: 0.1,
  outcome: 'accepted',
  ...overrides,
});

/** The company applies; the application's id and number. */
export async function applyFor(
  app: FullTestApp,
  company: Member,
  agency: Member,
  lot: string,
): Promise<{ id: string; applicationNumber: string }> {
  const created = await api(app, company)
    .post('/api/v1/certification/applications')
    .send(applicationBody(lot, agency))
    .expect(201);
  return created.body as { id: string; applicationNumber: string };
}

/** The agency records an accepted inspection. */
export async function inspect(app: FullTestApp, agency: Member, applicationId: string): Promise<void> {
  await api(app, agency)
    .post(`/api/v1/certification/applications/${applicationId}/inspections`)
    .send(inspectionBody())
    .expect(201);
}

/** The lot's test in the company's own laboratory, passing the certified standard of wheat. */
export async function passTest(app: FullTestApp, company: Member, lot: string): Promise<void> {
  const today = todayInIndia();
  const sent = await api(app, company)
    .post('/api/v1/testing/requests')
    .send({
      seed_lot_id: lot,
      laboratory_organization_id: null,
      seed_class: 'certified',
      sample_weight_g: 1000,
      sample_drawn_on: today,
    })
    .expect(201);
  await api(app, company)
    .post(`/api/v1/testing/requests/${sent.body.id}/status`)
    .send({ status: 'received' })
    .expect(200);
  await api(app, company)
    .post(`/api/v1/testing/requests/${sent.body.id}/reports`)
    .send({
      report_number: `OWN-${randomBytes(4).toString('hex')}`,
      tested_on: today,
      analyst_name: 'A. Kulkarni',
      pure_seed_pct: 98.6,
      inert_matter_pct: 1.4,
      other_crop_seeds_per_kg: 4,
      weed_seeds_per_kg: 2,
      germination_pct: 91,
      moisture_pct: 10.2,
    })
    .expect(201);
}

/** The agency certifies an inspected, tested application; the certificate's id. */
export async function certify(
  app: FullTestApp,
  agency: Member,
  applicationId: string,
  certificateNumber: string,
  tagCount = 5,
): Promise<string> {
  const issued = await api(app, agency)
    .post(`/api/v1/certification/applications/${applicationId}/certificate`)
    .send({ certificate_number: certificateNumber, tag_count: tagCount })
    .expect(201);
  return (issued.body as { certificateId: string }).certificateId;
}
