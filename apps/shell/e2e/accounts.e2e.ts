import pg from 'pg';
import type { Browser } from 'playwright-core';
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

async function newPage(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  return { context, page: await context.newPage() };
}

describe('accounts', () => {
  it('when a person registers by e-mail and follows the confirmation link, then the callback creates their organization and opens the dashboard', async () => {
    const email = uniqueEmail('ravi');
    const { context, page } = await newPage();
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Ravi Kumar');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('ravi-pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Check your email').waitFor();

    await page.goto(await latestLinkFor(baseUrl, email));
    await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await page.getByTestId('org-summary').innerText()).toContain("Ravi Kumar's Organization");
    expect(await page.getByTestId('org-summary').innerText()).toContain('admin');
    await context.close();
  });

  it('when the register form misses a field, then the spec message shows', async () => {
    const { context, page } = await newPage({ width: 390, height: 844 });
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.test');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Please enter your full name').waitFor();
    await context.close();
  });

  it('when the password is wrong, then the spec message shows', async () => {
    const { context, page } = await newPage();
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(inject('admin').email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('The email or password you entered is incorrect. Please try again.').waitFor();
    await context.close();
  });

  it('when an admin invites a manager who accepts in another browser, then the manager joins and cannot see admin-only items', async () => {
    const admin = { email: uniqueEmail('owner'), password: 'owner-pass-1', fullName: 'Meena Joshi' };
    await createOrganizationAdmin(baseUrl, admin);
    const managerEmail = uniqueEmail('manager');

    const adminSide = await newPage();
    await signInThroughUi(adminSide.page, admin.email, admin.password);
    await adminSide.page.goto('/organization/members');
    await adminSide.page.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = adminSide.page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(managerEmail);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('manager');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await adminSide.page.getByText('Invitation sent successfully!').waitFor();
    await adminSide.page.getByRole('cell', { name: managerEmail, exact: true }).waitFor();

    // The manager registers from the invitation e-mail in a separate browser context.
    const managerSide = await newPage();
    await managerSide.page.goto(await latestLinkFor(baseUrl, managerEmail));
    await managerSide.page.getByText("Meena Joshi's Organization").waitFor();
    await managerSide.page.getByRole('button', { name: 'Sign in to accept' }).waitFor();
    await managerSide.page.goto(`/register?email=${encodeURIComponent(managerEmail)}&invited=true`);
    await managerSide.page.getByText('You have been invited').waitFor();
    await managerSide.page.getByLabel('Full name').fill('Kiran Rao');
    await managerSide.page.getByLabel('Password', { exact: true }).fill('kiran-pass-1');
    await managerSide.page.getByRole('button', { name: 'Register', exact: true }).click();
    await managerSide.page.getByText('Check your email').waitFor();
    await managerSide.page.goto(await latestLinkFor(baseUrl, managerEmail));
    await managerSide.page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    expect(await managerSide.page.getByTestId('org-summary').innerText()).toContain("Meena Joshi's Organization");
    expect(await managerSide.page.getByTestId('org-summary').innerText()).toContain('manager');

    await managerSide.page.getByRole('button', { name: 'User menu' }).click();
    expect(await managerSide.page.getByRole('link', { name: 'Your Profile' }).isVisible()).toBe(true);
    expect(await managerSide.page.getByRole('link', { name: 'Organization Members' }).count()).toBe(0);
    await managerSide.page.goto('/organization/members');
    await managerSide.page.getByRole('cell', { name: 'Meena Joshi', exact: true }).waitFor();
    expect(await managerSide.page.getByRole('button', { name: 'Invite Member' }).count()).toBe(0);

    // The admin sees the new member in the table.
    await adminSide.page.reload();
    await adminSide.page.getByRole('cell', { name: 'Kiran Rao', exact: true }).waitFor();
    await adminSide.context.close();
    await managerSide.context.close();
  }, 90_000);

  it('when a signed-in user has a role the route does not allow, then the gate sends them to /unauthorized', async () => {
    const user = { email: uniqueEmail('norole'), password: 'norole-pass-1', fullName: 'Nisha Role' };
    await createOrganizationAdmin(baseUrl, user);
    // No screen makes a profile without a role: arrange it in the database.
    const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
    await client.connect();
    await client.query(
      'update public.profiles set role = null where auth_id = (select id from auth.users where lower(email) = lower($1))',
      [user.email],
    );
    await client.end();

    const { context, page } = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await page.goto('/farms');
    await page.waitForURL(/\/unauthorized$/);
    await page.getByText("You don't have permission to access this page.").waitFor();
    await context.close();
  });

  it('when a signed-in user signs out from the sidebar, then the session ends and signed-in routes go to /login', async () => {
    const user = { email: uniqueEmail('leaver'), password: 'leaver-pass-1', fullName: 'Lata Singh' };
    await createOrganizationAdmin(baseUrl, user);
    const { context, page } = await newPage();
    await signInThroughUi(page, user.email, user.password);
    await page.getByTestId('sidebar').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(/\/login$/);
    await page.goto('/dashboard');
    await page.waitForURL(/\/login\?redirect=/);
    await context.close();
  });
});
