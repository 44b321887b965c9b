// Guess limits of claim codes (POST /api/v1/seed-lot-claims) and transfer-claim links
// (POST /api/v1/transfer-claims[/preview]) hold per user, per organization and per client address
// (issue 24): a second account of the same organization, or accounts of many organizations from one
// address, get no fresh attempts.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import { startWithinOneWindow } from '../../test/rate-windows';
import {
  TRANSFER_CLAIM_ATTEMPTS,
  TRANSFER_CLAIM_ATTEMPTS_PER_ADDRESS,
  TRANSFER_CLAIM_ATTEMPTS_PER_ORGANIZATION,
} from '../../transactions/domain/transactions-service';
import {
  CLAIM_ATTEMPTS,
  CLAIM_ATTEMPTS_PER_ADDRESS,
  CLAIM_ATTEMPTS_PER_ORGANIZATION,
} from '../domain/seed-lots-service';

type Session = Awaited<ReturnType<typeof signUp>>;

let testApp: FullTestApp;
const label = `Limits-${randomBytes(3).toString('hex')}`;
// each test its own client address (the app trusts one proxy)
const someIp = () =>
  `10.${100 + Math.floor(Math.random() * 100)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

const newOrganization = (name: string) =>
  signUp(testApp, { userMetadata: { full_name: `${name} Admin`, organization_name: `${label} ${name}` } });

/** Another member (a manager) of `organizationId`. */
async function memberOf(organizationId: string, name: string): Promise<Session> {
  const member = await newOrganization(name);
  await adminQuery(`update public.profiles set organization_id = $1, role = 'manager' where auth_id = $2`, [
    organizationId,
    member.userId,
  ]);
  return { ...member, organizationId };
}

const guessCode = (who: Session, ip: string) =>
  api(testApp, who)
    .post('/api/v1/seed-lot-claims')
    .set('X-Forwarded-For', ip)
    .send({ code: `${randomBytes(2).toString('hex').toUpperCase()}-AAAA-BBBB-CCCC-DDDD-EEEE` });
const guessLink = (who: Session, ip: string, path = '/api/v1/transfer-claims/preview') =>
  api(testApp, who)
    .post(path)
    .set('X-Forwarded-For', ip)
    .send({ token: randomBytes(24).toString('base64url') });

/** The statuses of `times` guesses. */
async function statuses(times: number, guess: () => PromiseLike<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i += 1) out.push((await guess()).status);
  return out;
}

beforeAll(() => {
  testApp = createFullTestApp({ env: { TRUST_PROXY: '1' } });
});

afterAll(async () => {
  await testApp.close();
});

// Each test fills windows of the limits: it starts in a fresh one when less than its time (generous,
// for a loaded machine) is left of the current one.
const TEST_SECONDS = 45;
beforeEach(
  () =>
    startWithinOneWindow(
      [
        CLAIM_ATTEMPTS,
        CLAIM_ATTEMPTS_PER_ORGANIZATION,
        CLAIM_ATTEMPTS_PER_ADDRESS,
        TRANSFER_CLAIM_ATTEMPTS,
        TRANSFER_CLAIM_ATTEMPTS_PER_ORGANIZATION,
        TRANSFER_CLAIM_ATTEMPTS_PER_ADDRESS,
      ].map(({ windowSeconds }) => windowSeconds),
      TEST_SECONDS,
    ),
  (TEST_SECONDS + 30) * 1000,
);

describe('claim codes', () => {
  it("when a second and third account of the same organization guess after the first used its attempts, then the organization's limit refuses them with 429", async () => {
    const first = await newOrganization('Org claims');
    const others = [await memberOf(first.organizationId!, 'Second'), await memberOf(first.organizationId!, 'Third')];
    const ip = someIp();
    expect(CLAIM_ATTEMPTS_PER_ORGANIZATION.perWindow).toBe(2 * CLAIM_ATTEMPTS.perWindow);

    expect(new Set(await statuses(CLAIM_ATTEMPTS.perWindow, () => guessCode(first, ip)))).toEqual(new Set([404]));
    expect(new Set(await statuses(CLAIM_ATTEMPTS.perWindow, () => guessCode(others[0]!, ip)))).toEqual(new Set([404]));
    const refused = await guessCode(others[1]!, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.code).toBe('over_claim_rate_limit');
  });

  it('when accounts of many organizations guess from one address, then the address limit refuses the next one; another address still gets through', async () => {
    const ip = someIp();
    const accounts = CLAIM_ATTEMPTS_PER_ADDRESS.perWindow / CLAIM_ATTEMPTS.perWindow;
    for (let i = 0; i < accounts; i += 1) {
      const guesser = await newOrganization(`Address ${i}`);
      expect(new Set(await statuses(CLAIM_ATTEMPTS.perWindow, () => guessCode(guesser, ip)))).toEqual(new Set([404]));
    }
    const next = await newOrganization('Address next');
    await guessCode(next, ip).expect(429);
    await guessCode(next, someIp()).expect(404);
  });

  it('when one user guesses, then its own limit still holds', async () => {
    const guesser = await newOrganization('One user');
    const ip = someIp();
    await statuses(CLAIM_ATTEMPTS.perWindow, () => guessCode(guesser, ip));
    await guessCode(guesser, someIp()).expect(429);
  });
});

describe('transfer-claim links', () => {
  it("when a second and third account of the same organization guess links, then the organization's limit refuses them with 429", async () => {
    const first = await newOrganization('Org links');
    const others = [await memberOf(first.organizationId!, 'Second'), await memberOf(first.organizationId!, 'Third')];
    const ip = someIp();
    expect(TRANSFER_CLAIM_ATTEMPTS_PER_ORGANIZATION.perWindow).toBe(2 * TRANSFER_CLAIM_ATTEMPTS.perWindow);

    expect(new Set(await statuses(TRANSFER_CLAIM_ATTEMPTS.perWindow, () => guessLink(first, ip)))).toEqual(
      new Set([404]),
    );
    expect(
      new Set(
        await statuses(TRANSFER_CLAIM_ATTEMPTS.perWindow, () => guessLink(others[0]!, ip, '/api/v1/transfer-claims')),
      ),
    ).toEqual(new Set([404]));
    await guessLink(others[1]!, ip).expect(429);
    await guessLink(others[1]!, ip, '/api/v1/transfer-claims').expect(429);
  });

  it('when accounts of many organizations guess links from one address, then the address limit refuses the next one', async () => {
    const ip = someIp();
    const accounts = TRANSFER_CLAIM_ATTEMPTS_PER_ADDRESS.perWindow / TRANSFER_CLAIM_ATTEMPTS.perWindow;
    for (let i = 0; i < accounts; i += 1) {
      const guesser = await newOrganization(`Link address ${i}`);
      await statuses(TRANSFER_CLAIM_ATTEMPTS.perWindow, () => guessLink(guesser, ip));
    }
    const next = await newOrganization('Link address next');
    await guessLink(next, ip).expect(429);
    await guessLink(next, someIp()).expect(404);
  });
});
