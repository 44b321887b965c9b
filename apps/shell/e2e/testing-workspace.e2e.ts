import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganizationAdmin, signInThroughUi, uniqueEmail } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';
import { setOrganizationType } from './organization-helpers';
import { callApi } from './seed-lot-helpers';

// A laboratory's workspace (issue 27) through the browser: a member of a testing agency has
// Dashboard, Testing Requests and Profile, no farms or seed lots; a visit to a seed company's
// section lands on its testing requests; its dashboard lists the sample a company sent it.
let browser: Browser;
const baseUrl = inject('portalUrl');
const databaseAdminUrl = inject('databaseAdminUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A new organization's admin; its API token for arranging data. */
async function newAdmin(label: string) {
  const user = { email: uniqueEmail(label), password: `${label}-pass-1`, fullName: 'Kiran Rao' };
  const { accessToken } = await createOrganizationAdmin(baseUrl, user);
  return { ...user, token: accessToken };
}

/** Signed in on a page of the given size (a laptop by default). */
async function signIn(user: { email: string; password: string }, viewport = { width: 1280, height: 1000 }) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  return { context, page };
}

/** Makes the user's organization a testing agency with this name: no screen turns a company into a laboratory. */
const makeLaboratory = (email: string, name: string) =>
  setOrganizationType(databaseAdminUrl, email, 'testing_agency', name);

/** A Wheat HI 1544 lot of the company, sent to the laboratory for testing; the request's id and sample number. */
async function sendSample(token: string, laboratoryId: string): Promise<{ id: string; sampleNumber: string }> {
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
  });
  return callApi<{ id: string; sampleNumber: string }>(baseUrl, token, 'POST', '/api/v1/testing/requests', {
    seed_lot_id: source.lot.id,
    laboratory_organization_id: laboratoryId,
    seed_class: 'certified',
    tests: [],
    sample_weight_g: 1000,
    sample_drawn_on: new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }),
  });
}

describe("a laboratory's workspace", () => {
  it('when a laboratory signs in, then its menu has no Seed Lots or Farms, a seed lot URL lands on its testing requests, and its dashboard lists the request it received', async () => {
    const suffix = Date.now().toString(36);
    const company = await newAdmin('ws-company');
    const labUser = await newAdmin('ws-lab');
    const labId = await makeLaboratory(labUser.email, `Hyderabad Seed Testing Laboratory ${suffix}`);
    const sent = await sendSample(company.token, labId);

    const lab = await signIn(labUser);
    await lab.page.goto('/dashboard');
    const sidebar = lab.page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Testing Requests', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(1);
    for (const name of ['Seed Lots', 'Farms', 'Transactions', 'Varieties']) {
      expect(await sidebar.getByRole('link', { name, exact: true }).count(), name).toBe(0);
    }

    // The dashboard: the queue at a glance, the sample the company sent among the oldest open requests.
    const queue = lab.page.getByRole('region', { name: 'Oldest open requests' });
    const request = queue.getByRole('link', { name: new RegExp(sent.sampleNumber) });
    await request.waitFor();
    expect(await request.innerText()).toContain('Wheat, HI 1544');
    await request.click();
    await lab.page.waitForURL(new RegExp(`/testing-requests/${sent.id}$`));
    await lab.page.getByRole('heading', { level: 1, name: `Sample ${sent.sampleNumber}` }).waitFor();

    // A seed company's section is not part of a laboratory's workspace.
    await lab.page.goto('/seed-lots');
    await lab.page.waitForURL(/\/testing-requests$/);
    await lab.page.getByRole('heading', { level: 1, name: 'Testing Requests' }).waitFor();
    await lab.context.close();

    // On a phone: the bottom tabs are the laboratory's too.
    const phone = await signIn(labUser, { width: 390, height: 844 });
    await phone.page.goto('/dashboard');
    const tabs = phone.page.getByRole('navigation', { name: 'Quick navigation' });
    await tabs.getByRole('link', { name: 'Testing' }).waitFor();
    expect(await tabs.getByRole('link').allInnerTexts()).toEqual(['Dashboard', 'Testing', 'Profile']);
    await phone.context.close();

    // The company keeps its whole menu and its seed-testing panels, and has no laboratory queue.
    const seller = await signIn(company);
    await seller.page.goto('/dashboard');
    const menu = seller.page.getByTestId('sidebar');
    await menu.getByRole('link', { name: 'Seed Lots', exact: true }).waitFor();
    await seller.page.getByRole('region', { name: 'Tests expiring within 30 days' }).waitFor();
    expect(await seller.page.getByRole('region', { name: 'Oldest open requests' }).count()).toBe(0);
    await seller.context.close();
  });
});
