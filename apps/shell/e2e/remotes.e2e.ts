import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REACT_DEFINITION } from '@seed/tools/bench/bundles';
import { launchChromium } from '@seed/tools/testing/browser';
import { adminStorageState } from './signed-in';
import { repoRoot } from '@seed/tools/testing/portal-server';

let browser: Browser;
let signedIn: Awaited<ReturnType<typeof adminStorageState>>;
const baseUrl = inject('portalUrl');
const staticRoot = inject('staticRoot');

beforeAll(async () => {
  browser = await launchChromium();
  signedIn = await adminStorageState(browser, baseUrl, inject('admin'));
});
afterAll(async () => {
  await browser?.close();
});

async function newPage() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL: baseUrl,
    storageState: signedIn,
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  return { context, page, requested };
}

/** Every file of a folder with its content hash, to prove a folder did not change. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

describe('remotes loaded at run time', () => {
  it('when a user opens /farms, then the farms remote loads through /remotes.json and its mf-manifest.json', async () => {
    const { context, page, requested } = await newPage();
    await page.goto('/farms');
    await page.getByRole('heading', { name: 'Farms', level: 1 }).waitFor();
    expect(await page.getByText('Manage all your farming locations and their details').isVisible()).toBe(true);
    expect(requested).toContain('/remotes.json');
    expect(requested).toContain('/remotes/mfe-farms/mf-manifest.json');
    expect(requested.some((p) => p.startsWith('/remotes/mfe-farms/static/js/'))).toBe(true);
    // Only the remote that was needed was fetched.
    expect(requested.some((p) => p.startsWith('/remotes/mfe-seedlots/'))).toBe(false);
    await context.close();
  });

  it('when a user moves between remotes, then each remote renders in the same shell', async () => {
    const { context, page } = await newPage();
    await page.goto('/seed-lots');
    await page.getByRole('heading', { name: 'Seed Lots', level: 1 }).waitFor();
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('link', { name: 'Transactions' }).click();
    await page.getByRole('heading', { name: 'Transactions', level: 1 }).waitFor();
    await sidebar.getByRole('link', { name: 'Varieties' }).click();
    await page.getByRole('heading', { name: 'Varieties', level: 1 }).waitFor();
    await sidebar.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('link', { name: 'Organization Members' }).click();
    await page.getByRole('heading', { name: 'Organization Members', level: 1 }).waitFor();
    await context.close();
  });

  it('when a user visits every remote, then React is downloaded once, by the shell', async () => {
    const { context, page } = await newPage();
    const reactScripts: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      if (REACT_DEFINITION.test((await res.body()).toString('utf8'))) reactScripts.push(new URL(res.url()).pathname);
    });
    await page.goto('/dashboard');
    for (const name of ['Varieties', 'Farms', 'Seed Lots', 'Transactions', 'Profile']) {
      await page.getByTestId('sidebar').getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { name, level: 1 }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(reactScripts).toHaveLength(1);
    expect(reactScripts[0]).not.toMatch(/^\/remotes\//);
    await context.close();
  });

  it('when the farms remote is unreachable, then its area shows the fallback, the shell keeps working, and Retry recovers', async () => {
    const { context, page } = await newPage();
    await context.route('**/remotes/mfe-farms/**', (route) => route.abort('connectionrefused'));
    await page.goto('/farms');
    await page.getByText('This section is unavailable').waitFor();
    expect(await page.getByTestId('sidebar').isVisible()).toBe(true);

    await page.getByTestId('sidebar').getByRole('link', { name: 'Seed Lots' }).click();
    await page.getByRole('heading', { name: 'Seed Lots', level: 1 }).waitFor();
    await page.getByTestId('sidebar').getByRole('link', { name: 'Farms' }).click();
    await page.getByText('This section is unavailable').waitFor();

    await context.unroute('**/remotes/mfe-farms/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Farms', level: 1 }).waitFor();
    expect(await page.getByText('This section is unavailable').count()).toBe(0);
    await context.close();
  });

  it('when only the farms remote is rebuilt and redeployed, then the running portal shows the new farms screen and the shell is untouched', async () => {
    const shellDist = path.join(staticRoot, 'apps/shell/dist');
    const shellBefore = fingerprint(shellDist);

    // A copy of the remote with one changed string, built on its own by the Rsbuild CLI (as
    // its team's pipeline would) straight into the deployed folder.
    const work = path.join(repoRoot, '.data', 'mfe-farms-redeploy');
    fs.rmSync(work, { recursive: true, force: true });
    fs.cpSync(path.join(repoRoot, 'apps/mfe-farms'), work, {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}dist`),
    });
    const catalogue = path.join(work, 'src/i18n/en.json');
    const en = JSON.parse(fs.readFileSync(catalogue, 'utf8')) as { farms: { subtitle: string } };
    en.farms.subtitle = 'Redeployed farms remote: release two.';
    fs.writeFileSync(catalogue, JSON.stringify(en));
    const target = path.join(staticRoot, 'apps/mfe-farms/dist');
    fs.writeFileSync(
      path.join(work, 'rsbuild.config.ts'),
      [
        `import { remoteConfig } from ${JSON.stringify(path.join(repoRoot, 'tools/rsbuild/remote.ts'))};`,
        `const config = remoteConfig('mfe-farms', 0);`,
        `export default { ...config, output: { ...config.output, distPath: { root: ${JSON.stringify(target)} } } };`,
      ].join('\n'),
    );
    execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build'], {
      cwd: work,
      // Vitest sets NODE_ENV=test, which would make Rsbuild emit a development bundle.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
    fs.rmSync(work, { recursive: true, force: true });

    const { context, page } = await newPage();
    await page.goto('/farms');
    await page.getByText('Redeployed farms remote: release two.').waitFor();
    expect(fingerprint(shellDist)).toEqual(shellBefore);
    await context.close();
  }, 120_000);
});
