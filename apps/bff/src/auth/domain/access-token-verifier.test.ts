import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedVerifier, InvalidAccessTokenError, type AccessTokenVerifier } from './access-token-verifier';
import { AccessTokenClaims } from './claims';

const claimsExpiringIn = (seconds: number) =>
  AccessTokenClaims.parse({
    sub: '00000000-0000-4000-8000-00000000000a',
    role: 'authenticated',
    exp: Math.floor(Date.now() / 1000) + seconds,
  });

/** A verifier that counts its calls and answers `answer`. */
const countingVerifier = (answer: () => Promise<AccessTokenClaims>) => {
  const verify = vi.fn<AccessTokenVerifier['verify']>(answer);
  return { verify };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('cachedVerifier', () => {
  it('when one token is presented twice within the TTL, then its signature is checked once', async () => {
    const inner = countingVerifier(async () => claimsExpiringIn(3600));
    const verifier = cachedVerifier(inner, { ttlSeconds: 5 });

    const first = await verifier.verify('token-a');
    const second = await verifier.verify('token-a');

    expect(inner.verify).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(Object.isFrozen(second)).toBe(true);
  });

  it('when another token is presented, then it is checked on its own', async () => {
    const inner = countingVerifier(async () => claimsExpiringIn(3600));
    const verifier = cachedVerifier(inner, { ttlSeconds: 5 });

    await verifier.verify('token-a');
    await verifier.verify('token-b');

    expect(inner.verify).toHaveBeenCalledTimes(2);
  });

  it('when a remembered token expires, then it is refused as expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const inner = countingVerifier(async () => claimsExpiringIn(2));
    const verifier = cachedVerifier(inner, { ttlSeconds: 30 });
    await verifier.verify('token-a');

    vi.setSystemTime(new Date('2026-11-23T10:00:03Z'));

    await expect(verifier.verify('token-a')).rejects.toMatchObject({ reason: 'expired' });
    expect(inner.verify).toHaveBeenCalledTimes(1);
  });

  it('when the TTL has passed, then the signature is checked again (a withdrawn key takes effect)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const inner = countingVerifier(async () => claimsExpiringIn(3600));
    const verifier = cachedVerifier(inner, { ttlSeconds: 5 });
    await verifier.verify('token-a');

    vi.setSystemTime(new Date('2026-11-23T10:00:06Z'));
    inner.verify.mockRejectedValueOnce(new InvalidAccessTokenError('The access token is invalid', 'invalid'));

    await expect(verifier.verify('token-a')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('when a token is refused, then it is not remembered', async () => {
    const inner = countingVerifier(async () => {
      throw new InvalidAccessTokenError('The access token is invalid', 'invalid');
    });
    const verifier = cachedVerifier(inner, { ttlSeconds: 5 });

    await expect(verifier.verify('forged')).rejects.toBeInstanceOf(InvalidAccessTokenError);
    await expect(verifier.verify('forged')).rejects.toBeInstanceOf(InvalidAccessTokenError);

    expect(inner.verify).toHaveBeenCalledTimes(2);
  });

  it('when the TTL is 0, then every call checks the signature', async () => {
    const inner = countingVerifier(async () => claimsExpiringIn(3600));
    const verifier = cachedVerifier(inner, { ttlSeconds: 0 });

    await verifier.verify('token-a');
    await verifier.verify('token-a');

    expect(inner.verify).toHaveBeenCalledTimes(2);
  });
});
