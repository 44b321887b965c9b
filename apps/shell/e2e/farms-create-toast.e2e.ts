import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { centreMap, createFarmByTyping, fillNewFarm, readyMap } from './farm-helpers';
import { signedInNewAdmin } from './signed-in';

// The farm-created toast and its 'View Farm' link (spec 3 §4 "Farm creation"), and a click on a
// farm's green polygon in the list's map view (spec 3 §2), with the open map adapter.
let browser: Browser;
const baseUrl = inject('portalUrl');

/** Spec 3 §4 / FARM_LIMITS.redirectAfterCreateMs. */
const REDIRECT_MS = 2000;
/** FARM_LIMITS.mapPaddingPx: the list map fits every farm with this margin. */
const MAP_PADDING_PX = 50;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const suffix = () => Math.random().toString(36).slice(2, 7).toUpperCase();

/** The box once it has stopped moving (the map fits its view after the markers are placed). */
async function settledBox(locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 20; i += 1) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await locator.boundingBox();
    if (last && next && Math.abs(next.x - last.x) < 0.5 && Math.abs(next.y - last.y) < 0.5) return next;
    last = next;
  }
  throw new Error('the element kept moving');
}

describe('farm creation toast and the map polygon', () => {
  it("when a farm is created, then the toast shows its ID and a 'View Farm' link that opens the farm in-app before the redirect", async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl);
    const name = `Toast Farm ${suffix()}`;
    const identifier = `TL-${suffix()}`;
    // Every client-side navigation, on the page's own clock.
    await page.addInitScript(() => {
      const w = window as unknown as { __pushes: { path: string; t: number }[] };
      w.__pushes = [];
      const push = history.pushState.bind(history);
      history.pushState = (data, unused, url) => {
        w.__pushes.push({ path: new URL(String(url), location.href).pathname, t: performance.now() });
        push(data, unused, url);
      };
    });
    await fillNewFarm(page, {
      name,
      identifier,
      points: [
        [18.52, 73.85],
        [18.52, 73.86],
        [18.53, 73.86],
      ],
    });
    const clickedCreateAt = await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      return performance.now();
    });

    await page.getByRole('button', { name: 'Create Farm' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Farm created successfully' });
    const link = toast.getByRole('link', { name: 'View Farm', exact: true });
    await link.waitFor();
    expect(await toast.innerText()).toContain(`ID: ${identifier}`);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/farms\/[0-9a-f-]{36}$/);

    // Reachable with the keyboard: sonner's Alt+T focuses the toasts, Tab walks into them.
    await page.keyboard.press('Alt+KeyT');
    for (let i = 0; i < 6 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await link.evaluate((el) => el === document.activeElement)).toBe(true);
    await link.click();

    await page.waitForURL(`**${href}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // The redirect timer starts after the POST's response: a navigation sooner than 2 s after
    // that response can only be the link's. It is the same document (no reload), and the
    // redirect does not follow later (the timer died with the form).
    await page.waitForTimeout(REDIRECT_MS + 500);
    const seen = await page.evaluate((since) => {
      // The first request to /api/v1/farms after 'Create Farm' is the POST.
      const post = performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            (e as PerformanceResourceTiming).initiatorType === 'fetch' && new URL(e.name).pathname === '/api/v1/farms',
        )
        .find((e) => e.startTime >= since) as PerformanceResourceTiming | undefined;
      const w = window as unknown as { __pushes: { path: string; t: number }[]; __sameDocument?: boolean };
      return { responseEnd: post?.responseEnd ?? null, pushes: w.__pushes, sameDocument: w.__sameDocument === true };
    }, clickedCreateAt);
    expect(seen.sameDocument).toBe(true);
    expect(seen.responseEnd).not.toBeNull();
    const toFarm = seen.pushes.filter((p) => p.path === href);
    expect(toFarm).toHaveLength(1);
    expect(toFarm[0]!.t - seen.responseEnd!).toBeLessThan(REDIRECT_MS);
    await context.close();
  });

  it("when the map view is open and a farm's green polygon is clicked away from its marker, then that farm's information opens", async () => {
    const { context, page } = await signedInNewAdmin(browser, baseUrl);
    const name = `Polygon Farm ${suffix()}`;
    // A 0.02° square: the marker sits at its middle (the boundary's centre), the fitted view
    // makes the square fill the map's height less the padding.
    const id = await createFarmByTyping(page, {
      name,
      points: [
        [18.52, 73.85],
        [18.52, 73.87],
        [18.54, 73.87],
        [18.54, 73.85],
      ],
    });

    await page.goto('/farms');
    await page.getByTestId('farm-card').filter({ hasText: name }).waitFor();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = await readyMap(page);
    await centreMap(page);
    const marker = page.getByRole('button', { name, exact: true });
    await marker.waitFor();
    const pin = await settledBox(marker);
    const mapBox = (await map.boundingBox())!;
    // The farm marker is anchored at its bottom centre: that point is the farm's location.
    const tip = { x: pin.x + pin.width / 2, y: pin.y + pin.height };
    // Half the square's side on screen, with a margin: the map is wider than it is tall, so
    // the height decides the fit.
    expect(mapBox.width).toBeGreaterThan(mapBox.height);
    const half = (mapBox.height / 2 - MAP_PADDING_PX) * 0.9;
    const inside = { x: tip.x + half / 2, y: tip.y + half / 2 };
    const outside = { x: mapBox.x + 30, y: tip.y + half / 2 };
    const onPin = (p: { x: number; y: number }) =>
      p.x >= pin.x && p.x <= pin.x + pin.width && p.y >= pin.y && p.y <= pin.y + pin.height;
    expect(onPin(inside)).toBe(false);
    expect(outside.x).toBeLessThan(tip.x - (mapBox.height / 2) * 1.1);

    const info = page.getByRole('dialog', { name: 'Farm information' });
    // A click on the map beside the polygon opens nothing.
    await page.mouse.click(outside.x, outside.y);
    await page.waitForTimeout(700);
    expect(await info.count()).toBe(0);

    // The polygon's fill is drawn a frame or two after its data is set: click until it answers.
    await expect
      .poll(
        async () => {
          await page.mouse.click(inside.x, inside.y);
          return info.waitFor({ timeout: 1500 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBe(true);
    await info.getByRole('heading', { name }).waitFor();
    expect(await info.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(`/farms/${id}`);
    await context.close();
  });
});
