// `npm run bench`: budgets and ratios measured in one run against the production build
// served by the real BFF. Ratios, never absolute timings, are what compare across runs.
// BENCH_ONLY=farms,seedLotList,… runs only the named measurements (the keys of the report below;
// `bundles`, `verificationLighthouse` and `pagesLighthouse` need the built remotes and a browser, the others
// only the BFF bundle): `node apps/bff/build.mjs && BENCH_ONLY=transactionList npx tsx tools/bench/run.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase } from '../testing/test-database';
import { createOrganizationAdmin, signInThroughUi } from '../testing/accounts';
import { launchChromium } from '../testing/browser';
import { repoRoot, startPortal } from '../testing/portal-server';
import { measureAuthLatency } from './auth-latency';
import { measureBundles } from './bundles';
import { measureEpcisTrace, printEpcisTraceBench } from './epcis';
import { measureFarmsMapData, printFarmsBench } from './farms';
import { measureProductionDraws, printProductionBench } from './production';
import {
  measureSeedLotLineage,
  measureSeedLotList,
  printSeedLotLineageBench,
  printSeedLotListBench,
} from './seed-lots';
import {
  measureConcurrentTransfers,
  measureTransactionList,
  printConcurrentTransfersBench,
  printTransactionListBench,
} from './transactions';
import { measureTestingQueue, printTestingQueueBench } from './testing';
import { arrangeLotCode, measureVerificationPage, printVerificationPageBench } from './verification';
import { measureVerificationLighthouse, printVerificationLighthouse } from './verification-lighthouse';
import { measurePagesLighthouse, printPagesLighthouse } from './pages-lighthouse';

const ALL = [
  'bundles',
  'auth',
  'farms',
  'seedLotList',
  'seedLotLineage',
  'epcisTrace',
  'productionDraws',
  'transfers',
  'transactionList',
  'testingQueue',
  'verificationPage',
  'verificationLighthouse',
  'pagesLighthouse',
] as const;
type Measurement = (typeof ALL)[number];
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only?.filter((name) => !(ALL as readonly string[]).includes(name)) ?? [];
if (unknown.length > 0)
  throw new Error(`BENCH_ONLY names no measurement: ${unknown.join(', ')} (known: ${ALL.join(', ')})`);
const runs = (name: Measurement) => !only || only.includes(name);

async function main() {
  const db = await createTestDatabase('bench');
  // Many sign-ins of one account in a minute are the point here, not an attack. The verification
  // page's per-client limit has no setting: its bench sends each request from an X-Forwarded-For
  // address (trusted from loopback only), a new one before the limit is reached.
  const portal = await startPortal({
    DATABASE_URL: db.appUrl,
    STATIC_ROOT: repoRoot,
    AUTH_RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100000',
    AUTH_RATE_LIMIT_SIGN_IN_PER_IP: '100000',
    TRUST_PROXY: 'loopback',
  });
  // Only `bundles` drives this browser (the Lighthouse benches start their own Chrome): the others
  // run where no Chromium is installed.
  const browser = runs('bundles') ? await launchChromium() : null;
  let failures = 0;
  try {
    const admin = { email: 'bench.admin@example.test', password: 'bench-pass-1', fullName: 'Bench Admin' };
    await createOrganizationAdmin(portal.url, admin);
    const report: Partial<Record<Measurement, unknown>> = {};
    if (browser) {
      const signInContext = await browser.newContext({ baseURL: portal.url });
      await signInThroughUi(await signInContext.newPage(), admin.email, admin.password);
      const signedIn = await signInContext.storageState();
      await signInContext.close();

      const bundles = await measureBundles(browser, portal.url, signedIn);
      report.bundles = bundles;
      console.log(
        '\nJavaScript downloaded (kB: bodies as transferred; their HTTP/1.1 headers and gzip -9 of the same files beside)',
      );
      console.log(
        'app'.padEnd(34),
        'kB'.padStart(7),
        'headers'.padStart(8),
        'gzip -9'.padStart(8),
        'budget'.padStart(8),
        'files'.padStart(6),
      );
      for (const r of bundles.rows) {
        console.log(
          r.app.padEnd(34),
          String(r.kb).padStart(7),
          String(r.headersKb).padStart(8),
          String(r.gzipKb).padStart(8),
          `${r.budgetKb}`.padStart(8),
          String(r.files).padStart(6),
          r.ok ? '' : '  OVER BUDGET',
        );
        if (!r.ok) failures++;
      }
      console.log(
        `React downloaded ${bundles.reactCopies} time(s) while visiting every remote ${bundles.reactCopies === 1 ? '(ok)' : '(expected once)'}`,
      );
      if (bundles.reactCopies !== 1) failures++;
    }
    if (runs('auth')) {
      const auth = await measureAuthLatency(portal.url, admin);
      report.auth = auth;
      console.log('\nAuth latency, median of interleaved requests (ratio to GET /healthz in the same run)');
      for (const r of auth)
        console.log(r.name.padEnd(24), `${r.ratioToHealthz}x`.padStart(8), `(${r.medianMs} ms)`.padStart(14));
    }

    if (runs('farms')) {
      const farms = await measureFarmsMapData(portal.url, admin, db.appUrl);
      report.farms = farms;
      printFarmsBench(farms);
      if (!farms.ok) failures++;
    }

    if (runs('seedLotList')) {
      const seedLotList = await measureSeedLotList(portal.url, admin, db.adminUrl);
      report.seedLotList = seedLotList;
      printSeedLotListBench(seedLotList);
      if (!seedLotList.ok) failures++;
    }
    if (runs('seedLotLineage')) {
      const seedLotLineage = await measureSeedLotLineage(portal.url, admin, db);
      report.seedLotLineage = seedLotLineage;
      printSeedLotLineageBench(seedLotLineage);
      if (!seedLotLineage.ok) failures++;
    }
    if (runs('epcisTrace')) {
      const epcisTrace = await measureEpcisTrace(portal.url, admin, db.adminUrl);
      report.epcisTrace = epcisTrace;
      printEpcisTraceBench(epcisTrace);
      if (!epcisTrace.ok) failures++;
    }
    if (runs('productionDraws')) {
      const productionDraws = await measureProductionDraws(portal.url);
      report.productionDraws = productionDraws;
      printProductionBench(productionDraws);
      if (!productionDraws.ok) failures++;
    }
    if (runs('transfers')) {
      const transfers = await measureConcurrentTransfers(portal.url, db.adminUrl);
      report.transfers = transfers;
      printConcurrentTransfersBench(transfers);
      if (!transfers.ok) failures++;
    }
    if (runs('transactionList')) {
      const transactionList = await measureTransactionList(portal.url, db.adminUrl);
      report.transactionList = transactionList;
      printTransactionListBench(transactionList);
      if (!transactionList.ok) failures++;
    }
    if (runs('testingQueue')) {
      const testingQueue = await measureTestingQueue(portal.url, db.adminUrl);
      report.testingQueue = testingQueue;
      printTestingQueueBench(testingQueue);
      if (!testingQueue.ok) failures++;
    }
    if (runs('verificationPage')) {
      const verificationPage = await measureVerificationPage(portal.url);
      report.verificationPage = verificationPage;
      printVerificationPageBench(verificationPage);
      if (!verificationPage.ok) failures++;
    }
    if (runs('verificationLighthouse')) {
      // a new code: the page a shopper sees at the first scan, not one scanned thousands of times above
      const lighthouseCode = await arrangeLotCode(portal.url);
      const verificationLighthouse = await measureVerificationLighthouse(
        portal.url,
        `${portal.url}/v/${encodeURIComponent(lighthouseCode)}`,
      );
      report.verificationLighthouse = verificationLighthouse;
      printVerificationLighthouse(verificationLighthouse);
      if (!verificationLighthouse.ok) failures++;
    }

    if (runs('pagesLighthouse')) {
      const pagesLighthouse = await measurePagesLighthouse(portal.url);
      report.pagesLighthouse = pagesLighthouse;
      printPagesLighthouse(pagesLighthouse);
      // each page and cache over its budgets is one miss, like the other budgets
      failures += pagesLighthouse.rows.filter((row) => !row.ok).length;
    }

    fs.mkdirSync(path.join(repoRoot, '.data'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, '.data/bench-report.json'), JSON.stringify(report, null, 2));
  } finally {
    await browser?.close();
    await portal.stop();
    await db.drop();
  }
  console.log(failures === 0 ? '\nAll budgets met.' : `\n${failures} budget(s) missed.`);
  process.exitCode = failures === 0 ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
