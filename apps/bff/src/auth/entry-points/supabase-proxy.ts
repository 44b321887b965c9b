import type { RequestHandler } from 'express';
import { createProxyMiddleware, fixRequestBody } from 'http-proxy-middleware';
import type { Logger } from '../../shared/logger';

/**
 * Supabase mode: /auth/v1 goes to the hosted project's Auth server unchanged, so the browser
 * keeps talking to one origin. The project's anon key is set on the way (the browser may hold
 * the BFF's PUBLIC_ANON_KEY), and bodies the BFF's JSON parser already read are re-sent.
 */
export function supabaseAuthProxy(options: { url: string; anonKey: string; logger: Logger }): RequestHandler {
  return createProxyMiddleware({
    target: `${options.url}/auth/v1`,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: 30_000,
    on: {
      proxyReq: (proxyReq, req) => {
        proxyReq.setHeader('apikey', options.anonKey);
        const authorization = proxyReq.getHeader('authorization');
        // The BFF's own anon key is not the project's: swap it, keep user access tokens.
        if (typeof authorization !== 'string' || !/^Bearer\s+ey/i.test(authorization)) {
          proxyReq.setHeader('authorization', `Bearer ${options.anonKey}`);
        }
        fixRequestBody(proxyReq, req);
      },
      error: (error, _req, res) => {
        options.logger.error({ err: error }, 'supabase auth proxy failed');
        if ('writeHead' in res && !res.headersSent) {
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'unexpected_failure', msg: 'The authentication service is unreachable' }));
        }
      },
    },
  }) as RequestHandler;
}
