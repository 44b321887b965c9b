import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrganizationAdmin, uniqueEmail } from '@seed/tools/testing/accounts';
import { launchChromium } from '@seed/tools/testing/browser';
import { repoRoot } from '@seed/tools/testing/portal-server';
import { callApi } from './seed-lot-helpers';
import { packagedLotThroughApi, packetCodesOf } from './verification-helpers';

// Issue 30: the main flows in Hindi and in Marathi on a phone. A field officer signs in on a
// page in their language, records a transfer of packed seed to someone not yet on the portal,
// and a farmer checks one of the packets at the shop; every step speaks the language (its words
// come from the same catalogues the screens use) and nothing runs off the side of the screen.
let browser: Browser;
const baseUrl = inject('portalUrl');
const databaseAdminUrl = inject('databaseAdminUrl');
const PHONE = { width: 360, height: 780 };

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

type Language = 'hi' | 'mr';

/** A catalogue string by its dotted key, in a language. */
function word(file: string, language: Language, key: string): string {
  const catalogue = JSON.parse(readFileSync(path.join(repoRoot, file.replace('{lang}', language)), 'utf8')) as object;
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof found !== 'string') throw new Error(`${key} is not in ${file} (${language})`);
  return found;
}
const accounts = (language: Language, key: string) => word('apps/mfe-accounts/src/i18n/{lang}.json', language, key);
const form = (language: Language, key: string) =>
  word('apps/mfe-transactions/src/i18n/form.{lang}.json', language, key);
/** A contract message built with values, in a language (libs/ui's templates). */
function message(language: Language, english: string, ...values: string[]): string {
  const templates = JSON.parse(
    readFileSync(path.join(repoRoot, `libs/ui/src/i18n/message-templates.${language}.json`), 'utf8'),
  ) as Record<string, string>;
  const template = templates[english];
  if (!template) throw new Error(`no ${language} template for ${english}`);
  return template.replace(/{{(\d+)}}/g, (_, n: string) => values[Number(n)]!);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PAGE_TITLE: Record<Language, string> = { hi: 'बीज पैकेट की जाँच', mr: 'बियाणे पाकिटाची तपासणी' };

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

describe('the main flows in Hindi and Marathi', () => {
  for (const language of ['hi', 'mr'] as const) {
    it(`when a field officer signs in, transfers packed seed and a farmer checks a packet, all in ${language}, then every step speaks it and nothing overflows a phone`, async () => {
      const officer = {
        email: uniqueEmail(`officer-${language}`),
        password: 'officer-pass-1',
        fullName: 'Sunita More',
      };
      const { accessToken } = await createOrganizationAdmin(baseUrl, officer);
      const lot = await packagedLotThroughApi(baseUrl, accessToken, 12);

      const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));

      // Sign in on a page linked in the language.
      await page.goto(`/login?lang=${language}`);
      await page.getByRole('textbox', { name: accounts(language, 'common.email'), exact: true }).fill(officer.email);
      await page.getByLabel(accounts(language, 'common.password'), { exact: true }).fill(officer.password);
      expect(await overflowsSideways(page)).toBe(false);
      await page.getByRole('button', { name: accounts(language, 'login.submit'), exact: true }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 20_000 });
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await overflowsSideways(page)).toBe(false);

      // Record a transfer of 5 packets to someone not on the portal yet.
      const recipient = uniqueEmail(`dealer-${language}`);
      await page.goto(`/transactions/new?lotId=${lot}`);
      const region = page.getByRole('region', { name: form(language, 'form.pageTitle') });
      await region.getByLabel(form(language, 'form.type')).selectOption('TRANSFER');
      await region
        .getByLabel(new RegExp(`^${escape(form(language, 'form.quantity'))}`))
        .first()
        .fill('5');
      await region.getByRole('radio', { name: form(language, 'form.recipientMode.email') }).check();
      await region.getByLabel(form(language, 'form.email')).fill(recipient);
      expect(await overflowsSideways(page)).toBe(false);
      await region.getByRole('button', { name: form(language, 'form.submit') }).click();
      await page
        .getByText(
          message(
            language,
            'Transaction recorded. We e-mailed {{0}} a link to claim it; the seed moves when they do.',
            recipient,
          ),
        )
        .waitFor();
      expect(await overflowsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
      await context.close();

      // A farmer scans a packet of the lot at the shop: the page in the language, on a phone.
      await callApi(baseUrl, accessToken, 'POST', `/api/v1/qr-lots/${lot}/packet-codes`);
      const [code] = await packetCodesOf(databaseAdminUrl, lot);
      const farmer = await browser.newContext({ viewport: PHONE, locale: `${language}-IN` });
      const shop = await farmer.newPage();
      await shop.goto(`${baseUrl}/v/${code}`);
      await shop.getByRole('heading', { level: 1, name: PAGE_TITLE[language] }).waitFor();
      expect(await shop.locator('html').getAttribute('lang')).toBe(language);
      expect(await overflowsSideways(shop)).toBe(false);
      await farmer.close();
    });
  }
});
