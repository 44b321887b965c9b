// Bundle budgets measured in the browser: what a first visit downloads, what each remote
// adds for its first route, and that React arrives exactly once. The budget counts each script's
// body as it crossed the wire (encoded as the BFF serves it to Chromium: the build's Brotli copy,
// else gzip, else as it is); beside it are the HTTP/1.1 response headers of the same scripts (which
// a phone's HTTP/2 connection mostly compresses away, so they are reported, not budgeted) and the
// gzip -9 size of the same files.
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export const SHELL_BUDGET_KB = 150;
export const REMOTE_BUDGET_KB = 60;

/** Where each remote's first route is reached from the signed-in frame, and what proves it rendered. */
export const REMOTE_ROUTES = [
  { remote: 'mfe-accounts', link: 'Profile', heading: 'Profile' },
  { remote: 'mfe-farms', link: 'Farms', heading: 'Farms' },
  { remote: 'mfe-seedlots', link: 'Seed Lots', heading: 'Seed Lots' },
  { remote: 'mfe-testing', link: 'Testing Requests', heading: 'Testing Requests' },
  { remote: 'mfe-transactions', link: 'Transactions', heading: 'Transactions' },
  { remote: 'mfe-varieties', link: 'Varieties', heading: 'Varieties' },
] as const;

/** React's own module assigns its internals object; react-dom and others only read it. */
export const REACT_DEFINITION = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/;

interface Script {
  url: string;
  /** The body as transferred (encoded). */
  bodyBytes: number;
  headerBytes: number;
  gzipBytes: number;
  definesReact: boolean;
}

/** Records every JavaScript response of a page, with its transferred size and its gzip -9 size. */
function recordScripts(page: Page): Script[] {
  const scripts: Script[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script' || !res.ok()) return;
    try {
      const body = await res.body();
      const sizes = await res.request().sizes();
      scripts.push({
        url: res.url(),
        bodyBytes: sizes.responseBodySize,
        headerBytes: sizes.responseHeadersSize,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        definesReact: REACT_DEFINITION.test(body.toString('utf8')),
      });
    } catch {
      // navigated away before the body was read
    }
  });
  return scripts;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const transferred = (s: Script[]) => s.reduce((n, x) => n + x.bodyBytes, 0);
const headers = (s: Script[]) => s.reduce((n, x) => n + x.headerBytes, 0);
const gzip9 = (s: Script[]) => s.reduce((n, x) => n + x.gzipBytes, 0);

export interface BundleReport {
  /** `kb`: the bodies as transferred (the budget's figure); `headersKb`: their HTTP/1.1 headers; `gzipKb`: the same files at gzip -9. */
  rows: { app: string; kb: number; headersKb: number; gzipKb: number; budgetKb: number; ok: boolean; files: number }[];
  reactCopies: number;
}

/** `signedIn` is the storage state of a signed-in admin: the remotes sit behind the access gate. */
export async function measureBundles(
  browser: Browser,
  baseUrl: string,
  signedIn: BrowserContextOptions['storageState'],
): Promise<BundleReport> {
  const rows: BundleReport['rows'] = [];

  // The shell's first visit: a new browser profile opening the landing page.
  {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // BENCH_LIST_FILES=1: which files the first visit downloads, to see what grew.
    if (process.env.BENCH_LIST_FILES) {
      for (const script of [...scripts].sort((a, b) => b.bodyBytes - a.bodyBytes)) {
        console.log(`  ${kb(script.bodyBytes).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`);
      }
    }
    rows.push({
      app: 'shell (first visit to /)',
      kb: kb(transferred(scripts)),
      headersKb: kb(headers(scripts)),
      gzipKb: kb(gzip9(scripts)),
      budgetKb: SHELL_BUDGET_KB,
      ok: kb(transferred(scripts)) <= SHELL_BUDGET_KB,
      files: scripts.length,
    });
    await context.close();
  }

  // Each remote: what its first route adds on top of the signed-in frame already in the page.
  let reactCopies = 0;
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    storageState: signedIn,
  });
  const page = await context.newPage();
  const all = recordScripts(page);
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  for (const { remote, link, heading } of REMOTE_ROUTES) {
    const before = all.length;
    await page.getByTestId('sidebar').getByRole('link', { name: link, exact: true }).click();
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const added = all.slice(before).filter((s) => new URL(s.url).pathname.startsWith(`/remotes/${remote}/`));
    rows.push({
      app: `${remote} (first route)`,
      kb: kb(transferred(added)),
      headersKb: kb(headers(added)),
      gzipKb: kb(gzip9(added)),
      budgetKb: REMOTE_BUDGET_KB,
      ok: kb(transferred(added)) <= REMOTE_BUDGET_KB,
      files: added.length,
    });
  }
  reactCopies = all.filter((s) => s.definesReact).length;
  await context.close();
  return { rows, reactCopies };
}
