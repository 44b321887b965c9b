import { SERVICE, type Db } from '../../db/db';
import { findUserByEmail } from '../data-access/users-repository';
import { createAccount } from './accounts';
import { AuthError } from './auth-error';
import { argon2Hasher, type PasswordHasher } from './secrets';

export const DEMO_ADMIN = { email: 'admin@demo.local', password: 'demo1234', fullName: 'Demo Admin' } as const;

/**
 * The embedded start's demo account: admin@demo.local / demo1234, e-mail confirmed,
 * user_metadata.full_name 'Demo Admin'. Idempotent (an existing account is left as it is);
 * returns its id. Its organization is created by the accounts component.
 */
export async function ensureDemoAdminUser(
  db: Db,
  hasher: PasswordHasher = argon2Hasher({ light: false }),
): Promise<{ userId: string; created: boolean }> {
  const existing = await db.unitOfWork(SERVICE, {}, (tx) => findUserByEmail(tx, DEMO_ADMIN.email));
  if (existing) return { userId: existing.id, created: false };
  try {
    const user = await db.unitOfWork(SERVICE, {}, (tx) =>
      createAccount(tx, hasher, {
        email: DEMO_ADMIN.email,
        password: DEMO_ADMIN.password,
        emailConfirmed: true,
        userMetadata: { full_name: DEMO_ADMIN.fullName },
      }),
    );
    return { userId: user.id, created: true };
  } catch (error) {
    // Another instance created it between our read and our insert.
    if (!(error instanceof AuthError)) throw error;
    const user = await db.unitOfWork(SERVICE, {}, (tx) => findUserByEmail(tx, DEMO_ADMIN.email));
    if (!user) throw error;
    return { userId: user.id, created: false };
  }
}
