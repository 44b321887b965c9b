import { SERVICE, type Db } from '../../db/db';
import { findUserByEmail } from '../data-access/users-repository';
import { createAccount } from './accounts';
import { AuthError } from './auth-error';
import { argon2Hasher, type PasswordHasher } from './secrets';

export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'demo1234', fullName: 'Demo Admin' } as const;

/**
 * The embedded start's certification agency officer (issue 28): agency@demo.local / demo1234, of
 * the demo State Seed Certification Agency (migrate-cli makes the organization an agency).
 */
export const DEMO_AGENCY = {
  email: 'agency@demo.local',
  password: 'demo1234',
  fullName: 'Demo Certification Officer',
  organizationName: 'Demo State Seed Certification Agency',
} as const;

interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  organizationName?: string;
}

/**
 * The embedded start's demo account: admin@demo.local / demo1234, e-mail confirmed,
 * user_metadata.full_name 'Demo Admin'. Idempotent (an existing account is left as it is);
 * returns its id. Its organization is created by the accounts component.
 */
export const ensureDemoAdminUser = (db: Db, hasher?: PasswordHasher) => ensureDemoUser(db, DEMO_ADMIN, hasher);

/** A demo account (e-mail confirmed, its name and organization's name in user_metadata), made once. */
export async function ensureDemoUser(
  db: Db,
  account: DemoAccount,
  hasher: PasswordHasher = argon2Hasher({ light: false }),
): Promise<{ userId: string; created: boolean }> {
  const existing = await db.unitOfWork(SERVICE, {}, (tx) => findUserByEmail(tx, account.email));
  if (existing) return { userId: existing.id, created: false };
  try {
    const user = await db.unitOfWork(SERVICE, {}, (tx) =>
      createAccount(tx, hasher, {
        email: account.email,
        password: account.password,
        emailConfirmed: true,
        userMetadata: {
          full_name: account.fullName,
          ...(account.organizationName ? { organization_name: account.organizationName } : {}),
        },
      }),
    );
    return { userId: user.id, created: true };
  } catch (error) {
    // Another instance created it between our read and our insert.
    if (!(error instanceof AuthError)) throw error;
    const user = await db.unitOfWork(SERVICE, {}, (tx) => findUserByEmail(tx, account.email));
    if (!user) throw error;
    return { userId: user.id, created: false };
  }
}
