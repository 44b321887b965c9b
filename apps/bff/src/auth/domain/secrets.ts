import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@seed/domain';
import * as argon2 from 'argon2';

/** Wrong codes a one-time token accepts before it stops working. */
export const OTP_MAX_ATTEMPTS = 5;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
}

/**
 * argon2id password hashes. Production parameters follow OWASP's (19 MiB, 2 passes); tests use
 * the lightest argon2id so the suite stays fast on two cores.
 */
export function argon2Hasher(options: { light: boolean }): PasswordHasher {
  const params: argon2.HashOptions & { raw?: false } = options.light
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  // Verifying against this when an account has no hash keeps the timing of "no such user"
  // like that of "wrong password".
  let dummy: Promise<string> | null = null;
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      if (!hash || !hash.startsWith('$argon2')) {
        dummy ??= argon2.hash(randomBytes(16).toString('hex'), params);
        await argon2.verify(await dummy, password).catch(() => false);
        return false;
      }
      return argon2.verify(hash, password).catch(() => false);
    },
  };
}

/** A random code of OTP_LENGTH (spec 1 §9: 6) digits. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** An opaque random token for links, refresh tokens and auth codes (URL-safe). */
export function newOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What the database keeps of a token or code: its SHA-256, salted with the row it belongs to. */
export function tokenHash(token: string, salt = ''): string {
  return createHash('sha256').update(salt).update('\u0000').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** PKCE: does `verifier` match the stored challenge? */
export function pkceMatches(challenge: string, method: 's256' | 'plain', verifier: string): boolean {
  const computed = method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
  return sameHash(computed, challenge);
}
