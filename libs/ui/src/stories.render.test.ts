// @vitest-environment node
// Opens every story of the built Storybook in Chromium and fails on a page error, a console
// error (the build uses React's development bundle, so React warnings count) or an empty
// #storybook-root. A build can exit 0 while every story throws, so only this proves they render.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const libRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const staticDir = join(libRoot, 'storybook-static');
const indexFile = join(staticDir, 'index.json');
const chromiumPath = '/usr/bin/chromium';

/**
 * Visual regression: every story at a desktop's and a phone's width against its picture in
 * visual-baselines/ (committed). An intended change updates the pictures in the same commit
 * (`UPDATE_VISUAL_BASELINES=1 npm run vitest -- --project ui src/stories.render.test.ts`), so a
 * reviewer sees them change; a difference fails with a picture of it in the system's temp folder.
 */
const baselineDir = join(libRoot, 'visual-baselines');
const updateBaselines = process.env.UPDATE_VISUAL_BASELINES === '1';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 800 } } as const;
/** The moment every story is pictured at: midday in India on the day the fixtures were written. */
const STORY_NOW = new Date('2026-11-27T12:00:00+05:30');
/** Pixels that may differ (anti-aliasing), as a share of the picture, before a story fails. */
const MAX_DIFF_SHARE = 0.001;

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const hashFile = join(staticDir, '.inputs-sha256');

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => listFiles(join(path, name)));
}

// Everything the Storybook bundle is built from (tests are not part of it): this library, and
// every app's sources, whose components have their stories in the same Storybook.
function hashInputs(): string {
  const hash = createHash('sha256');
  const inputs = ['src', '.storybook', 'rsbuild.config.ts', 'postcss.config.mjs', 'package.json', 'tsconfig.json'];
  const appsDir = join(libRoot, '..', '..', 'apps');
  const appSources = readdirSync(appsDir)
    .sort()
    .map((app) => join(appsDir, app, 'src'));
  for (const file of [...inputs.map((p) => join(libRoot, p)), ...appSources].flatMap((p) => listFiles(p))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    hash
      .update(`${relative(libRoot, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  return hash.digest('hex');
}

// Runs while the file is collected (not in beforeAll) because the story ids, and so the
// test cases, come from the built index.json. A build is reused only when this test made it
// from exactly the current sources (mtimes proved unreliable: a file moved back keeps an
// old one); otherwise it is rebuilt, ~5 s on 2 cores.
const inputsHash = hashInputs();
if (!existsSync(indexFile) || !existsSync(hashFile) || readFileSync(hashFile, 'utf8') !== inputsHash) {
  rmSync(hashFile, { force: true });
  try {
    await promisify(execFile)('npm', ['run', 'build-storybook'], {
      cwd: libRoot,
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build-storybook failed:\n${stdout}\n${stderr}`);
  }
  writeFileSync(hashFile, inputsHash);
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const mimeTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

function serveStatic(root: string): Promise<Server> {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    // Chromium asks for /favicon.ico on its own; Storybook has none, and the 404 would be
    // reported as a console error of the first story.
    if (pathname === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const file = resolve(root, `.${pathname.endsWith('/') ? `${pathname}index.html` : pathname}`);
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

let server: Server;
let browser: Browser;
let baseUrl: string;

/** A browser tab and the errors it reported since its current story was opened. */
interface Tab {
  page: Page;
  errors: string[];
}

// Four tabs in one context render stories side by side and share Chromium's HTTP and code cache:
// most of a story's time is waiting (for it to settle, for a picture), not work for the 2 cores.
const tabCount = 4;
const idleTabs: Tab[] = [];
const waitingForTab: ((tab: Tab) => void)[] = [];

async function withTab(run: (tab: Tab) => Promise<void>): Promise<void> {
  const tab = idleTabs.pop() ?? (await new Promise<Tab>((resolveTab) => waitingForTab.push(resolveTab)));
  try {
    await run(tab);
  } finally {
    const next = waitingForTab.shift();
    if (next) next(tab);
    else idleTabs.push(tab);
  }
}

beforeAll(async () => {
  server = await serveStatic(staticDir);
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // India's time zone, whatever the machine's: a story's times are pictured as a user there sees them
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, timezoneId: 'Asia/Kolkata' });
  // One day for every run, so a form that starts at today's date or a "2 days ago" pictures alike
  // tomorrow (timers keep running: only Date is fixed)
  await context.clock.setFixedTime(STORY_NOW);
  for (let i = 0; i < tabCount; i += 1) {
    const tab: Tab = { page: await context.newPage(), errors: [] };
    tab.page.on('pageerror', (error) => tab.errors.push(`pageerror: ${error.message}`));
    tab.page.on('console', (message) => {
      if (message.type() === 'error') tab.errors.push(`console.error: ${message.text()}`);
    });
    tab.page.on('requestfailed', (request) => tab.errors.push(`requestfailed: ${request.url()}`));
    tab.page.on('response', (response) => {
      if (response.status() >= 400) tab.errors.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    idleTabs.push(tab);
  }
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
});

/** Opens a story in the iframe and waits until Storybook has finished (or failed) rendering it. */
async function openStory(tab: Tab, id: string): Promise<void> {
  tab.errors = [];
  await tab.page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await tab.page.waitForFunction(
    () => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.storyRenders?.[0]?.phase;
      return phase !== undefined && ['completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(phase);
      // Polled on a timer: requestAnimationFrame, the default, is throttled in the tab that
      // does not have focus and made each story wait ~1 s longer.
    },
    undefined,
    { polling: 50 },
  );
}

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** axe-core's serious and critical findings on the story (WCAG 2.2 AA and best practice). */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeFinding[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // a story is a fragment of a page: it has no landmarks, no <h1> and no title of its own
      rules: {
        region: { enabled: false },
        'page-has-heading-one': { enabled: false },
        'landmark-one-main': { enabled: false },
      },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(n.target)}`));
}

/**
 * Waits until the story stops changing: a screen may render its list in a deferred pass
 * (useDeferredData) or load a font after its first paint, after Storybook reports it rendered.
 * Settled = the same markup and height over 100 ms with the fonts loaded (at most 5 s).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const snapshot = () => `${document.body.scrollHeight}:${document.body.innerHTML.length}:${document.body.innerHTML}`;
    const deadline = performance.now() + 5000;
    let last = '';
    let stableSince = performance.now();
    while (performance.now() < deadline) {
      await document.fonts.ready;
      await frame();
      const now = snapshot();
      if (now !== last) {
        last = now;
        stableSince = performance.now();
      } else if (performance.now() - stableSince >= 100) {
        return;
      }
      await new Promise((done) => setTimeout(done, 25));
    }
  });
}

const baselineOf = (id: string, viewport: keyof typeof VIEWPORTS) => join(baselineDir, `${id}.${viewport}.png`);

/**
 * A picture of the story from its top: the whole page, or only the window while a modal dialog is
 * open (Chromium draws the top layer of a page taller than the window at a different place in
 * each full-page capture).
 */
async function screenshot(page: Page): Promise<Buffer> {
  // a focused field or a resize may have scrolled the page
  await page.evaluate(() => window.scrollTo(0, 0));
  await settled(page);
  const modal = await page.evaluate(() => document.querySelector('dialog[open]:modal') !== null);
  return page.screenshot({ fullPage: !modal, animations: 'disabled', caret: 'hide' });
}

/**
 * Pictures until two in a row are the same (as Playwright's toHaveScreenshot does), for a story
 * still changing after it settled: a validation message arriving, a font swapped in.
 */
async function steadyScreenshot(page: Page, first?: Buffer): Promise<Buffer> {
  let previous = first ?? (await screenshot(page));
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const next = await screenshot(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** How the picture differs from the expected one, or null when it is the same (within anti-aliasing). */
function difference(expected: PNG, actual: PNG): { pixels: number; diff: PNG } | null {
  if (expected.width !== actual.width || expected.height !== actual.height) return { pixels: Infinity, diff: actual };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
  return pixels <= actual.width * actual.height * MAX_DIFF_SHARE ? null : { pixels, diff };
}

/**
 * The story as it looks at this width, against its baseline: what differs, or null. The first
 * picture is compared at once; only when it differs are pictures taken until the story holds
 * still, and that picture decides. Updating writes a picture only where it changed, so a commit
 * shows a reviewer only the pictures that really differ.
 */
async function compareWithBaseline(page: Page, id: string, viewport: keyof typeof VIEWPORTS): Promise<string | null> {
  await page.setViewportSize(VIEWPORTS[viewport]);
  const file = baselineOf(id, viewport);
  const baseline = existsSync(file) ? readFileSync(file) : null;
  let shot = await screenshot(page);
  // Chromium encodes the same pixels to the same bytes: most stories end here, undecoded
  if (baseline?.equals(shot)) return null;
  const expected = baseline ? PNG.sync.read(baseline) : null;
  if (expected && !difference(expected, PNG.sync.read(shot))) return null;
  shot = await steadyScreenshot(page, shot);
  const changed = expected ? difference(expected, PNG.sync.read(shot)) : null;
  if (updateBaselines) {
    if (!expected || changed) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(file, shot);
    }
    return null;
  }
  if (!expected) return `${viewport}: no baseline (${relative(libRoot, file)}); make it with UPDATE_VISUAL_BASELINES=1`;
  if (!changed) return null;
  const diffFile = join(tmpdir(), 'seed-visual-diffs', `${id}.${viewport}.png`);
  mkdirSync(join(tmpdir(), 'seed-visual-diffs'), { recursive: true });
  const actual = PNG.sync.read(shot);
  if (changed.pixels === Infinity) {
    writeFileSync(diffFile, shot);
    return `${viewport}: ${actual.width}×${actual.height} instead of ${expected.width}×${expected.height} (now: ${diffFile})`;
  }
  writeFileSync(diffFile, PNG.sync.write(changed.diff));
  return `${viewport}: ${changed.pixels} pixels differ (the difference: ${diffFile})`;
}

describe('built Storybook', () => {
  it('when index.json is read, then every component file has at least one story', () => {
    const componentDir = join(libRoot, 'src', 'components');
    const storyFiles = readdirSync(componentDir).filter((name) => name.endsWith('.stories.tsx'));
    const indexed = new Set(stories.map((story) => story.importPath.split('/').pop()));

    expect(storyFiles.length).toBeGreaterThanOrEqual(11);
    expect(storyFiles.filter((name) => !indexed.has(name))).toEqual([]);
  });

  it.concurrent.for(stories.map((story) => story.id))(
    'when story %s is opened in Chromium, then it renders without errors',
    { timeout: 60_000 },
    (id, { expect }) =>
      withTab(async (tab) => {
        await openStory(tab, id);

        const state = await tab.page.evaluate(() => ({
          phase: (window as { __STORYBOOK_PREVIEW__?: { storyRenders?: { phase?: string }[] } }).__STORYBOOK_PREVIEW__
            ?.storyRenders?.[0]?.phase,
          errorDisplayed: document.body.classList.contains('sb-show-errordisplay'),
          rootHtml: document.querySelector('#storybook-root')?.innerHTML.trim() ?? '',
          rootText: document.querySelector('#storybook-root')?.textContent?.trim() ?? '',
        }));
        expect(tab.errors).toEqual([]);
        expect(state.errorDisplayed).toBe(false);
        expect(state.phase).not.toBe('errored');
        expect(state.rootHtml).not.toBe('');
        expect(state.rootText).not.toBe('');

        expect(await seriousViolations(tab.page)).toEqual([]);
        const differences: string[] = [];
        for (const viewport of ['desktop', 'phone'] as const) {
          const difference = await compareWithBaseline(tab.page, id, viewport);
          if (difference) differences.push(difference);
        }
        await tab.page.setViewportSize(VIEWPORTS.desktop);
        expect(differences).toEqual([]);
        expect(tab.errors).toEqual([]);
      }),
  );

  it('when the baselines are listed, then each belongs to a story at a width the test takes', () => {
    const expected = new Set(
      stories.flatMap((story) => Object.keys(VIEWPORTS).map((viewport) => `${story.id}.${viewport}.png`)),
    );
    const files = existsSync(baselineDir) ? readdirSync(baselineDir) : [];
    expect(files.filter((name) => !expected.has(name))).toEqual([]);
  });
});

// jsdom has no native <dialog>, so the unit tests use a stand-in: check the real one here.
describe('Dialog in Chromium', () => {
  it(
    'when opened, Escape pressed, then it closes as a native modal and focus returns to the opener',
    { timeout: 30_000 },
    () =>
      withTab(async (tab) => {
        const { page } = tab;
        await openStory(tab, 'components-dialog--default');
        const trigger = page.getByRole('button', { name: 'Invite Member' });
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: 'Invite Member' });
        await dialog.waitFor();
        expect(await dialog.evaluate((el) => el.matches(':modal') && el.contains(document.activeElement))).toBe(true);

        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');

        await dialog.waitFor({ state: 'hidden' });
        expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(tab.errors).toEqual([]);
      }),
  );

  it('when the overlay is clicked, then the dialog closes', { timeout: 30_000 }, () =>
    withTab(async (tab) => {
      const { page } = tab;
      await openStory(tab, 'components-dialog--open');
      const dialog = page.getByRole('dialog', { name: 'Invite Member' });
      await dialog.waitFor();

      // The top-left corner of the viewport is ::backdrop, outside the centred dialog box.
      await page.mouse.click(5, 5);

      await dialog.waitFor({ state: 'hidden' });
      expect(tab.errors).toEqual([]);
    }),
  );
});
