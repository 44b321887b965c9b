// Shared steps of the seed-lot end-to-end tests: the Add Unregistered Source dialog and the lists.
import type { Locator, Page } from 'playwright-core';

export interface TypedSource {
  crop: string;
  variety: string;
  generation?: string;
  packSize: string;
  packages: string;
  notes?: string;
}

/** Opens the Unregistered tab, adds a source through the dialog and returns its id and claim code. */
export async function addUnregisteredSource(page: Page, source: TypedSource): Promise<{ id: string; code: string }> {
  await page.goto('/seed-lots?tab=unregistered');
  await page.getByRole('button', { name: 'Add Unregistered Source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Unregistered Source' });
  await dialog.getByLabel('Crop', { exact: true }).selectOption({ label: source.crop });
  const variety = dialog.getByLabel('Variety', { exact: true });
  await variety.locator('option', { hasText: source.variety }).first().waitFor({ state: 'attached' });
  await variety.selectOption({ label: source.variety });
  if (source.generation) await dialog.getByLabel('Generation').fill(source.generation);
  await dialog.getByLabel('Size', { exact: true }).fill(source.packSize);
  await dialog.getByLabel('Total Quantity (Number of Packages)').fill(source.packages);
  if (source.notes) await dialog.getByLabel('Notes').fill(source.notes);
  await dialog.getByRole('button', { name: 'Add Unregistered Source' }).click();
  await page.getByText('Unregistered source added successfully!').waitFor();
  const code = (await dialog.getByTestId('claim-code').innerText()).trim();
  const intro = await dialog.getByTestId('claim-code-panel').innerText();
  const id = /SL-\d{8}-\d{7}-\d{4}/.exec(intro)![0];
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'detached' });
  return { id, code };
}

/** The signed-in user's access token, from the session the portal keeps in localStorage. */
export async function accessTokenOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)!;
      if (/^sb-.+-auth-token$/.test(key)) {
        return (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
      }
    }
    throw new Error('no session in localStorage');
  });
}

/** One call to the BFF with a user's token; anything but 2xx throws with the answer. */
export async function callApi<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * A farm of `totalArea` acres made through the BFF, as the new-farm form would send it: a square
 * near Pune, `at` places it clear of the others. Returns its id.
 */
export async function createFarmThroughApi(
  baseUrl: string,
  token: string,
  { name, totalArea, at }: { name: string; totalArea: number; at: number },
): Promise<string> {
  const [lng, lat] = [73.8, 18.5 + at * 0.05];
  const created = await callApi<{ farm: { id: string } }>(baseUrl, token, 'POST', '/api/v1/farms', {
    name,
    address: 'Pune, Maharashtra',
    total_area: totalArea,
    area_unit: 'acres',
    ownership_status: 'owned',
    irrigation_method: 'drip',
    location: { latitude: lat, longitude: lng },
    boundary: {
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
    },
  });
  return created.farm.id;
}

/** The value of a `dt`/`dd` row of the lot pages ('Generation' → 'F1'), inside `scope`. */
export async function definitionText(scope: Page | Locator, term: string): Promise<string> {
  const dd = scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
  return (await dd.innerText()).trim();
}

/** A card of the lot pages: the section that `title` heads (not the page's own section around it). */
export function detailCard(page: Page, title: string): Locator {
  return page.getByRole('heading', { name: title, exact: true }).locator('xpath=ancestor::section[1]');
}
