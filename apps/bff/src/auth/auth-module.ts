import type { RequestHandler, Router } from 'express';
import type { Db } from '../db/db';
import type { AppConfig } from '../shared/config';
import type { ApiRegistry } from '../shared/http/api-registry';
import type { Logger } from '../shared/logger';
import { smsWebhookSender } from './delivery/sms-webhook-sender';
import { openIdProviderClient } from './delivery/oidc-provider-client';
import { smtpSender } from './delivery/smtp-sender';
import { supabaseSessionLookup } from './delivery/supabase-session-lookup';
import {
  cachedVerifier,
  localTokenVerifier,
  supabaseTokenVerifier,
  type AccessTokenVerifier,
} from './domain/access-token-verifier';
import type { AuthDeps } from './domain/deps';
import { createOutbox } from './domain/outbox';
import { argon2Hasher } from './domain/secrets';
import { createSessionCheck, localSessionLookup, type SessionCheck } from './domain/session-check';
import { SigningKeys } from './domain/signing-keys';
import { devInboxRouter } from './entry-points/dev-inbox-routes';
import { gotrueRouter } from './entry-points/gotrue-routes';
import { optionalUser, requireUser } from './entry-points/require-user';
import { supabaseAuthProxy } from './entry-points/supabase-proxy';

/** The auth component: /auth/v1 and the middleware other components guard their routes with. */
export interface AuthModule {
  mode: 'local' | 'supabase';
  verifier: AccessTokenVerifier;
  /** Whether a verified token's session is still live and its user needs aal2 (cached per token). */
  sessions: SessionCheck;
  requireUser: RequestHandler;
  optionalUser: RequestHandler;
  /** Local mode only: the use cases' dependencies (keys, outbox, ...). */
  deps: AuthDeps | null;
  /** Mounts /auth/v1 (and /dev/inbox outside production). */
  mount(router: Router, registry: ApiRegistry): void;
}

export function createAuthModule(options: { config: AppConfig; db: Db; logger: Logger }): AuthModule {
  const { config, db, logger } = options;
  const auth = config.auth;
  const anonKey = config.publicConfig.anonKey;

  const supabase = auth.supabase;
  if (auth.mode === 'supabase' && supabase) {
    const verifier = cachedVerifier(supabaseTokenVerifier(supabase), { ttlSeconds: auth.sessionCacheSeconds });
    const sessions = createSessionCheck(supabaseSessionLookup({ url: supabase.url, anonKey: supabase.anonKey }), {
      ttlSeconds: auth.sessionCacheSeconds,
    });
    return {
      mode: 'supabase',
      verifier,
      sessions,
      requireUser: requireUser({ verifier, sessions, anonKey }),
      optionalUser: optionalUser({ verifier, sessions, anonKey }),
      deps: null,
      mount: (router) => {
        router.use('/auth/v1', supabaseAuthProxy({ url: supabase.url, anonKey: supabase.anonKey, logger }));
      },
    };
  }

  const keys = new SigningKeys(db, auth.jwtExpirySeconds + 3600);
  const sessions = createSessionCheck(localSessionLookup(db), { ttlSeconds: auth.sessionCacheSeconds });
  const deps: AuthDeps = {
    db,
    config: auth,
    keys,
    hasher: argon2Hasher({ light: config.appEnv === 'test' }),
    outbox: createOutbox({
      db,
      logger,
      email: auth.smtpUrl ? smtpSender({ url: auth.smtpUrl, from: auth.smtpFrom }) : null,
      sms: auth.smsProviderUrl ? smsWebhookSender({ url: auth.smsProviderUrl }) : null,
    }),
    logger,
    sessionsChanged: (userId) => sessions.forgetUser(userId),
  };
  const verifier = cachedVerifier(localTokenVerifier(keys, auth.jwtIssuer), { ttlSeconds: auth.sessionCacheSeconds });
  return {
    mode: 'local',
    verifier,
    sessions,
    requireUser: requireUser({ verifier, sessions, anonKey }),
    optionalUser: optionalUser({ verifier, sessions, anonKey }),
    deps,
    mount: (router, registry) => {
      router.use(
        '/auth/v1',
        gotrueRouter(registry, {
          auth: deps,
          verifier,
          anonKey,
          provider: auth.oidc
            ? {
                name: auth.oidc.name,
                client: openIdProviderClient(auth.oidc, { allowHttp: config.appEnv !== 'production' }),
              }
            : null,
        }),
      );
      if (config.appEnv !== 'production') router.use(devInboxRouter(db));
    },
  };
}
