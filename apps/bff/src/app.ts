import compression from 'compression';
import express, { type Express, type Router } from 'express';
import type { Db } from './db/db';
import { mountApiDocsRoutes } from './platform/entry-points/api-docs-routes';
import { mountPlatformRoutes } from './platform/entry-points/platform-routes';
import { createReadinessRepository } from './platform/data-access/readiness-repository';
import type { AppConfig } from './shared/config';
import { errorHandler, notFoundHandler } from './shared/error-handler';
import { ApiRegistry } from './shared/http/api-registry';
import type { Logger } from './shared/logger';
import { requestLogging } from './shared/request-logging';
import { securityHeaders } from './shared/security-headers';
import { staticHosting } from './static-hosting/entry-points/static-routes';

export const API_INFO = {
  title: 'Seed traceability portal BFF',
  version: '1.0.0',
  description: 'Screen-shaped endpoints of the portal. Errors answer { error: { code, message } }.',
};

/** What a component mounts: its routes, registered in the OpenAPI registry as it goes. */
export interface AppComponent {
  name: string;
  mount(router: Router, context: { registry: ApiRegistry; db: Db; config: AppConfig; logger: Logger }): void;
}

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Feature components, mounted after the platform's routes and before static hosting. */
  components?: AppComponent[];
}

/** Builds the Express app without listening, so tests run it in-process. */
export function createApp(deps: AppDeps): Express & { registry: ApiRegistry } {
  const { config, db, logger } = deps;
  const registry = new ApiRegistry(API_INFO);
  const app = express();
  app.disable('x-powered-by');

  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  // Bundles and JSON travel gzipped (the bundle budgets are gzip sizes); responses under 1 kB stay as they are.
  app.use(compression());
  app.use(express.json({ limit: '1mb' }));

  mountPlatformRoutes(app, registry, {
    config,
    logger,
    readiness: createReadinessRepository({ pool: db.pool, migrationsDir: config.migrationsDir, logger }),
  });
  mountApiDocsRoutes(app, registry);
  for (const component of deps.components ?? []) component.mount(app, { registry, db, config, logger });

  // Unknown API routes answer JSON, never the shell's HTML.
  app.use('/api', notFoundHandler);
  app.use(staticHosting({ staticRoot: config.staticRoot }));
  app.use(notFoundHandler);
  app.use(errorHandler);

  return Object.assign(app, { registry });
}
