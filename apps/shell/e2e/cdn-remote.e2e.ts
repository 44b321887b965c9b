// A remote deployed on its own to a second origin (a CDN), as README "Deploying one remote on
// its own" describes: its files on a static server with CORS, remotes.json pointing at it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '@seed/tools/testing/browser';
import { freePort, repoRoot } from '@seed/tools/testing/portal-server';
import { adminStorageState } from './signed-in';

const baseUrl = inject('portalUrl');
const staticRoot = inject('staticRoot');
const remotesFile = path.join(staticRoot, 'remotes.json');
const work = path.join(repoRoot, '.data', 'e2e-cdn');
const DEFAULT_REMOTES = Object.fromEntries(
  ['accounts', 'farms', 'seedlots', 'testing', 'transactions', 'varieties'].map((n) => [
    `mfe_${n}`,
    `/remotes/mfe-${n}/mf-manifest.json`,
  ]),
);

let browser: Browser;
let signedIn: Awaited<ReturnType<typeof adminStorageState>>;
const servers: { stop: () => Promise<void> }[] = [];

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * A CDN for the test: serves `root` on 127.0.0.1 only, on a free port, with the CORS header a
 * CDN must send for the portal's origin to read the manifest (and fonts).
 */
async function startCdn(root: string): Promise<string> {
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push({
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

/** Builds a copy of mfe-varieties with the Rsbuild CLI into `outDir`, as its team's pipeline would. */
function buildVarieties(outDir: string, options: { subtitle?: string; requiredReact?: string; version: string }) {
  // Two folders deep, as apps/mfe-varieties is, so its relative imports and tsconfig resolve.
  const src = path.join(repoRoot, '.data', `e2e-cdn-src-${path.basename(path.dirname(outDir))}`);
  fs.rmSync(src, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'apps/mfe-varieties'), src, {
    recursive: true,
    filter: (file) => !file.includes(`${path.sep}dist`),
  });
  if (options.subtitle) {
    const catalogue = path.join(src, 'src/i18n/en.json');
    const en = JSON.parse(fs.readFileSync(catalogue, 'utf8')) as { varieties: { subtitle: string } };
    en.varieties.subtitle = options.subtitle;
    fs.writeFileSync(catalogue, JSON.stringify(en));
  }
  const remoteOptions = options.requiredReact ? { requiredVersions: { react: options.requiredReact } } : {};
  fs.writeFileSync(
    path.join(src, 'rsbuild.config.ts'),
    [
      `import { remoteConfig } from ${JSON.stringify(path.join(repoRoot, 'tools/rsbuild/remote.ts'))};`,
      `const config = remoteConfig('mfe-varieties', 0, ${JSON.stringify(remoteOptions)});`,
      `export default { ...config, output: { ...config.output, distPath: { root: ${JSON.stringify(outDir)} } } };`,
    ].join('\n'),
  );
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
    cwd: src,
    // Vitest sets NODE_ENV=test, which would make Rsbuild emit a development bundle.
    env: { ...process.env, NODE_ENV: 'production', SEED_BUILD_VERSION: options.version },
    stdio: 'ignore',
  });
  fs.rmSync(src, { recursive: true, force: true });
}

function pointVarietiesAt(entry: string) {
  fs.writeFileSync(remotesFile, JSON.stringify({ ...DEFAULT_REMOTES, mfe_varieties: entry }));
}

async function newPage() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: baseUrl,
    storageState: signedIn,
  });
  const page = await context.newPage();
  const requested: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, requested, errors };
}

beforeAll(async () => {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  browser = await launchChromium();
  signedIn = await adminStorageState(browser, baseUrl, inject('admin'));
});

afterEach(() => {
  fs.rmSync(remotesFile, { force: true });
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a remote served from another origin', () => {
  it('when remotes.json points the varieties remote at a CDN origin, then its pages render and the CDN is where it loads from', async () => {
    const cdnRoot = path.join(work, 'cdn-a');
    fs.cpSync(path.join(staticRoot, 'apps/mfe-varieties/dist'), path.join(cdnRoot, 'mfe-varieties'), {
      recursive: true,
    });
    const origin = await startCdn(cdnRoot);
    pointVarietiesAt(`${origin}/mfe-varieties/mf-manifest.json`);

    const { context, page, requested } = await newPage();
    await page.goto('/varieties');
    await page.getByRole('heading', { name: 'Varieties', level: 1 }).waitFor();
    await page.getByRole('tab', { name: /Discover Varieties/ }).click();
    await page.getByRole('heading', { name: 'Varieties', level: 1 }).waitFor();

    expect(requested).toContain(`${origin}/mfe-varieties/mf-manifest.json`);
    expect(requested.some((url) => url.startsWith(`${origin}/mfe-varieties/static/js/`))).toBe(true);
    expect(requested.some((url) => url.startsWith(`${baseUrl}/remotes/mfe-varieties/`))).toBe(false);
    // The remotes manifest names the release the CDN serves.
    const remotes = (await (await fetch(`${baseUrl}/remotes.json`)).json()) as Record<
      string,
      { buildName: string; buildVersion: string }
    >;
    expect(remotes.mfe_varieties).toMatchObject({ buildName: '@seed/mfe-varieties' });
    expect(remotes.mfe_varieties!.buildVersion).not.toBe('0.0.0');
    await context.close();
  });

  it('when remotes.json is switched to a rebuilt copy on another origin, then the next page load shows it without restarting the portal', async () => {
    const first = path.join(work, 'cdn-b');
    const second = path.join(work, 'cdn-c');
    fs.cpSync(path.join(staticRoot, 'apps/mfe-varieties/dist'), path.join(first, 'mfe-varieties'), { recursive: true });
    buildVarieties(path.join(second, 'mfe-varieties'), {
      subtitle: 'Varieties from the second CDN: release two.',
      version: 'v2.0.0-test',
    });
    const [originB, originC] = [await startCdn(first), await startCdn(second)];
    pointVarietiesAt(`${originB}/mfe-varieties/mf-manifest.json`);

    const { context, page } = await newPage();
    await page.goto('/varieties');
    await page.getByRole('heading', { name: 'Varieties', level: 1 }).waitFor();
    expect(await page.getByText('release two').count()).toBe(0);

    pointVarietiesAt(`${originC}/mfe-varieties/mf-manifest.json`);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Farms' }).click();
    await page.getByRole('heading', { name: 'Farms', level: 1 }).waitFor();
    await page.goto('/varieties');
    await page.getByText('Varieties from the second CDN: release two.').waitFor();

    // The user menu names the release that is running.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByTestId('remote-version-mfe_varieties').getByText('v2.0.0-test').waitFor();
    await context.close();
  }, 180_000);

  it('when the remote origin is unreachable, then its section shows the fallback and the other sections work', async () => {
    pointVarietiesAt(`http://127.0.0.1:${await freePort()}/mfe-varieties/mf-manifest.json`);

    const { context, page } = await newPage();
    await page.goto('/varieties');
    await page.getByText('This section is unavailable').waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Farms' }).click();
    await page.getByRole('heading', { name: 'Farms', level: 1 }).waitFor();
    await context.close();
  });

  it('when the remote asks for a React range the portal does not provide, then its section says it needs a newer portal, with its name and version', async () => {
    const root = path.join(work, 'cdn-d');
    buildVarieties(path.join(root, 'mfe-varieties'), { requiredReact: '^20.0.0', version: 'v3.0.0-react20' });
    const origin = await startCdn(root);
    pointVarietiesAt(`${origin}/mfe-varieties/mf-manifest.json`);

    const { context, page, errors } = await newPage();
    await page.goto('/varieties');
    const heading = page.getByRole('heading', {
      name: 'This section needs a newer portal (@seed/mfe-varieties v3.0.0-react20)',
      level: 1,
    });
    await heading.waitFor();
    expect(await page.getByTestId('remote-incompatible').textContent()).toMatch(/react \^20\.0\.0.*19\./);
    expect(errors.some((e) => e.includes('mfe_varieties') && e.includes('^20.0.0'))).toBe(true);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Farms' }).click();
    await page.getByRole('heading', { name: 'Farms', level: 1 }).waitFor();
    await context.close();
  }, 180_000);
});
