import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { seriousViolations } from './axe-helpers';
import { setOrganizationType } from './organization-helpers';
import { callApi } from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';
import { issuePassingResults } from './testing-helpers';
import { packetCodesOf, productionAndPackedLotsThroughApi } from './verification-helpers';

// Seed certification (issue 28) through the browser, in three signed-in contexts: the seed company
// applies for certification of its production lot from the lot's Certification card; the agency
// (an organization of type field inspection agency) records an accepted field inspection; the
// laboratory issues passing results on the company's sample; the agency issues the certificate.
// A packet of the lot packed from it, scanned on the public page, states the class, the agency and
// its tag; the agency revokes the certificate and the page warns.
let browser: Browser;
const baseUrl = inject('portalUrl');
const databaseAdminUrl = inject('databaseAdminUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A new organization's admin, signed in on a laptop-sized page; its API token for arranging data.
 * bypassCSP: axe-core goes in as a script tag, which the portal's CSP would rightly refuse.
 */
const signedIn = (label: string) => signedInNewAdmin(browser, baseUrl, { bypassCSP: true }, label);

const todayInIndia = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

/** Opens the application from the agency's Received list. */
async function openApplication(page: Page, applicationNumber: string) {
  await page.goto('/certification');
  await page.getByRole('tab', { name: 'Received', selected: true }).waitFor();
  await page
    .getByRole('link', { name: `Open application ${applicationNumber}` })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: `Application ${applicationNumber}` }).waitFor();
}

describe('seed certification', () => {
  it('when a company applies, the agency inspects, the laboratory passes the lot and the agency certifies, then a packet states its certification; revoked, its page warns', async () => {
    const suffix = Date.now().toString(36);
    const agencyName = `Maharashtra State Seed Certification Agency ${suffix}`;
    const labName = `Pune Seed Testing Laboratory ${suffix}`;
    const company = await signedIn('cert-company');
    const agency = await signedIn('cert-agency');
    const lab = await signedIn('cert-lab');
    await setOrganizationType(databaseAdminUrl, agency.email, 'field_inspection_agency', agencyName);
    const labId = await setOrganizationType(databaseAdminUrl, lab.email, 'testing_agency', labName);
    const { production, packaged } = await productionAndPackedLotsThroughApi(baseUrl, company.token, 3);
    await callApi(baseUrl, company.token, 'POST', `/api/v1/qr-lots/${packaged}/packet-codes`);

    // The company: the production lot's Certification card, the application prefilled by its seed plot.
    await company.page.goto(`/seed-lots/${production}`);
    const card = company.page.getByRole('region', { name: 'Certification' });
    await card.getByText('Not certified').waitFor();
    await card.getByRole('button', { name: 'Apply for certification' }).click();
    const dialog = company.page.getByRole('dialog', { name: 'Apply for certification' });
    const agencySelect = dialog.getByLabel('Certification agency');
    await agencySelect.locator('option', { hasText: agencyName }).waitFor({ state: 'attached' });
    await agencySelect.selectOption({ label: agencyName });
    await dialog.getByLabel('Class of the source seed').selectOption({ label: 'Foundation' });
    await dialog.getByLabel('Class sought').selectOption({ label: 'Certified' });
    expect(Number(await dialog.getByLabel('Area of the seed plot (acres)').inputValue())).toBeGreaterThan(0);
    expect(await seriousViolations(company.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    const number = (
      await card
        .getByText(/^CA-\d{4}-\d{6}$/)
        .first()
        .innerText()
    ).trim();
    await card.getByText('Applied', { exact: true }).first().waitFor();

    // The agency: the application in its queue; an accepted inspection at flowering.
    await openApplication(agency.page, number);
    expect(await agency.page.getByRole('link', { name: production }).count()).toBe(0);
    const inspect = agency.page.getByRole('region', { name: 'Record field inspection' });
    await inspect.getByLabel('Crop stage').waitFor();
    expect(await seriousViolations(agency.page)).toEqual([]);
    await inspect.getByLabel('Crop stage').selectOption({ label: 'Flowering' });
    await inspect.getByLabel('Inspector').fill('R. Jadhav');
    await inspect.getByLabel('Off-types (%)').fill('0.05');
    await inspect.getByRole('group', { name: 'Isolation distance met' }).getByLabel('Yes').check();
    await inspect.getByLabel('Objectionable weed plants').fill('0');
    await inspect.getByLabel('Diseased plants (%)').fill('0.1');
    await inspect.getByRole('group', { name: 'Outcome' }).getByLabel('Accepted').check();
    await inspect.getByRole('button', { name: 'Record inspection' }).click();
    await agency.page.getByRole('heading', { name: /^Inspection of / }).waitFor();

    // The laboratory: the company's sample of the production lot, received, tested and passed.
    const sample = await callApi<{ id: string; sampleNumber: string }>(
      baseUrl,
      company.token,
      'POST',
      '/api/v1/testing/requests',
      {
        seed_lot_id: production,
        laboratory_organization_id: labId,
        seed_class: 'certified',
        tests: [],
        sample_weight_g: 1000,
        sample_drawn_on: todayInIndia(),
      },
    );
    await lab.page.goto(`/testing-requests/${sample.id}`);
    await lab.page.getByRole('button', { name: 'Mark received' }).click();
    await lab.page.getByRole('button', { name: 'Start testing' }).click();
    await lab.page.getByTestId('request-status').getByText('In testing').waitFor();
    await issuePassingResults(lab.page, `STL/PUNE/${suffix}`);

    // The agency: the certificate, its tag series taken from the agency's counter.
    await agency.page.reload();
    const issue = agency.page.getByRole('region', { name: 'Issue certificate' });
    await issue.getByLabel('Certificate number').fill(`MSSCA/${suffix}/1`);
    await issue.getByLabel('Number of tags').fill('3');
    await issue.getByRole('button', { name: 'Issue certificate' }).click();
    const certificate = agency.page.getByRole('region', { name: 'Certificate' });
    await certificate.getByText(`MSSCA/${suffix}/1`).waitFor();

    // A farmer scans a packet of the lot packed from it: the class in its tag's colour, the agency, the tag.
    const [code] = await packetCodesOf(databaseAdminUrl, packaged);
    const farmer = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: baseUrl });
    const phone = await farmer.newPage();
    await phone.goto(`/v/${code}`);
    await phone.getByRole('heading', { name: '✓ Certified seed (blue tag)' }).waitFor();
    const page = await phone.locator('main').innerText();
    expect(page).toContain(`Certified by ${agencyName}, certificate MSSCA/${suffix}/1`);
    expect(page).toMatch(/Tag number of this packet: \d+/);

    // The company's lot shows the certificate too.
    await company.page.reload();
    await card.getByText(`MSSCA/${suffix}/1`).waitFor();

    // The agency revokes; the packet's page warns.
    await agency.page.getByRole('button', { name: 'Revoke certificate' }).click();
    const revoke = agency.page.getByRole('dialog', { name: `Revoke certificate MSSCA/${suffix}/1` });
    await revoke.getByLabel('Reason').fill('Grow-out test failed: genetic purity below the standard');
    await revoke.getByRole('button', { name: 'Revoke certificate' }).click();
    await agency.page.getByText('This certificate was revoked: the seed may no longer be sold as certified.').waitFor();
    await phone.reload();
    await phone
      .getByText('Do not buy: the certification of this seed was revoked by the certification agency.')
      .waitFor();
    expect(await phone.getByRole('heading', { name: '✓ Certified seed (blue tag)' }).count()).toBe(0);

    await farmer.close();
    await company.context.close();
    await agency.context.close();
    await lab.context.close();
  }, 150_000);
});
