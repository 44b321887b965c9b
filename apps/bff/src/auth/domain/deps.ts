import type { Language } from '@seed/domain';
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
  /**
   * Call after a commit that ended sessions or changed factors of a user (sign-out, password
   * change, refresh-token reuse, factor verified or removed): the guards forget what they
   * cached about the user's tokens, so this instance refuses them at once.
   */
  sessionsChanged(userId: string): void;
}

/** Facts about the request a use case may need (never the request itself). */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
  /** Origin the BFF is reached at (AUTH_SITE_URL, or the request's own outside production). */
  siteUrl: string;
  /**
   * The language the request asks for (Accept-Language): what its e-mail or SMS is written in
   * when the recipient has not chosen one on their profile.
   */
  language: Language;
}
