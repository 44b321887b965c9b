import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPortal, repoRoot, type PortalServer } from '@seed/tools/testing/portal-server';
import { createTestDatabase, type TestDatabase } from '@seed/tools/testing/test-database';
import { createOrganizationAdmin } from '@seed/tools/testing/accounts';
import { startFakeNominatim, type FakeNominatim } from '@seed/tools/testing/fake-nominatim';

declare module 'vitest' {
  export interface ProvidedContext {
    portalUrl: string;
    staticRoot: string;
    /** Superuser URL of the run's database, for arranging states no screen can make. */
    databaseAdminUrl: string;
    /** An admin of an organization, made through the real sign-up flow. */
    admin: { email: string; password: string; fullName: string };
  }
}

const APPS = ['shell', 'mfe-accounts', 'mfe-farms', 'mfe-seedlots', 'mfe-testing', 'mfe-transactions', 'mfe-varieties'];

let portal: PortalServer | undefined;
let db: TestDatabase | undefined;
let nominatim: FakeNominatim | undefined;
let staticRoot: string | undefined;

/** A fresh database, a copy of the production builds (so a test may redeploy one), the BFF. */
export async function setup(project: TestProject) {
  for (const app of APPS) {
    if (!fs.existsSync(path.join(repoRoot, 'apps', app, 'dist'))) {
      throw new Error(`apps/${app}/dist is missing: build first (npm test does: nx run-many -t build)`);
    }
  }
  if (!fs.existsSync(path.join(repoRoot, 'apps/bff/dist/main.js')))
    throw new Error('apps/bff/dist/main.js is missing: build first');
  staticRoot = fs.mkdtempSync(path.join(repoRoot, '.data', 'e2e-static-'));
  for (const app of APPS) {
    fs.cpSync(path.join(repoRoot, 'apps', app, 'dist'), path.join(staticRoot, 'apps', app, 'dist'), {
      recursive: true,
    });
  }
  db = await createTestDatabase('e2e');
  // Address search goes through the BFF's open geocoder, here a local fake (no internet in tests).
  nominatim = await startFakeNominatim();
  portal = await startPortal({
    DATABASE_URL: db.appUrl,
    STATIC_ROOT: staticRoot,
    GEOCODER_URL: nominatim.url,
    // The fake has no usage policy; tests search back to back.
    GEOCODER_MAX_PER_SECOND: '100',
  });
  const admin = { email: 'asha.admin@example.test', password: 'seed-pass-1', fullName: 'Asha Patil' };
  await createOrganizationAdmin(portal.url, admin);
  project.provide('portalUrl', portal.url);
  project.provide('staticRoot', staticRoot);
  project.provide('databaseAdminUrl', db.adminUrl);
  project.provide('admin', admin);
}

export async function teardown() {
  await portal?.stop();
  await nominatim?.stop();
  await db?.drop();
  if (staticRoot) fs.rmSync(staticRoot, { recursive: true, force: true });
}
