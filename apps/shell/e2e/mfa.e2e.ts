import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganizationAdmin, latestLinkFor, signInThroughUi, uniqueEmail } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';

let browser: Browser;
const baseUrl = inject('portalUrl');

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A code from a time step not used yet (authenticators refuse a code twice). */
async function freshCode(totp: OTPAuth.TOTP, after: number): Promise<string> {
  const step = (t: number) => Math.floor(t / 1000 / totp.period);
  while (step(Date.now()) <= after) await new Promise((r) => setTimeout(r, 500));
  return totp.generate();
}

/** Turns on TOTP on the profile page of a signed-in user: the authenticator and the step it used. */
async function enableTotp(page: Page): Promise<{ totp: OTPAuth.TOTP; firstStep: number }> {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.locator('code').innerText()).trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  const firstStep = Math.floor(Date.now() / 1000 / totp.period);
  await page.getByLabel('Authentication code').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Two-factor authentication is on').first().waitFor();
  return { totp, firstStep };
}

describe('two-factor authentication', () => {
  it('when a user turns on TOTP in their profile, then they can still change their password, and the next sign-in asks for a code before the portal opens', async () => {
    const user = { email: uniqueEmail('mfa'), password: 'mfa-pass-1', fullName: 'Tara Desai' };
    await createOrganizationAdmin(baseUrl, user);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);

    const { totp, firstStep } = await enableTotp(page);

    // The session is two-factor now; changing the password keeps it so (no second sign-in).
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('mfa-pass-2');
    await page.getByLabel('Confirm new password').fill('mfa-pass-2');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Current password is incorrect.').waitFor();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully').first().waitFor();
    expect(page.url()).toMatch(/\/profile$/);

    await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('mfa-pass-2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();

    // A signed-in route still refuses the session until the second factor is passed.
    expect(page.url()).toMatch(/\/login/);
    await page.getByLabel('Authentication code').fill(await freshCode(totp, firstStep));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    await context.close();
  }, 120_000);

  it('when a user with TOTP resets a forgotten password, then the reset page asks for their code before the new password', async () => {
    const user = { email: uniqueEmail('mfa-reset'), password: 'mfa-pass-1', fullName: 'Ravi Kulkarni' };
    await createOrganizationAdmin(baseUrl, user);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: baseUrl });
    const page = await context.newPage();
    await signInThroughUi(page, user.email, user.password);
    const { totp, firstStep } = await enableTotp(page);
    await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);

    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for that email, a reset link is on its way.').waitFor();
    await page.goto(await latestLinkFor(baseUrl, user.email));
    await page.waitForURL(/\/reset-password/, { timeout: 20_000 });

    await page.getByLabel('Authentication code').fill(await freshCode(totp, firstStep));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByLabel('New password', { exact: true }).fill('mfa-pass-3');
    await page.getByLabel('Confirm password', { exact: true }).fill('mfa-pass-3');
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated successfully').first().waitFor();
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    await context.close();
  }, 120_000);
});
