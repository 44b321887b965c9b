import { Health, PublicConfig, Readiness, RemotesManifest } from '@seed/domain';
import type { Router } from 'express';
import type { AppConfig } from '../../shared/config';
import type { ApiRegistry } from '../../shared/http/api-registry';
import { addRoute } from '../../shared/http/route';
import type { Logger } from '../../shared/logger';
import { withReleases } from '../data-access/remote-releases';
import { readRemotesInEffect } from '../data-access/remotes-file';
import { checkReadiness, type ReadinessPorts } from '../domain/readiness';

const NO_CACHE = { 'Cache-Control': 'no-cache' };

export interface PlatformDeps {
  config: AppConfig;
  readiness: ReadinessPorts;
  logger: Logger;
}

/** /healthz, /readyz, /config.json and /remotes.json. */
export function mountPlatformRoutes(router: Router, registry: ApiRegistry, deps: PlatformDeps): void {
  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/healthz',
      operationId: 'getHealth',
      summary: 'Liveness: the process is up',
      tags: ['platform'],
      auth: 'public',
      responses: { 200: { description: 'The process is up', schema: Health } },
    },
    () => ({ status: 200, body: { status: 'ok' }, headers: { 'Cache-Control': 'no-store' } }),
  );

  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/readyz',
      operationId: 'getReadiness',
      summary: 'Readiness: the database answers and every migration is applied',
      tags: ['platform'],
      auth: 'public',
      responses: {
        200: { description: 'Ready to serve', schema: Readiness },
        503: { description: 'Not ready: database unreachable or migrations pending', schema: Readiness },
      },
    },
    async () => {
      const readiness = await checkReadiness(deps.readiness);
      return {
        status: readiness.status === 'ready' ? 200 : 503,
        body: readiness,
        headers: { 'Cache-Control': 'no-store' },
      };
    },
  );

  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/config.json',
      operationId: 'getPublicConfig',
      summary: "The browser's public settings (one build runs in every environment)",
      tags: ['platform'],
      auth: 'public',
      responses: { 200: { description: 'Public configuration', schema: PublicConfig } },
    },
    () => ({ status: 200, body: deps.config.publicConfig, headers: NO_CACHE }),
  );

  addRoute(
    router,
    registry,
    {
      method: 'get',
      path: '/remotes.json',
      operationId: 'getRemotes',
      summary:
        'Module Federation remotes: container name → URL of its mf-manifest.json, with the build name and version it declares',
      tags: ['platform'],
      auth: 'public',
      responses: { 200: { description: 'Remotes manifest', schema: RemotesManifest } },
    },
    async () => {
      const remotes = await readRemotesInEffect(deps.config, deps.logger);
      return {
        status: 200,
        body: await withReleases(remotes, deps.config.staticRoot, deps.logger),
        headers: NO_CACHE,
      };
    },
  );
}
