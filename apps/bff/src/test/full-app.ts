import { createOutboxInvitationMailer, type AvatarStorage, type EmailOutbox } from '../accounts';
import { createFeatureComponents, type FeatureComponentsOptions } from '../components';
import { createOutboxTransferMailer } from '../transactions';
import { createTestApp, tempDir, type TestApp } from './test-app';

export interface FullTestApp extends TestApp {
  /** The folder the local avatar storage writes to. */
  storageDir: string;
}

export interface FullTestAppOptions {
  env?: Record<string, string>;
  /** Replaces the avatar storage (by default local, in a temporary folder). */
  storage?: AvatarStorage;
  /** Replaces the clock of avatar file names. */
  now?: () => number;
  geocoding?: FeatureComponentsOptions['geocoding'];
}

/**
 * The real app with every feature component, from the list main.ts mounts
 * (createFeatureComponents): real auth server, invitations through its real outbox, real
 * database, avatars in a temporary folder.
 */
export function createFullTestApp(options: FullTestAppOptions = {}): FullTestApp {
  const storage = tempDir('avatars');
  // The outbox exists once createApp has built the auth module: resolve it on first use.
  const late: { outbox?: EmailOutbox } = {};
  const lateOutbox: EmailOutbox = {
    enqueue: (tx, message) => late.outbox!.enqueue(tx, message),
    flush: () => late.outbox!.flush(),
  };
  const components = createFeatureComponents({
    accounts: {
      config: { storage: { backend: 'local', dir: storage.dir } },
      mailer: createOutboxInvitationMailer(lateOutbox),
      ...(options.storage ? { storage: options.storage } : {}),
      ...(options.now ? { now: options.now } : {}),
    },
    transactions: { mailer: createOutboxTransferMailer(lateOutbox) },
    ...(options.geocoding ? { geocoding: options.geocoding } : {}),
  });
  const testApp = createTestApp(options.env ?? {}, { components });
  late.outbox = testApp.app.auth.deps!.outbox;
  return {
    ...testApp,
    storageDir: storage.dir,
    close: async () => {
      await testApp.close();
      storage.remove();
    },
  };
}
