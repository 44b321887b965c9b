import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganizationAdmin, signInThroughUi, uniqueEmail } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';
import { FAKE_NASHIK } from '@seed/tools/testing/fake-nominatim';

// Address search without a Google key: the portal of global-setup.ts has GEOCODER_URL pointing
// at a fake Nominatim that finds any address mentioning Nashik and nothing else.
let browser: Browser;
const baseUrl = inject('portalUrl');
const HINT = 'Address search needs a geocoder; without one, click the map or type the coordinates.';

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(before?: (context: BrowserContext) => Promise<unknown>) {
  const user = { email: uniqueEmail('geocode'), password: 'geocode-pass-1', fullName: 'Meera Joshi' };
  const { accessToken } = await createOrganizationAdmin(baseUrl, user);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, baseURL: baseUrl });
  await before?.(context);
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  return { context, page, accessToken };
}

/** The farm location's typed coordinates, in the editor's 'Boundary points' section. */
async function locationFields(page: Page) {
  const details = page.locator('details').filter({ hasText: 'Boundary points' });
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  return {
    lat: () => page.getByLabel('Location latitude', { exact: true }).inputValue(),
    lng: () => page.getByLabel('Location longitude', { exact: true }).inputValue(),
  };
}

describe('farm address search with the open geocoder', () => {
  it('when an address is found on the new-farm form, then the farm location moves there; when not, then the spec message', async () => {
    const { context, page } = await signedIn();
    await page.goto('/farms/new');
    await page.getByRole('heading', { name: 'Register New Farm', level: 1 }).waitFor();
    const find = page.getByRole('button', { name: 'Find', exact: true });

    await page.getByLabel('Address', { exact: true }).fill('Village Road, Nashik');
    await expect.poll(() => find.isEnabled()).toBe(true);
    expect(await page.getByText(HINT).count()).toBe(0);
    await find.click();

    const location = await locationFields(page);
    await expect.poll(location.lat, { timeout: 10_000 }).toBe(String(FAKE_NASHIK.lat));
    expect(await location.lng()).toBe(String(FAKE_NASHIK.lng));

    await page.getByLabel('Address', { exact: true }).fill('Nowhere at all');
    await find.click();
    await page.getByText('Address not found. Try being more specific.').waitFor();
    expect(await location.lat()).toBe(String(FAKE_NASHIK.lat));
    await context.close();
  });

  it('when an address is not found on the edit form, then Geocoding failed with the status; when found, then the location moves', async () => {
    const { context, page, accessToken } = await signedIn();
    const created = await fetch(`${baseUrl}/api/v1/farms`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Godavari Plot',
        address: 'Old address',
        total_area: 4,
        area_unit: 'acres',
        ownership_status: 'owned',
        irrigation_method: 'drip',
        location: { latitude: 20.5, longitude: 74.5 },
        boundary: {
          type: 'Polygon',
          coordinates: [
            [
              [74.5, 20.5],
              [74.51, 20.5],
              [74.51, 20.51],
              [74.5, 20.5],
            ],
          ],
        },
      }),
    });
    expect(created.status).toBe(201);
    const { farm } = (await created.json()) as { farm: { id: string } };

    await page.goto(`/farms/${farm.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Farm', level: 1 }).waitFor();
    const location = await locationFields(page);
    await expect.poll(location.lat, { timeout: 10_000 }).toBe('20.5');
    const geocode = page.getByRole('button', { name: 'Geocode', exact: true });

    await page.getByLabel('Address', { exact: true }).fill('Nowhere at all');
    await expect.poll(() => geocode.isEnabled()).toBe(true);
    await geocode.click();
    await page.getByText('Geocoding failed: ZERO_RESULTS').waitFor();
    expect(await location.lat()).toBe('20.5');

    await page.getByLabel('Address', { exact: true }).fill('Nashik Road, Nashik');
    await geocode.click();
    await expect.poll(location.lat, { timeout: 10_000 }).toBe(String(FAKE_NASHIK.lat));
    expect(await location.lng()).toBe(String(FAKE_NASHIK.lng));
    await context.close();
  });

  it('when neither a Maps key nor an open geocoder is configured, then the button is disabled with the hint', async () => {
    const { context, page } = await signedIn((ctx) =>
      // The same portal, as the browser would see one configured without any geocoder.
      ctx.route('**/config.json', async (route) => {
        const response = await route.fetch();
        const config = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...config, geocoder: null, mapsApiKey: null } });
      }),
    );
    await page.goto('/farms/new');
    await page.getByRole('heading', { name: 'Register New Farm', level: 1 }).waitFor();

    await page.getByLabel('Address', { exact: true }).fill('Village Road, Nashik');
    await page.getByText(HINT).waitFor();
    expect(await page.getByRole('button', { name: 'Find', exact: true }).isDisabled()).toBe(true);
    await context.close();
  });
});
