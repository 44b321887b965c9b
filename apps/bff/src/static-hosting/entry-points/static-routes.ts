import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemotesManifest } from '@seed/domain';
import { Router, type Request, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../../shared/logger';
import { serializeCsp, type CspDirectives } from '../../shared/security-headers';
import { cacheControlFor, REVALIDATE } from '../domain/cache-policy';
import { isClientRoute } from '../domain/client-routes';
import { remoteOrigins, withRemoteOrigins } from '../domain/remote-sources';

const REMOTE_NAME = /^mfe-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A dist folder's files, each in the smallest encoding the browser accepts: the build's Brotli or
 * gzip copy beside it (tools/rsbuild/precompress.ts), else the file itself (which the compression
 * middleware may still gzip).
 */
function serveDist(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: 'index.html',
    serveStatic: {
      redirect: false,
      cacheControl: false,
      setHeaders: (res, file) =>
        res.setHeader('Cache-Control', cacheControlFor(path.relative(root, file).replace(/\.(br|gz)$/, ''))),
    },
  });
}

/**
 * The Content-Security-Policy of the page that loads the shell, from the remotes manifest in
 * effect on this request: `base` plus the origins its remotes are served from. Entries that
 * cannot be a source are logged and left out.
 */
export function shellPagePolicy(
  base: CspDirectives,
  readRemotes: () => Promise<RemotesManifest>,
  logger: Logger,
): () => Promise<string> {
  return async () => {
    const { origins, ignored } = remoteOrigins(await readRemotes());
    if (ignored.length > 0)
      logger.warn({ ignored }, 'remotes left out of the Content-Security-Policy: they cannot load in the browser');
    return serializeCsp(withRemoteOrigins(base, origins));
  };
}

/**
 * The policy of the Storybook pages: Storybook's manager and preview run inline scripts and
 * evaluate code, which the portal's own policy refuses. Same origin only, nothing from elsewhere.
 */
export const STORYBOOK_CSP = serializeCsp({
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-inline'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
});

/** A request the shell's index.html answers (the landing page or a client route). */
function asksForShellPage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return (
    req.path === '/' ||
    req.path === '/index.html' ||
    isClientRoute({ method: req.method, path: req.path, accept: req.headers.accept })
  );
}

/**
 * The production builds on one origin: the shell at / (apps/shell/dist) and each remote
 * mfe-<name> at /remotes/mfe-<name>/ (apps/mfe-<name>/dist), all under STATIC_ROOT, and the
 * Storybook at /storybook/ when enabled. A missing dist folder is not an error: its URLs answer
 * 404 until it is built.
 */
export function staticHosting(options: {
  staticRoot: string;
  /** The CSP of the shell's page, computed per request (shellPagePolicy); helmet's otherwise. */
  shellPolicy?: () => Promise<string>;
  /** Serve the design system's static Storybook (libs/ui/storybook-static) at /storybook/. */
  storybook?: boolean;
}): Router {
  const router = Router();
  const appsDir = path.join(options.staticRoot, 'apps');
  const shellDist = path.join(appsDir, 'shell', 'dist');
  const remotes = new Map<string, RequestHandler>();

  if (options.storybook) {
    const storybookDist = path.join(options.staticRoot, 'libs', 'ui', 'storybook-static');
    const serveStorybook = serveDist(storybookDist);
    // its pages load their files relative to /storybook/ (routes are not strict: /storybook/ matches too)
    router.get('/storybook', (req, res, next) => {
      if (req.originalUrl.split('?')[0] === '/storybook') res.redirect(308, '/storybook/');
      else next();
    });
    router.use('/storybook', (req, res, next) => {
      res.setHeader('Content-Security-Policy', STORYBOOK_CSP);
      serveStorybook(req, res, (error?: unknown) => {
        if (error) next(error);
        // never the shell's page for a file Storybook does not have (or before it is built)
        else res.status(404).type('text/plain').send('Not in the Storybook build (npm run build-storybook -w libs/ui)');
      });
    });
  }

  router.use('/remotes/:remote', (req, res, next) => {
    const name = req.params.remote;
    if (!name || !REMOTE_NAME.test(name)) {
      next();
      return;
    }
    let serve = remotes.get(name);
    if (!serve) {
      const dist = path.join(appsDir, name, 'dist');
      // Only folders that exist are remembered, so the map cannot grow with made-up names.
      if (!existsSync(dist)) {
        next();
        return;
      }
      serve = serveDist(dist);
      remotes.set(name, serve);
    }
    serve(req, res, next);
  });

  const { shellPolicy } = options;
  if (shellPolicy) {
    // remotes.json may change between two page loads, so the page's policy is made for each one.
    router.use(async (req, res, next) => {
      if (!asksForShellPage(req)) {
        next();
        return;
      }
      try {
        res.setHeader('Content-Security-Policy', await shellPolicy());
        next();
      } catch (error) {
        next(error);
      }
    });
  }

  router.use(serveDist(shellDist));

  router.use((req, res, next) => {
    if (!isClientRoute({ method: req.method, path: req.path, accept: req.headers.accept })) {
      next();
      return;
    }
    // `root` keeps send's dotfile check to the file name, so STATIC_ROOT may sit under a
    // dot-folder (e.g. .data/) without every client route answering 404.
    res.sendFile('index.html', { root: shellDist, headers: { 'Cache-Control': REVALIDATE } }, (error) => {
      if (!error) return;
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as { status?: number }).status === 404) next();
      else next(error);
    });
  });

  return router;
}
