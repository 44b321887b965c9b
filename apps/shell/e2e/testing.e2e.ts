import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { setOrganizationType } from './organization-helpers';
import { callApi } from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';
import { issuePassingResults } from './testing-helpers';
import { packagedLotThroughApi, packetCodesOf, pageDate } from './verification-helpers';

// Seed testing (issue 27) through the browser: a seed company sends a sample of its lot to a
// laboratory on the portal; the laboratory (a second browser context, an organization of type
// testing agency) marks it received, starts testing and issues passing results; the company sees
// "Results issued" and the passing report. Then the test follows the seed: a packed lot tested in
// the company's own laboratory states it on the public page and on its labels, and a lot that
// failed its test cannot be sold.
let browser: Browser;
const baseUrl = inject('portalUrl');
const databaseAdminUrl = inject('databaseAdminUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A new organization's admin, signed in on a laptop-sized page; its API token for arranging data. */
const signedIn = (label: string) => signedInNewAdmin(browser, baseUrl, {}, label);

/** Makes the user's organization a testing agency with this name: no screen turns a company into a laboratory. */
const makeLaboratory = (email: string, name: string) =>
  setOrganizationType(databaseAdminUrl, email, 'testing_agency', name);

/** A Wheat HI 1544 lot of the company, made as the Add Unregistered Source dialog makes one. */
async function wheatLot(token: string): Promise<string> {
  const crops = await callApi<{ items: { id: string; name: string }[] }>(baseUrl, token, 'GET', '/api/v1/crops');
  const wheat = crops.items.find((c) => c.name === 'Wheat')!;
  const choices = await callApi<{ masters: { id: string; name: string }[] }>(
    baseUrl,
    token,
    'GET',
    `/api/v1/variety-choices?crop=${wheat.id}`,
  );
  const variety = choices.masters.find((v) => v.name === 'HI 1544')!;
  const source = await callApi<{ lot: { id: string } }>(baseUrl, token, 'POST', '/api/v1/seed-lots/unregistered', {
    crop_id: wheat.id,
    variety_id: variety.id,
    pack_size: 25,
    quantity: 40,
    generation: 'Foundation',
  });
  return source.lot.id;
}

/** Today in India (the dates the portal judges "not in the future" by). */
const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** A test of the lot in the company's own laboratory, through the API, with these results. */
async function testInOwnLaboratory(token: string, lot: string, results: { germination: number; reportNumber: string }) {
  const request = await callApi<{ id: string }>(baseUrl, token, 'POST', '/api/v1/testing/requests', {
    seed_lot_id: lot,
    laboratory_organization_id: null,
    seed_class: 'certified',
    sample_weight_g: 1000,
    sample_drawn_on: todayInIndia(),
  });
  await callApi(baseUrl, token, 'POST', `/api/v1/testing/requests/${request.id}/status`, { status: 'received' });
  await callApi(baseUrl, token, 'POST', `/api/v1/testing/requests/${request.id}/reports`, {
    report_number: results.reportNumber,
    tested_on: todayInIndia(),
    analyst_name: 'A. Kulkarni',
    pure_seed_pct: 98.6,
    inert_matter_pct: 1.4,
    other_crop_seeds_per_kg: 4,
    weed_seeds_per_kg: 2,
    germination_pct: results.germination,
    moisture_pct: 10.2,
  });
}

/** The status badge of the open request. */
const statusOf = (page: Page) => page.getByTestId('request-status').innerText();

describe('seed testing', () => {
  it('when a company sends a sample to a laboratory, then the laboratory receives it, tests it and issues passing results, and the company sees them', async () => {
    const suffix = Date.now().toString(36);
    const labName = `Pune Seed Testing Laboratory ${suffix}`;
    const company = await signedIn('company');
    const lab = await signedIn('lab');
    await makeLaboratory(lab.email, labName);
    const lot = await wheatLot(company.token);

    // The company: the request form from the lot's URL, sent to the laboratory.
    await company.page.goto(`/testing-requests/new?lot=${lot}`);
    await company.page.getByRole('heading', { name: 'New testing request', level: 1 }).waitFor();
    expect(await company.page.getByLabel('Seed lot ID').inputValue()).toBe(lot);
    const laboratory = company.page.getByLabel('Laboratory', { exact: true });
    await laboratory.locator('option', { hasText: labName }).waitFor({ state: 'attached' });
    await laboratory.selectOption({ label: labName });
    await company.page.getByLabel('Seed class').selectOption({ label: 'Certified' });
    await company.page.getByLabel('Sample weight (g)').fill('1000');
    await company.page.getByRole('button', { name: 'Send request' }).click();
    await company.page.waitForURL(/\/testing-requests\/[0-9a-f-]{36}$/);
    const heading = company.page.getByRole('heading', { level: 1, name: /^Sample / });
    await heading.waitFor();
    const sample = (await heading.innerText()).replace(/^Sample /, '');
    expect(await statusOf(company.page)).toBe('Requested');

    // The laboratory: its Received queue has the sample; it takes each step and issues the results.
    await lab.page.goto('/testing-requests');
    await lab.page.getByRole('tab', { name: 'Received', selected: true }).waitFor();
    await lab.page
      .getByRole('link', { name: `Open sample ${sample}` })
      .first()
      .click();
    await lab.page.getByRole('heading', { level: 1, name: `Sample ${sample}` }).waitFor();
    // The laboratory sees the lot's id but no link into the company's lots.
    expect(await lab.page.getByRole('link', { name: lot }).count()).toBe(0);
    await lab.page.getByRole('button', { name: 'Mark received' }).click();
    await lab.page.getByRole('button', { name: 'Start testing' }).click();
    await lab.page.getByTestId('request-status').getByText('In testing').waitFor();

    await issuePassingResults(lab.page, `STL/PUNE/${suffix}`);
    expect(await statusOf(lab.page)).toBe('Results issued');

    // The company: the request shows the results and the passing report with its validity.
    await company.page.reload();
    await company.page.getByRole('heading', { name: `Report STL/PUNE/${suffix}` }).waitFor();
    expect(await statusOf(company.page)).toBe('Results issued');
    const report = company.page.getByTestId('report');
    await report.getByText('Pass', { exact: true }).waitFor();
    expect(await report.getByText(labName).count()).toBe(1);
    const germination = report.getByRole('row', { name: /Germination/ });
    expect(await germination.innerText()).toContain('91%');
    expect(await report.innerText()).toMatch(/Valid until\s+\d{1,2} \w{3} \d{4}/);

    // Its Sent list has the sample with the laboratory and the new status.
    await company.page.goto('/testing-requests');
    const row = company.page.getByRole('row', { name: new RegExp(sample) });
    await row.getByText('Results issued').waitFor();
    expect(await row.innerText()).toContain(labName);

    // The lot's detail: its Quality card shows the passing test, the germination beside its limit
    // and the laboratory (issue 27), and the page does not scroll sideways on a 360 px phone.
    await company.page.goto(`/seed-lots/${lot}`);
    const quality = company.page.getByRole('region', { name: 'Quality' });
    await quality.getByText(/^Passed \(valid until \d{1,2} \w{3} \d{4}\)$/).waitFor();
    expect(await quality.getByRole('row', { name: /Germination/ }).innerText()).toMatch(/91%\s+min 85%/);
    expect(await quality.getByText(labName).count()).toBe(1);
    expect(await company.page.getByRole('link', { name: 'Request test' }).getAttribute('href')).toBe(
      `/testing-requests/new?lot=${lot}`,
    );
    await company.page.setViewportSize({ width: 360, height: 800 });
    await quality.getByRole('button', { name: /^Download report \(PDF\)/ }).scrollIntoViewIfNeeded();
    expect(await company.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await company.context.close();
    await lab.context.close();
  }, 120_000);

  it("when a packed lot's test passes, then its public page and its labels state the test; a lot that failed cannot be sold", async () => {
    const suffix = Date.now().toString(36);
    const company = await signedIn('packer');
    const packed = await packagedLotThroughApi(baseUrl, company.token, 4);
    await testInOwnLaboratory(company.token, packed, { germination: 91, reportNumber: `OWN/${suffix}/1` });
    await callApi(baseUrl, company.token, 'POST', `/api/v1/qr-lots/${packed}/packet-codes`);
    const [code] = await packetCodesOf(databaseAdminUrl, packed);

    // The farmer's phone: the packet's page states germination, purity, the date of test and its validity.
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL: baseUrl });
    const page = await phone.newPage();
    await page.goto(`/v/${code}`);
    const fact = (label: string) => page.locator(`dt:text-is("${label}") + dd`).innerText();
    expect(await fact('Germination')).toBe('91 %');
    expect(await fact('Physical purity')).toBe('98.6 %');
    expect(await fact('Date of test')).toBe(pageDate(new Date()));
    expect(await fact('Test valid until')).toMatch(/^\d{1,2} \w+ \d{4}$/);
    expect(await page.getByText('Do not buy', { exact: false }).count()).toBe(0);
    await phone.close();

    // Its label sheet: the particulars beside each QR.
    const response = await fetch(`${baseUrl}/api/v1/qr-lots/${packed}/labels.pdf`, {
      headers: { Authorization: `Bearer ${company.token}` },
    });
    expect(response.status).toBe(200);
    const texts = readLabelPdf(Buffer.from(await response.arrayBuffer())).texts.flat();
    expect(texts.filter((text) => text === 'Germination 91% · Purity 98.6%')).toHaveLength(4);
    expect(texts.some((text) => /^Tested \d{1,2} \w{3} \d{4} · valid to \d{1,2} \w{3} \d{4}$/.test(text))).toBe(true);

    // A lot whose germination is below the wheat standard: the sale form marks it and the sale is refused.
    const failed = await wheatLot(company.token);
    await testInOwnLaboratory(company.token, failed, { germination: 70, reportNumber: `OWN/${suffix}/2` });
    // The seed-lot list filtered by quality holds the failed lot and not the passed one.
    await company.page.goto('/seed-lots');
    await company.page.getByLabel('Quality', { exact: true }).selectOption({ label: 'Failed' });
    await company.page.waitForURL(/quality=failed/);
    await company.page.getByRole('row', { name: new RegExp(failed.slice(-6)) }).waitFor();
    // the filtered page replaces the unfiltered one (kept on screen while it loads)
    await company.page.getByRole('row', { name: new RegExp(packed.slice(-6)) }).waitFor({ state: 'detached' });

    await company.page.goto(`/transactions/new?lotId=${failed}`);
    const form = company.page.getByRole('region', { name: 'New Transaction' });
    await form.getByText('Its seed test failed: it cannot be sold (below minimum standards).').waitFor();
    await form.getByLabel(new RegExp(`^Quantity for ${failed}`)).fill('2');
    await form.getByLabel(new RegExp(`^Price per Unit for ${failed}`)).fill('900');
    await form.getByRole('button', { name: 'Create Transaction Manifest' }).click();
    await form
      .getByRole('alert')
      .getByText(
        `Seed lot ${failed} cannot be sold: its seed test found it below the minimum standards (Seeds Act 1966, section 7).`,
      )
      .waitFor();

    await company.context.close();
  }, 120_000);
});
