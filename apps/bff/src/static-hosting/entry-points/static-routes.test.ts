import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tempDir, type TestApp } from '../../test/test-app';
import { STORYBOOK_CSP } from './static-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHELL_INDEX = '<!doctype html><title>shell</title>';
const STORYBOOK_INDEX = '<!doctype html><title>storybook</title>';
const PRECOMPRESSED = `var farms = '${'field '.repeat(500)}';`;

let root: ReturnType<typeof tempDir>;
let testApp: TestApp;

function put(relative: string, content: string): void {
  const file = path.join(root.dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  root = tempDir('dist');
  put('apps/shell/dist/index.html', SHELL_INDEX);
  put('apps/shell/dist/static/js/main.3f9a1c2b.js', 'console.log("shell")');
  put('apps/shell/dist/static/js/big.4b5c6d7e.js', `var text = '${'seed '.repeat(2000)}';`);
  put('apps/shell/dist/favicon.ico', 'icon');
  // As the build leaves it (tools/rsbuild/precompress.ts): a Brotli copy beside the file.
  put('apps/mfe-farms/dist/static/js/async/9.5e6f7a8b.js', PRECOMPRESSED);
  writeFileSync(
    path.join(root.dir, 'apps/mfe-farms/dist/static/js/async/9.5e6f7a8b.js.br'),
    brotliCompressSync(PRECOMPRESSED),
  );
  put('apps/mfe-farms/dist/mf-manifest.json', '{"id":"mfe_farms"}');
  put('apps/mfe-farms/dist/remoteEntry.js', 'var mfe_farms;');
  put('apps/mfe-farms/dist/static/js/async/812.0a1b2c3d.js', 'chunk');
  put('apps/mfe-farms/dist/index.html', '<!doctype html><title>farms standalone</title>');
  put('libs/ui/storybook-static/index.html', STORYBOOK_INDEX);
  put('libs/ui/storybook-static/iframe.html', '<!doctype html><title>preview</title>');
  testApp = createTestApp({ STATIC_ROOT: root.dir });
});

afterAll(async () => {
  await testApp.close();
  root.remove();
});

describe('static hosting', () => {
  it('when a hashed asset of the shell is requested, then it is cached for a year as immutable', async () => {
    const response = await request(testApp.app).get('/static/js/main.3f9a1c2b.js');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('when a browser accepts gzip and a bundle is large, then it is sent gzipped', async () => {
    const response = await request(testApp.app).get('/static/js/big.4b5c6d7e.js').set('Accept-Encoding', 'gzip');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('seed seed');
  });

  it("when a browser accepts Brotli and the build left a Brotli copy, then that copy is sent, as the file's type and cache policy", async () => {
    const brotli = await request(testApp.app)
      .get('/remotes/mfe-farms/static/js/async/9.5e6f7a8b.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');

    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(brotli.text).toBe(PRECOMPRESSED);

    const plain = await request(testApp.app)
      .get('/remotes/mfe-farms/static/js/async/9.5e6f7a8b.js')
      .set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PRECOMPRESSED);
  });

  it('when a hashed chunk of a remote is requested, then it is served from its dist and immutable', async () => {
    const response = await request(testApp.app).get('/remotes/mfe-farms/static/js/async/812.0a1b2c3d.js');

    expect(response.status).toBe(200);
    expect(response.text).toBe('chunk');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it("when a remote's mf-manifest.json or remoteEntry.js is requested, then it must be revalidated", async () => {
    const manifest = await request(testApp.app).get('/remotes/mfe-farms/mf-manifest.json');
    const entry = await request(testApp.app).get('/remotes/mfe-farms/remoteEntry.js');

    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ id: 'mfe_farms' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('when remotes.json is requested, then it must be revalidated', async () => {
    const response = await request(testApp.app).get('/remotes.json');

    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('when / is requested, then the shell index.html is served and must be revalidated', async () => {
    const response = await request(testApp.app).get('/').set('accept', 'text/html');

    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/farms/123', '/auth/callback?code=abc'])(
    'when a client route like %s is navigated to, then the shell index.html answers it',
    async (url) => {
      const response = await request(testApp.app).get(url).set('accept', 'text/html,application/xhtml+xml');

      expect(response.status).toBe(200);
      expect(response.text).toBe(SHELL_INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/api/v1/nope', 'an unknown API route'],
    ['/remotes/mfe-farms/missing.js', 'a missing remote file'],
    ['/remotes/mfe-unknown/mf-manifest.json', 'a remote that is not deployed'],
    ['/missing.png', 'a missing file'],
  ])('when %s (%s) is requested as HTML, then 404 in the error shape, not the shell', async (url) => {
    const response = await request(testApp.app).get(url).set('accept', 'text/html');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it("when an unknown auth route is requested as HTML, then 404 in GoTrue's error shape, not the shell", async () => {
    const response = await request(testApp.app).get('/auth/v1/nope').set('accept', 'text/html');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 404, error_code: 'not_found', msg: 'Not found' });
  });

  it('when a client route is fetched without asking for HTML, then 404', async () => {
    const response = await request(testApp.app).get('/farms/123').set('accept', 'application/json');

    expect(response.status).toBe(404);
  });

  it('when a path tries to leave the dist folder, then it is not served', async () => {
    const response = await request(testApp.app).get('/remotes/mfe-farms/..%2f..%2f..%2fshell%2fdist%2findex.html');

    expect(response.status).toBe(404);
  });
});

describe('the Storybook at /storybook/', () => {
  it('when /storybook is asked for outside production, then the static build answers under its own policy, and a file it lacks is a 404, never the shell', async () => {
    await request(testApp.app).get('/storybook').expect(308).expect('Location', '/storybook/');
    const index = await request(testApp.app).get('/storybook/').set('Accept', 'text/html').expect(200);
    expect(index.text).toBe(STORYBOOK_INDEX);
    expect(index.headers['content-security-policy']).toBe(STORYBOOK_CSP);
    await request(testApp.app).get('/storybook/iframe.html').expect(200);
    const missing = await request(testApp.app).get('/storybook/no-such-story.js').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('shell');
  });

  it('when STORYBOOK=off (as in production by default), then nothing of it is served', async () => {
    const off = createTestApp({ STATIC_ROOT: root.dir, STORYBOOK: 'off' });
    try {
      const response = await request(off.app).get('/storybook/iframe.html');
      expect(response.text ?? '').not.toContain('preview');
    } finally {
      await off.close();
    }
  });
});

describe('static hosting without builds', () => {
  it('when no dist folder exists, then the server still answers and the shell routes 404', async () => {
    const empty = createTestApp();
    try {
      const health = await request(empty.app).get('/healthz');
      const shell = await request(empty.app).get('/farms/123').set('accept', 'text/html');

      expect(health.status).toBe(200);
      expect(shell.status).toBe(404);
    } finally {
      await empty.close();
    }
  });
});

describe("the shell page's Content-Security-Policy", () => {
  const scriptSrc = (csp: string | undefined) =>
    csp
      ?.split(';')
      .find((d) => d.startsWith('script-src '))
      ?.split(' ')
      .slice(1);
  const remotesFile = () => path.join(root.dir, 'remotes.json');

  it('when every remote is on the portal, then the page allows scripts from self only', async () => {
    const response = await request(testApp.app).get('/farms').set('accept', 'text/html');

    expect(scriptSrc(response.headers['content-security-policy'])).toEqual(["'self'"]);
  });

  it('when remotes.json repoints a remote to a CDN and back, then the next page load allows that origin, then no longer, without a restart', async () => {
    try {
      writeFileSync(remotesFile(), JSON.stringify({ mfe_farms: 'https://cdn.example/farms/mf-manifest.json' }));
      const page = await request(testApp.app).get('/').set('accept', 'text/html');
      const clientRoute = await request(testApp.app).get('/farms/123').set('accept', 'text/html');
      const api = await request(testApp.app).get('/healthz');
      writeFileSync(remotesFile(), JSON.stringify({ mfe_farms: 'https://cdn2.example/farms/mf-manifest.json' }));
      const next = await request(testApp.app).get('/farms').set('accept', 'text/html');

      expect(scriptSrc(page.headers['content-security-policy'])).toEqual(["'self'", 'https://cdn.example']);
      expect(page.headers['content-security-policy']).toMatch(/connect-src [^;]*https:\/\/cdn\.example/);
      expect(scriptSrc(clientRoute.headers['content-security-policy'])).toEqual(["'self'", 'https://cdn.example']);
      // Only the page that loads the shell names remote origins.
      expect(api.headers['content-security-policy']).not.toContain('cdn.example');
      expect(scriptSrc(next.headers['content-security-policy'])).toEqual(["'self'", 'https://cdn2.example']);
    } finally {
      rmSync(remotesFile(), { force: true });
    }
  });

  it('when remotes.json names an entry that cannot be a source, then the page keeps the base policy', async () => {
    try {
      writeFileSync(remotesFile(), JSON.stringify({ mfe_farms: 'https://*.cdn.example/mf-manifest.json' }));
      const response = await request(testApp.app).get('/').set('accept', 'text/html');

      expect(scriptSrc(response.headers['content-security-policy'])).toEqual(["'self'"]);
    } finally {
      rmSync(remotesFile(), { force: true });
    }
  });
});
