// Shared steps of the verification end-to-end tests (issue 14): a packaged lot arranged through
// the BFF and the packet codes the database holds for it (a label sheet is read back with
// @seed/tools/testing/label-pdf-reader, the reader the BFF's tests use too).
import pg from 'pg';
import { callApi, createFarmThroughApi } from './seed-lot-helpers';

/**
 * A packaged lot of `packets` × 10 Kg made through the API as the screens would make it: an
 * unregistered Wheat HI 1544 source, a production lot on one farm, its harvest of 600 Kg, and
 * the packaging. Returns the packaged lot's id.
 */
export async function packagedLotThroughApi(baseUrl: string, token: string, packets: number): Promise<string> {
  return (await productionAndPackedLotsThroughApi(baseUrl, token, packets)).packaged;
}

/** The same steps, answering the production lot (the seed plot's) as well as the lot packed from it. */
export async function productionAndPackedLotsThroughApi(
  baseUrl: string,
  token: string,
  packets: number,
): Promise<{ production: string; packaged: string }> {
  const crops = await callApi<{ items: { id: string; name: string }[] }>(baseUrl, token, 'GET', '/api/v1/crops');
  const wheat = crops.items.find((c) => c.name === 'Wheat')!;
  const choices = await callApi<{ masters: { id: string; name: string }[] }>(
    baseUrl,
    token,
    'GET',
    `/api/v1/variety-choices?crop=${wheat.id}`,
  );
  const hi1544 = choices.masters.find((v) => v.name === 'HI 1544')!;
  const source = await callApi<{ lot: { id: string } }>(baseUrl, token, 'POST', '/api/v1/seed-lots/unregistered', {
    crop_id: wheat.id,
    variety_id: hi1544.id,
    pack_size: 25,
    quantity: 20,
    generation: 'Foundation',
  });
  const farm = await createFarmThroughApi(baseUrl, token, { name: 'Label Block', totalArea: 6, at: 3 });
  const production = await callApi<{ id: string }>(baseUrl, token, 'POST', '/api/v1/seed-lots/production', {
    sources: [{ lot_id: source.lot.id, quantity: 4, unit: 'packages' }],
    farms: [{ farm_id: farm, area_used: 4 }],
    generation: 'Certified 1',
    planting_date: '2025-11-10',
  });
  await callApi(baseUrl, token, 'POST', `/api/v1/seed-lots/${production.id}/harvests`, {
    actual_yield: 600,
    yield_unit: 'Kg',
    pack_size: 10,
    pack_unit: 'Kg',
    harvest_date: '2026-03-20',
  });
  const packaged = await callApi<{ id: string }>(baseUrl, token, 'POST', '/api/v1/seed-lots/packaging', {
    parents: [{ lot_id: production.id, quantity: packets * 10, unit: 'Kg' }],
    pack_size: 10,
    pack_unit: 'Kg',
    packages_count: packets,
    packaging_date: '2026-04-02',
  });
  return { production: production.id, packaged: packaged.id };
}

/** The packet codes of a lot as the database holds them, in packet order (serial 1..n). */
export async function packetCodesOf(databaseAdminUrl: string, lotId: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseAdminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ code: string; serial: number }>(
      "select code, serial from public.qr_codes where seed_lot_id = $1 and kind = 'packet' order by serial",
      [lotId],
    );
    rows.forEach((row, i) => {
      if (row.serial !== i + 1) throw new Error(`packet ${i + 1} of ${lotId} has no code`);
    });
    return rows.map((row) => row.code);
  } finally {
    await client.end();
  }
}

/** A date as the verification page writes it in English: 14 March 2026, in India's time zone. */
export function pageDate(at: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);
}

/** What the database holds of a code's scans' locations and of the reports made from its page. */
export async function scanAndReportFacts(
  databaseAdminUrl: string,
  code: string,
): Promise<{
  locations: { latitude: number; longitude: number }[];
  reports: { photoType: string | null; photoBytes: number }[];
}> {
  const client = new pg.Client({ connectionString: databaseAdminUrl });
  await client.connect();
  try {
    const scans = await client.query<{ latitude: number; longitude: number }>(
      `select s.latitude::float8 as latitude, s.longitude::float8 as longitude
         from public.qr_scans s join public.qr_codes q on q.id = s.qr_code_id
        where q.code = $1 and s.latitude is not null`,
      [code],
    );
    const reports = await client.query<{ photo_type: string | null; photo_bytes: number }>(
      `select r.photo_type, coalesce(octet_length(r.photo), 0)::int as photo_bytes
         from public.suspicious_reports r where r.scanned_code = $1 order by r.created_at`,
      [code],
    );
    return {
      locations: scans.rows,
      reports: reports.rows.map((r) => ({ photoType: r.photo_type, photoBytes: r.photo_bytes })),
    };
  } finally {
    await client.end();
  }
}
