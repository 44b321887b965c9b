// The BFF process: parse the configuration (exit on any bad variable), connect, listen,
// and close the server and the pool on SIGINT/SIGTERM.
import type { Server } from 'node:http';
import { createOutboxInvitationMailer, createUnavailableInvitationMailer, parseAccountsConfig } from './accounts';
import { createOutboxTransferMailer, createUnavailableTransferMailer } from './transactions';
import { createApp } from './app';
import { createAuthModule } from './auth';
import { createFeatureComponents } from './components';
import { createDb } from './db/db';
import { createPool } from './db/pool';
import { ConfigError, parseConfig } from './shared/config';
import { createLogger } from './shared/logger';

function loadConfig<T>(parse: (env: NodeJS.ProcessEnv) => T): T {
  try {
    return parse(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nSee apps/bff/README.md for every variable.`);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig(parseConfig);
const accountsConfig = loadConfig(parseAccountsConfig);
const logger = createLogger({ level: config.logLevel });
const pool = createPool({ connectionString: config.databaseUrl, max: config.databasePoolMax, logger });
const readPool = createPool({
  connectionString: config.databaseUrl,
  max: config.databaseReadPoolMax,
  applicationName: 'seed-bff-reads',
  logger,
});
const db = createDb(pool, { readPool, logger });
const auth = createAuthModule({ config, db, logger });
const app = createApp({
  config,
  db,
  logger,
  auth,
  components: createFeatureComponents({
    accounts: {
      config: accountsConfig,
      // Invitation e-mails go through the local auth server's outbox; supabase mode has none yet.
      mailer: auth.deps ? createOutboxInvitationMailer(auth.deps.outbox) : createUnavailableInvitationMailer(),
    },
    transactions: {
      // Claim e-mails of transfers to someone not on the portal, through the same outbox.
      mailer: auth.deps ? createOutboxTransferMailer(auth.deps.outbox) : createUnavailableTransferMailer(),
    },
  }),
});

const server: Server = app.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info(
    { host: config.host, port, appEnv: config.appEnv, siteUrl: config.auth.siteUrl, staticRoot: config.staticRoot },
    'BFF listening',
  );
  // Links in e-mails point here; say so, since outside production it is a default.
  if (!process.env.AUTH_SITE_URL) logger.warn(`AUTH_SITE_URL is not set: links in e-mails use ${config.auth.siteUrl}`);
});
server.on('error', (error) => {
  logger.fatal({ err: error }, 'cannot listen');
  process.exit(1);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  // Requests in flight get 10 s to finish; then open connections are cut.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close((error) => {
    db.close()
      .catch((poolError: unknown) => logger.error({ err: poolError }, 'closing the database pool failed'))
      .finally(() => {
        logger.info('stopped');
        process.exit(error ? 1 : 0);
      });
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
