import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PublicConfig, Readiness, RemotesManifest } from '@seed/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES } from '../../shared/config';
import { findRepoRoot } from '../../shared/repo-root';
import { createTestApp, tempDir, type TestApp } from '../../test/test-app';

let testApp: TestApp;

beforeAll(() => {
  testApp = createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /healthz', () => {
  it('when the process is up, then 200 {status: ok}', async () => {
    const response = await request(testApp.app).get('/healthz');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('when the database answers and every migration file is applied, then 200 ready', async () => {
    const expected = readdirSync(path.join(findRepoRoot(), 'supabase', 'migrations')).filter((f) =>
      f.endsWith('.sql'),
    ).length;

    const response = await request(testApp.app).get('/readyz');

    expect(response.status).toBe(200);
    expect(Readiness.parse(response.body)).toEqual({
      status: 'ready',
      database: true,
      migrations: { applied: expected, expected },
      pools: {
        writes: expect.objectContaining({ max: 2, waiting: 0 }),
        reads: expect.objectContaining({ max: 2, waiting: 0 }),
        saturated: false,
      },
    });
  });

  it('when every connection of the pool of writes is taken and requests wait for one, then still 200 ready, saying the pool is saturated', async () => {
    const busy = createTestApp({ DATABASE_POOL_MAX: '1', DATABASE_READ_POOL_MAX: '1' });
    const held = await busy.db.pool.connect();
    const waiting = busy.db.pool.connect();
    try {
      const response = await request(busy.app).get('/readyz');

      expect(response.status).toBe(200);
      expect(response.body.pools).toEqual({
        writes: { max: 1, total: 1, idle: 0, waiting: 1 },
        reads: expect.objectContaining({ max: 1, waiting: 0 }),
        saturated: true,
      });
    } finally {
      held.release();
      (await waiting).release();
      await busy.close();
    }
  });

  it('when a migration file is not applied yet, then 503 not_ready with the counts', async () => {
    const folder = tempDir('pending');
    const source = path.join(findRepoRoot(), 'supabase', 'migrations');
    const files = readdirSync(source).filter((f) => f.endsWith('.sql'));
    for (const file of files) copyFileSync(path.join(source, file), path.join(folder.dir, file));
    writeFileSync(path.join(folder.dir, '29991231000000_not_yet.sql'), 'select 1;');
    const pending = createTestApp({ MIGRATIONS_DIR: folder.dir });
    try {
      const response = await request(pending.app).get('/readyz');

      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        status: 'not_ready',
        database: true,
        migrations: { applied: files.length, expected: files.length + 1 },
      });
    } finally {
      await pending.close();
      folder.remove();
    }
  });

  it('when the database does not answer, then 503 not_ready with database false', async () => {
    const down = createTestApp({ DATABASE_URL: 'postgresql://nobody@127.0.0.1:1/nowhere' });
    try {
      const response = await request(down.app).get('/readyz');

      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({ status: 'not_ready', database: false });
    } finally {
      await down.close();
    }
  });
});

describe('GET /config.json', () => {
  it('when the environment sets the public settings, then they are answered as PublicConfig, not cached', async () => {
    const configured = createTestApp({
      PUBLIC_ANON_KEY: 'anon-123',
      AUTH_URL: 'https://auth.example.org/auth/v1',
      MAPS_API_KEY: 'maps-key',
      FEATURES: 'qr_codes',
    });
    try {
      const response = await request(configured.app).get('/config.json');

      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(PublicConfig.parse(response.body)).toEqual({
        authUrl: 'https://auth.example.org/auth/v1',
        anonKey: 'anon-123',
        mapsApiKey: 'maps-key',
        mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        geocoder: 'google',
        features: { qr_codes: true },
      });
    } finally {
      await configured.close();
    }
  });

  it('when only GEOCODER_URL is set, then the browser is told to use the open geocoder', async () => {
    const open = createTestApp({ GEOCODER_URL: 'https://nominatim.example.org' });
    try {
      const response = await request(open.app).get('/config.json');

      expect(PublicConfig.parse(response.body)).toMatchObject({ mapsApiKey: null, geocoder: 'open' });
    } finally {
      await open.close();
    }
  });

  it('when neither a Maps key nor GEOCODER_URL is set, then there is no geocoder', async () => {
    const response = await request(testApp.app).get('/config.json');

    expect(PublicConfig.parse(response.body)).toMatchObject({ mapsApiKey: null, geocoder: null });
  });
});

const unknownRelease = (entry: string) => ({ entry, buildName: null, buildVersion: null });

describe('GET /remotes.json', () => {
  it('when nothing overrides it, then the six default remotes are answered, not cached', async () => {
    const response = await request(testApp.app).get('/remotes.json');

    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(RemotesManifest.parse(response.body)).toEqual(
      Object.fromEntries(
        ['accounts', 'farms', 'seedlots', 'testing', 'transactions', 'varieties'].map((name) => [
          `mfe_${name}`,
          unknownRelease(`/remotes/mfe-${name}/mf-manifest.json`),
        ]),
      ),
    );
  });

  it('when REMOTES_JSON is set, then it is answered', async () => {
    const overridden = createTestApp({
      // An origin nobody listens on: the release is unknown, the entry is answered all the same.
      REMOTES_JSON: '{"mfe_farms":"http://127.0.0.1:9/farms/mf-manifest.json"}',
    });
    try {
      const response = await request(overridden.app).get('/remotes.json');

      expect(response.body).toEqual({ mfe_farms: unknownRelease('http://127.0.0.1:9/farms/mf-manifest.json') });
    } finally {
      await overridden.close();
    }
  });

  it("when a remote's mf-manifest.json declares its build, then its name and version are answered with it", async () => {
    const root = tempDir('static');
    const dist = path.join(root.dir, 'apps/mfe-farms/dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(
      path.join(dist, 'mf-manifest.json'),
      JSON.stringify({ metaData: { buildInfo: { buildName: '@seed/mfe-farms', buildVersion: 'v1.4.0-3-gabc1234' } } }),
    );
    const app = createTestApp({ STATIC_ROOT: root.dir });
    try {
      const response = await request(app.app).get('/remotes.json');

      expect(response.body.mfe_farms).toEqual({
        entry: '/remotes/mfe-farms/mf-manifest.json',
        buildName: '@seed/mfe-farms',
        buildVersion: 'v1.4.0-3-gabc1234',
      });
      expect(response.body.mfe_seedlots).toEqual(unknownRelease('/remotes/mfe-seedlots/mf-manifest.json'));
    } finally {
      await app.close();
      root.remove();
    }
  });

  it('when STATIC_ROOT/remotes.json appears or changes, then the next request answers it without a restart', async () => {
    const remotesFile = path.join(testApp.config.staticRoot, 'remotes.json');
    try {
      writeFileSync(
        remotesFile,
        JSON.stringify({ ...DEFAULT_REMOTES, mfe_farms: '/remotes/mfe-farms-v2/mf-manifest.json' }),
      );
      const first = await request(testApp.app).get('/remotes.json');
      writeFileSync(remotesFile, JSON.stringify({ mfe_farms: '/remotes/mfe-farms-v3/mf-manifest.json' }));
      const second = await request(testApp.app).get('/remotes.json');

      expect(first.body.mfe_farms.entry).toBe('/remotes/mfe-farms-v2/mf-manifest.json');
      expect(second.body).toEqual({ mfe_farms: unknownRelease('/remotes/mfe-farms-v3/mf-manifest.json') });
    } finally {
      rmSync(remotesFile, { force: true });
    }
  });

  it('when STATIC_ROOT/remotes.json is invalid, then the configured manifest is answered', async () => {
    writeFileSync(path.join(testApp.config.staticRoot, 'remotes.json'), '{"mfe-farms": 1}');

    const response = await request(testApp.app).get('/remotes.json');

    expect(Object.keys(response.body)).toEqual(Object.keys(DEFAULT_REMOTES));
  });
});

describe('GET /api/v1/openapi.json', () => {
  interface Operation {
    operationId: string;
    responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  }

  it('when fetched, then it is an OpenAPI 3.1 document of every registered route whose refs all resolve', async () => {
    const response = await request(testApp.app).get('/api/v1/openapi.json');
    const doc = response.body as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };

    expect(response.status).toBe(200);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    // The auth component's /auth/v1 routes are listed too; its own tests check them.
    expect(
      Object.keys(doc.paths)
        .filter((path) => !path.startsWith('/auth/v1/'))
        .sort(),
    ).toEqual(['/api/v1/docs/', '/api/v1/openapi.json', '/config.json', '/healthz', '/readyz', '/remotes.json'].sort());
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'Health', 'Readiness', 'PublicConfig', 'RemotesManifest']),
    );
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.responses.default?.content?.['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/ErrorBody',
      });
      for (const res of Object.values(op.responses)) expect(res.description).toEqual(expect.any(String));
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(doc.components.schemas).toHaveProperty(ref);
    expect(doc.paths['/readyz']?.get?.responses['503']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Readiness',
    });
  });
});

describe('GET /api/v1/docs', () => {
  it('when opened without the slash, then it redirects to the folder its assets are relative to', async () => {
    const response = await request(testApp.app).get('/api/v1/docs');

    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/api/v1/docs/');
  });

  it('when opened, then the Swagger UI page loads its scripts from this origin and points at the document', async () => {
    const page = await request(testApp.app).get('/api/v1/docs/');
    const init = await request(testApp.app).get('/api/v1/docs/swagger-ui-init.js');
    const bundle = await request(testApp.app).head('/api/v1/docs/swagger-ui-bundle.js');

    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.text.matchAll(/<script[^>]*src=["']([^"']+)["']/g)].map((m) => m[1]);
    expect(scripts).toEqual(['./swagger-ui-bundle.js', './swagger-ui-standalone-preset.js', './swagger-ui-init.js']);
    expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(init.text).toContain('/api/v1/openapi.json');
    expect(bundle.status).toBe(200);
  });
});
