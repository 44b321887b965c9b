import compression from 'compression';
import express, { type Express, type Router } from 'express';
import { createAuthModule, type AuthModule } from './auth';
import type { Db } from './db/db';
import { mountApiDocsRoutes } from './platform/entry-points/api-docs-routes';
import { mountPlatformRoutes } from './platform/entry-points/platform-routes';
import { createReadinessRepository } from './platform/data-access/readiness-repository';
import type { AppConfig } from './shared/config';
import { errorHandler, notFoundHandler } from './shared/error-handler';
import { ApiRegistry } from './shared/http/api-registry';
import type { Logger } from './shared/logger';
import { requestLogging } from './shared/request-logging';
import { readRemotesInEffect } from './platform/data-access/remotes-file';
import { cspDirectives, securityHeaders } from './shared/security-headers';
import { shellPagePolicy, staticHosting } from './static-hosting/entry-points/static-routes';

export const API_INFO = {
  title: 'Seed traceability portal BFF',
  version: '1.0.0',
  description: 'Screen-shaped endpoints of the portal. Errors answer { error: { code, message } }.',
};

/**
 * What a component gets to mount its routes with. Routes declare who may call them (libs/domain
 * endpoint `auth`, `roles`); addRoute mounts the registry's guard for that, so a component never
 * handles auth middleware itself.
 */
export interface AppComponentContext {
  registry: ApiRegistry;
  db: Db;
  config: AppConfig;
  logger: Logger;
}

/** What a component mounts: its routes, registered in the OpenAPI registry as it goes. */
export interface AppComponent {
  name: string;
  mount(router: Router, context: AppComponentContext): void;
}

export interface AppDeps {
  config: AppConfig;
  db: Db;
  logger: Logger;
  /** Feature components, mounted after the platform's routes and before static hosting. */
  components?: AppComponent[];
  /** The auth component; built from the config when absent. */
  auth?: AuthModule;
}

/** Builds the Express app without listening, so tests run it in-process. */
export function createApp(deps: AppDeps): Express & { registry: ApiRegistry; auth: AuthModule } {
  const { config, db, logger } = deps;
  const registry = new ApiRegistry(API_INFO);
  const auth = deps.auth ?? createAuthModule({ config, db, logger });
  const app = express();
  app.disable('x-powered-by');
  // Rate limits count per client address: behind a load balancer it comes from X-Forwarded-For.
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  // Bundles and JSON travel gzipped (the bundle budgets are gzip sizes); responses under 1 kB stay as they are.
  app.use(compression());
  app.use(express.json({ limit: '1mb' }));

  // Before any route mounts: a signed-in route cannot be registered without its guard.
  registry.useGuards({ requireUser: auth.requireUser, optionalUser: auth.optionalUser });
  mountPlatformRoutes(app, registry, {
    config,
    logger,
    readiness: createReadinessRepository({
      pool: db.readPool,
      poolStates: db.poolStates,
      migrationsDir: config.migrationsDir,
      logger,
    }),
  });
  mountApiDocsRoutes(app, registry);
  auth.mount(app, registry);
  for (const component of deps.components ?? []) component.mount(app, { registry, db, config, logger });

  // Unknown API routes answer JSON, never the shell's HTML.
  app.use('/api', notFoundHandler);
  app.use(
    staticHosting({
      staticRoot: config.staticRoot,
      // Remotes on other origins (a CDN) are allowed by the page that loads them, per request.
      shellPolicy: shellPagePolicy(cspDirectives(config), () => readRemotesInEffect(config, logger), logger),
      storybook: config.storybook,
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);

  return Object.assign(app, { registry, auth });
}
