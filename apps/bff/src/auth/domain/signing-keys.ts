import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { SERVICE, type Db } from '../../db/db';
import {
  deleteKeysRetiredBefore,
  insertKeyIfStateFree,
  listPublishedKeys,
  lockSigningKeys,
  promoteNextKey,
  retireCurrentKey,
  type SigningKeyRow,
} from '../data-access/signing-keys-repository';

export const SIGNING_ALGORITHM = 'ES256';

/** How long the in-process copy of the keys is trusted before reading the table again. */
const CACHE_MS = 60_000;
/** An unknown kid triggers at most one reload per this interval (rotation by another instance). */
const UNKNOWN_KID_RELOAD_MS = 5_000;

interface LoadedKey {
  kid: string;
  state: SigningKeyRow['state'];
  publicJwk: JWK;
  publicKey: CryptoKey;
  privateKey: CryptoKey | null;
}

async function newKeyPair(): Promise<{ id: string; privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
  const id = randomUUID();
  const meta = { kid: id, alg: SIGNING_ALGORITHM, use: 'sig' };
  return {
    id,
    privateJwk: { ...(await exportJWK(privateKey)), ...meta, key_ops: ['sign'] },
    publicJwk: { ...(await exportJWK(publicKey)), ...meta, key_ops: ['verify'] },
  };
}

/** Public members only: what the JWKS document may show. */
function publicMembers(jwk: JWK): JWK {
  const { kty, crv, x, y, kid, alg, use } = jwk;
  return { kty, crv, x, y, kid, alg, use, key_ops: ['verify'] };
}

/**
 * The ES256 keys that sign access tokens. They live in auth.signing_keys so every BFF
 * instance signs and verifies with the same ones; each instance caches them for a minute
 * and reloads early when a token names a kid it has not seen (a rotation elsewhere).
 */
export class SigningKeys {
  private cache: { loadedAt: number; keys: LoadedKey[] } | null = null;
  private loading: Promise<LoadedKey[]> | null = null;
  private lastUnknownKidReload = 0;

  constructor(
    private readonly db: Db,
    /** Retired keys stay published this long (at least the access token lifetime). */
    private readonly retiredKeyGraceSeconds: number,
  ) {}

  /** The key new tokens are signed with. Creates the first current and next keys when none exist. */
  async signingKey(): Promise<{ kid: string; privateKey: CryptoKey }> {
    const keys = await this.keys();
    const current = keys.find((k) => k.state === 'current' && k.privateKey);
    if (!current?.privateKey) throw new Error('no current signing key');
    return { kid: current.kid, privateKey: current.privateKey };
  }

  /** The public key of `kid`, or null when no published key has it. */
  async verificationKey(kid: string | undefined): Promise<CryptoKey | null> {
    if (!kid) return null;
    let found = (await this.keys()).find((k) => k.kid === kid);
    if (!found && Date.now() - this.lastUnknownKidReload > UNKNOWN_KID_RELOAD_MS) {
      this.lastUnknownKidReload = Date.now();
      this.cache = null;
      found = (await this.keys()).find((k) => k.kid === kid);
    }
    return found?.publicKey ?? null;
  }

  /** The JWKS document: current, next and recently retired public keys. */
  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.keys()).map((k) => publicMembers(k.publicJwk)) };
  }

  /**
   * Rotation: next becomes current, current becomes retired (still published for the grace
   * period), a new next is created, and keys retired longer than the grace period are
   * deleted. Safe to run from any instance; others pick the change up within a minute.
   */
  async rotate(): Promise<{ current: string }> {
    const next = await newKeyPair();
    const current = await this.db.unitOfWork(SERVICE, {}, async (tx) => {
      await lockSigningKeys(tx);
      await ensureKeys(tx);
      await retireCurrentKey(tx);
      const promoted = await promoteNextKey(tx);
      await insertKeyIfStateFree(tx, { ...next, state: 'next' });
      await deleteKeysRetiredBefore(tx, new Date(Date.now() - this.retiredKeyGraceSeconds * 1000));
      return promoted;
    });
    this.cache = null;
    return { current: current ?? '' };
  }

  /** Forgets the cached keys (tests, rotation). */
  invalidate(): void {
    this.cache = null;
  }

  private async keys(): Promise<LoadedKey[]> {
    if (this.cache && Date.now() - this.cache.loadedAt < CACHE_MS) return this.cache.keys;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(): Promise<LoadedKey[]> {
    const graceStart = new Date(Date.now() - this.retiredKeyGraceSeconds * 1000);
    let rows = await this.db.unitOfWork(SERVICE, {}, (tx) => listPublishedKeys(tx, graceStart));
    if (!rows.some((r) => r.state === 'current') || !rows.some((r) => r.state === 'next')) {
      rows = await this.db.unitOfWork(SERVICE, {}, async (tx) => {
        await ensureKeys(tx);
        return listPublishedKeys(tx, graceStart);
      });
    }
    const keys = await Promise.all(
      rows.map(async (row) => ({
        kid: row.id,
        state: row.state,
        publicJwk: row.publicJwk,
        publicKey: (await importJWK(row.publicJwk, SIGNING_ALGORITHM)) as CryptoKey,
        privateKey:
          row.state === 'current' ? ((await importJWK(row.privateJwk, SIGNING_ALGORITHM)) as CryptoKey) : null,
      })),
    );
    this.cache = { loadedAt: Date.now(), keys };
    return keys;
  }
}

/** Creates the current and next keys where missing; concurrent callers cannot create two. */
async function ensureKeys(tx: Parameters<typeof listPublishedKeys>[0]): Promise<void> {
  const existing = await listPublishedKeys(tx, new Date());
  if (!existing.some((r) => r.state === 'current'))
    await insertKeyIfStateFree(tx, { ...(await newKeyPair()), state: 'current' });
  if (!existing.some((r) => r.state === 'next'))
    await insertKeyIfStateFree(tx, { ...(await newKeyPair()), state: 'next' });
}
