import type { Browser, BrowserContextOptions } from 'playwright-core';
import { signInThroughUi } from '@seed/tools/testing/accounts';

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
