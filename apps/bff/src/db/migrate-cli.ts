// Schema tooling for scripts and operators. Built to apps/bff/dist/migrate.js:
//   DATABASE_ADMIN_URL=postgresql://postgres@127.0.0.1:54329/seed_portal \
//     node apps/bff/dist/migrate.js [--seed] [--ensure-role] [--status]
// The module also exports the functions, for scripts that import it.
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findRepoRoot } from '../shared/repo-root';
import { listMigrationFiles, loadSeed, migrationStatus, runMigrations, type MigrationLogger } from './migrations';
import { DEFAULT_BFF_ROLE, ensureBffLoginRole } from './roles';
import { DEMO_ADMIN, DEMO_AGENCY, ensureDemoAdminUser, ensureDemoUser } from '../auth';
import { applyDemoCertification, certifyDemoApplication } from './demo-certification';
import { ensureDemoFarms } from './demo-farms';
import { DEMO_PRODUCTION, ensureDemoSeedLots } from './demo-seed-lots';
import { ensureDemoVarieties } from './demo-varieties';
import { createDb, SERVICE } from './db';
import { createPool } from './pool';

/** The demo admin and their organization, made the way a real sign-up makes them (idempotent). */
export async function ensureDemoOrganization(databaseUrl: string): Promise<{ email: string }> {
  const db = createDb(createPool({ connectionString: databaseUrl, max: 2 }));
  try {
    const { userId } = await ensureDemoAdminUser(db);
    // The same one-transaction step the auth callback runs for a new account.
    await db.unitOfWork({ claims: { sub: userId } }, {}, (tx) => tx.query('select public.complete_signup()'));
    // A few farms with boundaries, so the farms map is populated at first sign-in.
    await db.unitOfWork({ claims: { sub: userId } }, {}, (tx) => ensureDemoFarms(tx));
    // A few imported master varieties, so My Varieties is populated too.
    await db.unitOfWork({ claims: { sub: userId } }, {}, (tx) => ensureDemoVarieties(tx));
    // Unregistered sources (one in the trash), so the seed-lot tabs are populated.
    await db.unitOfWork({ claims: { sub: userId } }, {}, (tx) => ensureDemoSeedLots(tx));
    // A certification agency that certified the demo production lot (issue 28).
    const agency = await ensureDemoUser(db, DEMO_AGENCY);
    await db.unitOfWork({ claims: { sub: agency.userId } }, {}, (tx) => tx.query('select public.complete_signup()'));
    // No screen makes an organization an agency: an operator sets its type, as here.
    const [{ id: agencyId }] = (
      await db.unitOfWork(SERVICE, {}, (tx) =>
        tx.query<{ id: string }>(
          `update public.organizations o set type = 'field_inspection_agency' from public.profiles p
            where p.auth_id = $1 and o.id = p.organization_id returning o.id`,
          [agency.userId],
        ),
      )
    ).rows as [{ id: string }];
    const application = await db.unitOfWork({ claims: { sub: userId } }, {}, (tx) =>
      applyDemoCertification(tx, agencyId),
    );
    if (application) {
      await db.unitOfWork({ claims: { sub: agency.userId } }, {}, (tx) =>
        certifyDemoApplication(tx, application, DEMO_PRODUCTION.packages),
      );
    }
    return { email: DEMO_ADMIN.email };
  } finally {
    await db.close();
  }
}

export { ensureBffLoginRole, DEFAULT_BFF_ROLE } from './roles';
export { listMigrationFiles, loadSeed, migrationStatus, runMigrations, MigrationError } from './migrations';

const USAGE = `Usage: node apps/bff/dist/migrate.js [options]

Applies supabase/migrations/*.sql not yet recorded in supabase_migrations.schema_migrations.

Options:
  --seed          also load supabase/seed.sql (skipped while unchanged since the last load)
  --demo          also create the demo organization and its admin (admin@demo.local / demo1234);
                  for the embedded development database only, never a real one
  --ensure-role   also create/secure the BFF login role (BFF_DB_ROLE, default ${DEFAULT_BFF_ROLE})
  --status        only print applied and pending migrations
  -h, --help      show this help

Environment:
  DATABASE_ADMIN_URL  superuser/owner URL of the database (required)
  MIGRATIONS_DIR      default <repo>/supabase/migrations
  SEED_FILE           default <repo>/supabase/seed.sql
  BFF_DB_ROLE         login role for --ensure-role (default ${DEFAULT_BFF_ROLE})
  BFF_DB_PASSWORD     its password, where the server does not trust local logins`;

const consoleLogger: MigrationLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: 'boolean', default: false },
      'ensure-role': { type: 'boolean', default: false },
      status: { type: 'boolean', default: false },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const databaseUrl = env.DATABASE_ADMIN_URL;
  if (!databaseUrl) {
    console.error(`DATABASE_ADMIN_URL is required.\n\n${USAGE}`);
    return 2;
  }
  const repoRoot = findRepoRoot();
  const migrationsDir = path.resolve(env.MIGRATIONS_DIR || path.join(repoRoot, 'supabase', 'migrations'));
  if (values.status) {
    const status = await migrationStatus({ databaseUrl, migrationsDir });
    const total = (await listMigrationFiles(migrationsDir)).length;
    console.log(`${status.applied.length}/${total} applied; pending: ${status.pending.join(', ') || 'none'}`);
    if (status.unknown.length) console.log(`recorded but not in ${migrationsDir}: ${status.unknown.join(', ')}`);
    return status.pending.length ? 1 : 0;
  }
  const { applied, skipped, objects } = await runMigrations({ databaseUrl, migrationsDir, logger: consoleLogger });
  console.log(
    `Migrations: ${applied.length} applied, ${skipped.length} already applied; object files: ${objects.length} applied`,
  );
  if (values['ensure-role']) {
    const { role, created } = await ensureBffLoginRole({
      adminUrl: databaseUrl,
      role: env.BFF_DB_ROLE || DEFAULT_BFF_ROLE,
      ...(env.BFF_DB_PASSWORD ? { password: env.BFF_DB_PASSWORD } : {}),
    });
    console.log(`Login role ${role} ${created ? 'created' : 'checked'}`);
  }
  if (values.seed) {
    const seedFile = path.resolve(env.SEED_FILE || path.join(repoRoot, 'supabase', 'seed.sql'));
    await loadSeed({ databaseUrl, seedFile, logger: consoleLogger });
  }
  if (values.demo) {
    const { email } = await ensureDemoOrganization(databaseUrl);
    console.log(`Demo organization ready: sign in as ${email} / ${DEMO_ADMIN.password}`);
  }
  return 0;
}

function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  main(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
