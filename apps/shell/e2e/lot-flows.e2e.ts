import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganizationAdmin, signInThroughUi, uniqueEmail } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';

// Harvest and packaging in the browser (spec 3 harvest, spec 2 packaging): a production lot made
// through the API from an unregistered source on two farms is harvested, then packed, and the
// packaged lot's page shows the whole chain with the quantities that add up, and downloads its trace
// (EPCIS 2.0) and trace report (PDF).
let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

const square = (lng: number, lat: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + 0.01, lat],
      [lng + 0.01, lat + 0.01],
      [lng, lat + 0.01],
      [lng, lat],
    ],
  ],
});

describe('harvest and packaging', () => {
  it('when a production lot is harvested and packed in the browser, then the packaged lot shows the chain and the quantities add up', async () => {
    const user = { email: uniqueEmail('packer'), password: 'packer-pass-1', fullName: 'Asha Patil' };
    const { accessToken: token } = await createOrganizationAdmin(baseUrl, user);
    const crops = await call<{ items: { id: string; name: string }[] }>(token, 'GET', '/api/v1/crops');
    const wheat = crops.items.find((c) => c.name === 'Wheat')!;
    const choices = await call<{ masters: { id: string; name: string }[] }>(
      token,
      'GET',
      `/api/v1/variety-choices?crop=${wheat.id}`,
    );
    const hi1544 = choices.masters.find((v) => v.name === 'HI 1544')!;
    const source = await call<{ lot: { id: string } }>(token, 'POST', '/api/v1/seed-lots/unregistered', {
      crop_id: wheat.id,
      variety_id: hi1544.id,
      pack_size: 25,
      quantity: 20,
      generation: 'Foundation',
    });
    const farms: string[] = [];
    for (const [i, name] of ['North Block', 'River Block'].entries()) {
      const farm = await call<{ farm: { id: string } }>(token, 'POST', '/api/v1/farms', {
        name,
        address: 'Indore, Madhya Pradesh',
        total_area: 8,
        area_unit: 'acres',
        ownership_status: 'owned',
        irrigation_method: 'drip',
        location: { latitude: 22.7 + i * 0.05, longitude: 75.8 },
        boundary: square(75.8, 22.7 + i * 0.05),
      });
      farms.push(farm.farm.id);
    }
    const production = await call<{ id: string }>(token, 'POST', '/api/v1/seed-lots/production', {
      sources: [{ lot_id: source.lot.id, quantity: 4, unit: 'packages' }],
      farms: farms.map((farm_id) => ({ farm_id, area_used: 4 })),
      generation: 'Certified 1',
      planting_date: '2025-11-10',
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, baseURL: baseUrl });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);

    // Harvest: the spec's first message, then the harvest; the lot becomes active with its yield.
    await page.goto(`/seed-lots/${production.id}`);
    await page.getByRole('link', { name: 'Record Harvest' }).click();
    await page.getByRole('heading', { name: 'Record Harvest', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Mark as Harvested' }).click();
    await page.getByText('Please enter a valid yield quantity').waitFor();
    await page.getByLabel('Total Yield').fill('600');
    await page.getByLabel('Pack Size').fill('10');
    await page.getByRole('button', { name: 'Mark as Harvested' }).click();
    await page.getByText('Seed lot marked as harvested successfully').waitFor();
    await page.waitForURL(new RegExp(`/seed-lots/${production.id}$`));

    // The grower edits the lot's generation and notes.
    await page.goto(`/seed-lots/${production.id}/edit`);
    await page.getByLabel('Generation').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Generation is required').waitFor();
    await page.getByLabel('Generation').fill('Certified 2');
    await page.getByLabel('Notes').fill('Rogued twice before flowering');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Seed lot updated successfully').waitFor();
    await page.waitForURL(new RegExp(`/seed-lots/${production.id}$`));
    await page.getByText('Rogued twice before flowering').waitFor();

    // Package 50 × 10 Kg of it.
    await page.getByRole('link', { name: 'Package Lot' }).click();
    await page.getByRole('heading', { name: 'Create Packaging Lot', level: 1 }).waitFor();
    await page.getByLabel('Pack Size').fill('10');
    await page.getByLabel('Number of Packages').fill('50');
    await page.getByText('To pack: 50 × 10 Kg').waitFor();
    await page.getByRole('button', { name: 'Create Packaging Lot' }).click();
    await page.getByText('Packaging lot created successfully').waitFor();
    await page.waitForURL(/\/seed-lots\?tab=packaging/);
    const packaged = page.getByRole('row').filter({ hasText: '50 × 10 Kg' });
    await packaged.getByRole('link', { name: 'View' }).click();
    await page.waitForURL(/\/seed-lots\/SL-/);

    // The chain and the quantities: 600 Kg harvested = 500 Kg packed + 100 Kg left.
    await page.getByText('50 packages').first().waitFor();
    await page.getByRole('tab', { name: 'Relationships' }).click();
    await page
      .getByRole('link', { name: new RegExp(production.id.slice(-6)) })
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: new RegExp(source.lot.id.slice(-6)) })
      .first()
      .waitFor();
    const productionLot = await call<{ owners: { quantity_owned: number; unit: string }[] }>(
      token,
      'GET',
      `/api/v1/seed-lots/${production.id}`,
    );
    expect(productionLot.owners).toEqual([expect.objectContaining({ quantity_owned: 100, unit: 'Kg' })]);
    const balance = await call<{ unbalanced: number }>(token, 'GET', '/api/v1/seed-lots/mass-balance');
    expect(balance.unbalanced).toBe(0);

    // The packaged lot's trace, as an auditor downloads it: its EPCIS 2.0 document and the PDF report.
    const packagedId = page.url().split('/seed-lots/')[1]!.split(/[?#]/)[0]!;
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download trace (EPCIS 2.0)' }).click();
    const trace = await downloading;
    expect(trace.suggestedFilename()).toBe(`trace-${packagedId}.jsonld`);
    const document = JSON.parse(await fs.readFile(await trace.path(), 'utf8')) as {
      type: string;
      epcisBody: { eventList: { bizStep: string }[] };
    };
    expect(document.type).toBe('EPCISDocument');
    expect(document.epcisBody.eventList.map((e) => e.bizStep)).toEqual([
      'commissioning',
      'creating_class_instance',
      'commissioning',
      'packing',
    ]);
    const reporting = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Trace report (PDF)' }).click();
    const report = await reporting;
    expect(report.suggestedFilename()).toBe(`trace-report-${packagedId}.pdf`);
    expect((await fs.readFile(await report.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
