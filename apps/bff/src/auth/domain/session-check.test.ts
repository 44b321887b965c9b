import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokenClaims } from './claims';
import { createSessionCheck, SESSION_CACHE_MAX_ENTRIES, type SessionLookup, type SessionState } from './session-check';
import { TtlCache } from './ttl-cache';

const LIVE: SessionState = { live: true, mfaEnabled: false, aal: 'aal1' };

const claimsOf = (sub: string) =>
  AccessTokenClaims.parse({ sub, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 });
const ASHA = claimsOf('00000000-0000-4000-8000-00000000000a');
const RAVI = claimsOf('00000000-0000-4000-8000-00000000000b');

/** A lookup that counts its calls. */
const countingLookup = (answer: () => Promise<SessionState> = async () => LIVE) => vi.fn<SessionLookup>(answer);

afterEach(() => {
  vi.useRealTimers();
});

describe('the session check cache', () => {
  it('when one token is checked twice within the TTL, then the auth server is asked once', async () => {
    const lookup = countingLookup();
    const check = createSessionCheck(lookup, { ttlSeconds: 5 });

    await check.state(ASHA, 'token-a');
    await check.state(ASHA, 'token-a');

    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('when concurrent requests carry one new token, then they share one lookup', async () => {
    const lookup = countingLookup();
    const check = createSessionCheck(lookup, { ttlSeconds: 5 });

    await Promise.all([check.state(ASHA, 'token-a'), check.state(ASHA, 'token-a'), check.state(ASHA, 'token-a')]);

    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('when the TTL has passed, then the auth server is asked again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const lookup = countingLookup();
    const check = createSessionCheck(lookup, { ttlSeconds: 5 });
    await check.state(ASHA, 'token-a');

    vi.setSystemTime(Date.now() + 5_001);
    await check.state(ASHA, 'token-a');

    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('when the TTL is 0, then every check asks the auth server', async () => {
    const lookup = countingLookup();
    const check = createSessionCheck(lookup, { ttlSeconds: 0 });

    await check.state(ASHA, 'token-a');
    await check.state(ASHA, 'token-a');

    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it("when a user's sessions change in this process, then only that user's tokens are looked up again", async () => {
    const lookup = countingLookup();
    const check = createSessionCheck(lookup, { ttlSeconds: 5 });
    await check.state(ASHA, 'token-a');
    await check.state(RAVI, 'token-r');

    check.forgetUser(ASHA.sub);
    await check.state(ASHA, 'token-a');
    await check.state(RAVI, 'token-r');

    expect(lookup.mock.calls.map(([claims]) => claims.sub)).toEqual([ASHA.sub, RAVI.sub, ASHA.sub]);
  });

  it('when a lookup fails, then the failure is not remembered', async () => {
    let fail = true;
    const lookup = countingLookup(async () => {
      if (fail) throw new Error('database down');
      return LIVE;
    });
    const check = createSessionCheck(lookup, { ttlSeconds: 5 });
    await expect(check.state(ASHA, 'token-a')).rejects.toThrow('database down');

    fail = false;

    await expect(check.state(ASHA, 'token-a')).resolves.toEqual(LIVE);
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});

describe('TtlCache', () => {
  it('when more entries than allowed are set, then the oldest are dropped and the size stays bounded', () => {
    const cache = new TtlCache<number>(60_000, 3);

    for (let i = 0; i < 10; i++) cache.set(`key-${i}`, i);

    expect(cache.size).toBe(3);
    expect(cache.get('key-0')).toBeUndefined();
    expect(cache.get('key-9')).toBe(9);
  });

  it('when the session check sees more tokens than its bound, then it keeps at most the bound', async () => {
    const lookup = countingLookup();
    const bounded = createSessionCheck(lookup, { ttlSeconds: 5 });

    for (let i = 0; i <= SESSION_CACHE_MAX_ENTRIES; i++) await bounded.state(ASHA, `token-${i}`);
    await bounded.state(ASHA, 'token-0');
    await bounded.state(ASHA, `token-${SESSION_CACHE_MAX_ENTRIES}`);

    // token-0 was the oldest and went when the bound was passed; the newest is still there.
    expect(lookup).toHaveBeenCalledTimes(SESSION_CACHE_MAX_ENTRIES + 2);
  });
});
