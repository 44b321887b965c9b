import fs from 'node:fs/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { accessTokenOf, callApi } from './seed-lot-helpers';
import { signedInNewAdmin } from './signed-in';
import { readLabelPdf } from '@seed/tools/testing/label-pdf-reader';
import { packagedLotThroughApi, packetCodesOf, pageDate, scanAndReportFacts } from './verification-helpers';

// QR codes and the public verification page (issue 14) in the browser: the packet codes of a
// packaged lot of 30 are made and printed from the lot detail, the downloaded PDF is read back and
// every QR decoded with jsQR; then a decoded URL is scanned as a farmer would — once genuine, from
// another device 'verified before' — and the page is read on a 360 px phone without JavaScript;
// with JavaScript, the page's two small scripts share the approximate area and make a report's
// photo smaller before it is sent.
let browser: Browser;
const baseUrl = inject('portalUrl');
const databaseAdminUrl = inject('databaseAdminUrl');
const PACKETS = 30;

let admin: Awaited<ReturnType<typeof signedInNewAdmin>>;
let lot: string;
/** The URLs decoded from the printed sheet, packet 1..30 (the first test reads them). */
let printed: string[] | undefined;

beforeAll(async () => {
  browser = await launchChromium();
  admin = await signedInNewAdmin(browser, baseUrl, {}, 'labeller');
  lot = await packagedLotThroughApi(baseUrl, await accessTokenOf(admin.page), PACKETS);
});
afterAll(async () => {
  await admin?.context.close();
  await browser?.close();
});

/** The URL printed on each packet: the sheet's when the first test read it, else the database's codes (made through the API). */
async function packetUrls(): Promise<string[]> {
  if (printed) return printed;
  const token = await accessTokenOf(admin.page);
  const summary = await callApi<{ packetCodes: { total: number } }>(baseUrl, token, 'GET', `/api/v1/qr-lots/${lot}`);
  if (summary.packetCodes.total === 0) {
    await callApi(baseUrl, token, 'POST', `/api/v1/qr-lots/${lot}/packet-codes`);
  }
  return (await packetCodesOf(databaseAdminUrl, lot)).map((code) => `${baseUrl}/v/${code}`);
}

/** A browser of its own — its own cookies, so the page takes it for another device. */
async function deviceVisiting(url: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, ...options });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { context, page };
}

/** The page's state: the heading of its status box. */
const stateHeading = (page: Page) => page.getByRole('status').getByRole('heading', { level: 2 });

describe('QR labels and the verification page', () => {
  it('print a sheet for a packaged lot of 30 packets and check the PDF has 30 labels whose QR decodes to the right URLs', async () => {
    const { page } = admin;
    await page.goto(`/seed-lots/${lot}`);
    const card = page.getByTestId('qr-card');
    await card.getByText(`0 of ${PACKETS} packets have a code`).waitFor();
    await card.getByRole('button', { name: `Create packet codes for the remaining ${PACKETS} packets` }).click();
    await page.getByText(`${PACKETS} packet codes created`).waitFor();
    await card.getByText(`${PACKETS} of ${PACKETS} packets have a code`).waitFor();

    await card.getByRole('button', { name: 'Print labels' }).click();
    const dialog = page.getByRole('dialog', { name: `Print labels of lot ${lot}` });
    await dialog.getByText(`Leave both empty to print all ${PACKETS} packets.`).waitFor();
    await dialog.getByRole('radio', { name: 'A4, 4 × 10 (40 labels a sheet)' }).check();
    // the lot has no seed test yet: a label must state one, so the dialog asks first (issue 27)
    await dialog.getByRole('checkbox', { name: 'I understand: print the labels anyway' }).check();
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`labels-${lot}.pdf`);
    await page.getByText(`Label sheet downloaded: ${PACKETS} labels`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const pdf = await fs.readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const sheet = readLabelPdf(pdf);
    expect(sheet.pages).toBe(1);
    const decoded = sheet.qrs.flat();
    expect(decoded).toHaveLength(PACKETS);
    // Each QR holds {portal origin}/v/{code} of its packet, 1..30 in order, and its label says which packet.
    const codes = await packetCodesOf(databaseAdminUrl, lot);
    expect(codes).toHaveLength(PACKETS);
    expect(decoded).toEqual(codes.map((code) => `${baseUrl}/v/${code}`));
    expect(new Set(decoded).size).toBe(PACKETS);
    const texts = sheet.texts.flat();
    for (let packet = 1; packet <= PACKETS; packet++) {
      expect(texts).toContain(`Packet ${packet} of ${PACKETS}`);
    }
    expect(texts.filter((text) => text === lot)).toHaveLength(PACKETS);
    printed = decoded;
  });

  it("visiting a code shows genuine, a second visit in a new browser context shows 'verified before'", async () => {
    const url = (await packetUrls())[6]!;
    const before = pageDate(new Date());
    const first = await deviceVisiting(url);
    await expect.poll(() => stateHeading(first.page).innerText()).toBe('✓ Genuine seed');
    await first.page
      .getByText(
        'This packet is registered by the company that produced it. Check that the details below match what is printed on the packet.',
      )
      .waitFor();
    await first.page.getByRole('heading', { level: 2, name: 'About this seed' }).waitFor();
    expect(await first.page.locator('dt:text-is("Packet number") + dd').innerText()).toBe('7');
    expect(await first.page.locator('dt:text-is("Lot") + dd').innerText()).toBe(lot);
    expect(await first.page.locator('dt:text-is("Variety") + dd').innerText()).toBe('HI 1544');
    // The same browser again is the same device: still genuine.
    await first.page.reload();
    await expect.poll(() => stateHeading(first.page).innerText()).toBe('✓ Genuine seed');
    const after = pageDate(new Date());
    await first.context.close();

    const second = await deviceVisiting(url);
    const heading = await stateHeading(second.page).innerText();
    expect([`⚠ Checked before — first on ${before}`, `⚠ Checked before — first on ${after}`]).toContain(heading);
    // how many times it was checked (the first phone opened it twice), not a verdict (issue 26)
    await second.page.getByText('This packet’s code was checked 2 times before on other phones.').waitFor();
    await second.page
      .getByText(
        'A shop may check a packet before selling it. If you bought this packet sealed and nobody checked it in front of you, ask the shop; if the answer does not satisfy you, report the packet below.',
      )
      .waitFor();
    await second.context.close();

    // Another packet of the same sheet was never scanned: genuine from this device too.
    const other = await deviceVisiting((await packetUrls())[7]!);
    expect(await stateHeading(other.page).innerText()).toBe('✓ Genuine seed');
    await other.context.close();
  });

  it('the page at 360 px width with JavaScript disabled', async () => {
    const url = (await packetUrls())[11]!;
    const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

    // Without JavaScript: the page is all there, and its language switch leads to Hindi.
    const noScript = await deviceVisiting(url, { ...phone, javaScriptEnabled: false });
    const { page } = noScript;
    await page.getByRole('heading', { level: 1, name: 'Seed packet check' }).waitFor();
    expect(await stateHeading(page).innerText()).toBe('✓ Genuine seed');
    expect(await page.locator('dt:text-is("Packet number") + dd').innerText()).toBe('12');
    expect(await page.locator('dt:text-is("Crop") + dd').innerText()).toBe('Wheat');
    await page.getByText('Report a suspicious packet').waitFor();
    for (const text of [page.getByRole('heading', { level: 1 }), stateHeading(page)]) {
      expect(await text.isVisible()).toBe(true);
      const box = (await text.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    await page.getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL(`${url}?lang=hi`);
    await page.getByRole('heading', { level: 1, name: 'बीज पैकेट की जाँच' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    // The same browser: still genuine, now in Hindi.
    expect(await stateHeading(page).innerText()).toBe('✓ असली बीज');
    await page.getByRole('link', { name: 'English' }).waitFor();
    await noScript.context.close();

    // At 360 px nothing runs off the side, in any language and in the longer 'verified before' state.
    const withScript = await deviceVisiting(url, phone);
    for (const language of ['en', 'hi', 'mr']) {
      if (language !== 'en') await withScript.page.goto(`${url}?lang=${language}`);
      await stateHeading(withScript.page).waitFor();
      expect(await stateHeading(withScript.page).innerText()).toMatch(/^⚠ /);
      const widths = await withScript.page.evaluate(() => ({
        scroll: document.scrollingElement!.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.client).toBe(360);
      expect(widths.scroll).toBeLessThanOrEqual(360);
    }
    await withScript.context.close();
  });

  it('with JavaScript, a farmer shares their approximate area and reports the packet with a photo made smaller in the phone', async () => {
    const url = (await packetUrls())[15]!;
    const code = url.slice(url.lastIndexOf('/') + 1);
    const { context, page } = await deviceVisiting(url, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      geolocation: { latitude: 28.61394, longitude: 77.20902 },
      permissions: ['geolocation'],
    });

    await page.getByRole('button', { name: 'Share my approximate location' }).click();
    await page.getByText('Thank you — your approximate area was shared.').waitFor();
    // only the area (2 decimals, about 1 km) reaches the database
    await expect
      .poll(async () => (await scanAndReportFacts(databaseAdminUrl, code)).locations)
      .toEqual([{ latitude: 28.61, longitude: 77.21 }]);

    // A camera photo far over the 2 MB limit: noise, so it does not compress, made in the page.
    const photo = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 1200;
      const context2d = canvas.getContext('2d')!;
      const pixels = context2d.createImageData(canvas.width, canvas.height);
      for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.floor(Math.random() * 256);
      context2d.putImageData(pixels, 0, 0);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    const original = Buffer.from(photo, 'base64');
    expect(original.length).toBeGreaterThan(2 * 1024 * 1024);

    await page.getByText('Report a suspicious packet').click();
    await page.getByLabel('Shop name').fill('Krishi Seva Kendra');
    await page.getByLabel('Place (village, town or market)').fill('Sonipat mandi');
    await page.getByLabel('Photo of the packet (optional)').setInputFiles({
      name: 'packet.png',
      mimeType: 'image/png',
      buffer: original,
    });
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByRole('heading', { name: 'Thank you — your report was sent' }).waitFor();

    const { reports } = await scanAndReportFacts(databaseAdminUrl, code);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.photoType).toBe('image/jpeg');
    expect(reports[0]!.photoBytes).toBeGreaterThan(0);
    expect(reports[0]!.photoBytes).toBeLessThan(2 * 1024 * 1024);
    await context.close();
  });
});
