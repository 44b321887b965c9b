import express from 'express';
import type { AppComponent } from '../app';
import type { AccountsConfig } from './accounts-config';
import { createLocalDiskStorage } from './data-access/local-disk-storage';
import { createSupabaseStorage } from './data-access/supabase-storage';
import { createAccountsService } from './domain/accounts-service';
import type { AvatarStorage, InvitationMailer } from './domain/ports';
import { mountAccountsRoutes } from './entry-points/accounts-routes';
import { mountAvatarFiles } from './entry-points/avatar-files';

export { parseAccountsConfig, type AccountsConfig } from './accounts-config';
export {
  createOutboxInvitationMailer,
  createUnavailableInvitationMailer,
  enqueueOutboxEmail,
  type EmailContent,
  type EmailOutbox,
  type OutboxEmail,
} from './data-access/outbox-invitation-mailer';
export type { AvatarStorage, InvitationEmail, InvitationMailer } from './domain/ports';

export interface AccountsComponentOptions {
  config: AccountsConfig;
  /** Sends invitation e-mails (the auth server's outbox in local mode). */
  mailer: InvitationMailer;
  /** Replaces the storage the config chooses (tests). */
  storage?: AvatarStorage;
  /** Replaces the clock of avatar file names (tests). */
  now?: () => number;
}

/** Builds the avatar storage the configuration names. */
export function createAvatarStorage(config: AccountsConfig): AvatarStorage & { bucketDir?: string } {
  return config.storage.backend === 'supabase'
    ? createSupabaseStorage({ url: config.storage.url, serviceRoleKey: config.storage.serviceRoleKey })
    : createLocalDiskStorage({ dir: config.storage.dir });
}

/** Accounts and organizations: /api/v1/me, onboarding, invitations, members, profile, organization. */
export function createAccountsComponent(options: AccountsComponentOptions): AppComponent {
  return {
    name: 'accounts',
    mount(app, { registry, db, logger, config }) {
      const storage = options.storage ?? createAvatarStorage(options.config);
      const service = createAccountsService({
        db,
        storage,
        mailer: options.mailer,
        logger,
        ...(options.now ? { now: options.now } : {}),
      });
      const router = express.Router();
      if ('bucketDir' in storage && typeof storage.bucketDir === 'string') mountAvatarFiles(router, storage.bucketDir);
      mountAccountsRoutes(router, {
        registry,
        service,
        // Links in e-mails point at the configured site URL, never at the request's Host.
        siteUrl: config.auth.siteUrl,
      });
      app.use(router);
    },
  };
}
