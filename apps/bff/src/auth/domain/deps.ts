import type { Db } from '../../db/db';
import type { AuthConfig } from '../../shared/config';
import type { Logger } from '../../shared/logger';
import type { Outbox } from './outbox';
import type { PasswordHasher } from './secrets';
import type { SigningKeys } from './signing-keys';

/** What the auth use cases work with. */
export interface AuthDeps {
  db: Db;
  config: AuthConfig;
  keys: SigningKeys;
  hasher: PasswordHasher;
  outbox: Outbox;
  logger: Logger;
}

/** Facts about the request a use case may need (never the request itself). */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** Origin the BFF is reached at (AUTH_SITE_URL, or the request's own outside production). */
  siteUrl: string;
}
