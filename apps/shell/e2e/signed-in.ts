import type { Browser, BrowserContextOptions } from 'playwright-core';
import { createOrganizationAdmin, signInThroughUi, uniqueEmail } from '@seed/tools/testing/accounts';

type StorageState = NonNullable<Exclude<BrowserContextOptions['storageState'], string>>;

/** Signs the run's admin in once through the login page and returns the browser storage to reuse. */
export async function adminStorageState(
  browser: Browser,
  baseURL: string,
  admin: { email: string; password: string },
): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughUi(page, admin.email, admin.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * A page signed in as the admin of a new organization, so its lists start empty. `label`
 * names the user's e-mail (farmer@…, breeder@…); the viewport is a laptop's unless given.
 */
export async function signedInNewAdmin(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions = {},
  label = 'farmer',
) {
  const user = { email: uniqueEmail(label), password: `${label}-pass-1`, fullName: 'Kiran Rao' };
  const { accessToken } = await createOrganizationAdmin(baseUrl, user);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, baseURL: baseUrl, ...options });
  const page = await context.newPage();
  await signInThroughUi(page, user.email, user.password);
  // the account, and its API token for arranging data no screen needs to make
  return { ...user, token: accessToken, context, page };
}
