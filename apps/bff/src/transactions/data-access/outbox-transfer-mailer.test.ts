import { randomBytes } from 'node:crypto';
import type { UnregisteredSourceCreated } from '@seed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { createTestSession } from '../../test/auth-session';
import { adminQuery } from '../../test/database';
import { createFullTestApp, type FullTestApp } from '../../test/full-app';
import { api } from '../../test/http';
import type { TransferClaimEmail } from '../domain/ports';
import { transferClaimEmailContent } from './outbox-transfer-mailer';

const DEVANAGARI = /[\u0900-\u097F]/;
const claim: TransferClaimEmail = {
  to: 'claimant@example.test',
  senderName: 'Sale Seeds',
  items: ['Wheat - HI 1544: 5 packages'],
  link: 'https://portal.example/transactions/claim?token=AB%2BCD',
};

describe('transfer claim e-mail', () => {
  it('when written in English, then it is the spec wording', () => {
    const content = transferClaimEmailContent(claim, 'en');

    expect(content.subject).toBe('Sale Seeds sent you seed on the Seed Portal');
    expect(content.text).toBe(
      'Sale Seeds has recorded a transfer of seed to you on the Seed Portal:\n\n- Wheat - HI 1544: 5 packages\n\n' +
        'Open this link, sign in or register with this e-mail address (claimant@example.test), and claim it:\n' +
        'https://portal.example/transactions/claim?token=AB%2BCD\n\n' +
        "Once you claim it, the seed lots and their history are in your organization's account. " +
        'If you did not expect this, you can ignore this e-mail.',
    );
  });

  it.each(['hi', 'mr'] as const)(
    'when written in %s, then it is Devanagari with the link, lots and address intact',
    (language) => {
      const content = transferClaimEmailContent(claim, language);

      expect(content.subject).toMatch(DEVANAGARI);
      expect(content.subject).toContain('Sale Seeds');
      expect(content.text).toMatch(DEVANAGARI);
      expect(content.text).toContain(`\n${claim.link}\n`);
      expect(content.text).toContain('- Wheat - HI 1544: 5 packages');
      expect(content.text).toContain('claimant@example.test');
      expect(content.text).not.toMatch(/Seed Portal|claim it/);
      expect(content.html).toContain(`href="${claim.link}"`);
      expect(content.html).toContain('<li>Wheat - HI 1544: 5 packages</li>');
    },
  );
});

describe("the claim e-mail's language through POST /api/v1/transactions (issue 30)", () => {
  let testApp: FullTestApp;
  let seller: Awaited<ReturnType<typeof signUp>>;
  let lot: string;

  beforeAll(async () => {
    testApp = createFullTestApp();
    seller = await signUp(testApp, { userMetadata: { full_name: 'Lang Seller', organization_name: 'Lang Seeds' } });
    await api(testApp, seller).put('/api/v1/profile/language').send({ language: 'mr' }).expect(200);
    const [wheat] = await adminQuery<{ crop_id: string; variety_id: string }>(
      `select v.id as variety_id, v.crop_id from public.varieties v where v.name = 'HI 1544'`,
    );
    const created = await api(testApp, seller)
      .post('/api/v1/seed-lots/unregistered')
      .send({ ...wheat, pack_size: 25, pack_unit: 'Kg', quantity: 10 })
      .expect(201);
    lot = (created.body as UnregisteredSourceCreated).lot.id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Transfers one package to `email` from a Hindi browser; answers the claim e-mail's subject and body. */
  async function transferTo(email: string): Promise<{ subject: string; body: string }> {
    await api(testApp, seller)
      .post('/api/v1/transactions')
      .set('Accept-Language', 'hi-IN,hi;q=0.9')
      .send({
        manifest_type: 'TRANSFER',
        items: [{ lot_id: lot, quantity: 1, unit: 'packages' }],
        recipient_email: email,
      })
      .expect(201);
    const [mail] = await adminQuery<{ subject: string; body: string }>(
      `select subject, body_text as body from auth.outbox_messages
        where recipient = $1 and kind = 'transfer_claim' order by created_at desc limit 1`,
      [email],
    );
    return mail!;
  }

  it('when the address has no account, then the e-mail is in the language the seller chose', async () => {
    const mail = await transferTo(`nobody-${randomBytes(4).toString('hex')}@example.test`);

    expect(mail.subject).toBe('Lang Seeds यांनी बियाणे ट्रेसेबिलिटी पोर्टलवर आपल्याला बियाणे पाठवले आहे');
    expect(mail.body).toMatch(/\nhttps?:\/\/\S+\/transactions\/claim\?token=\S+\n/);
  });

  it('when the address belongs to a person who chose Hindi, then the e-mail is Hindi', async () => {
    const recipient = await createTestSession(testApp, {
      email: `hindi-${randomBytes(4).toString('hex')}@example.test`,
    });
    await adminQuery(`insert into public.profiles (auth_id, language) values ($1, 'hi')`, [recipient.userId]);

    const mail = await transferTo(recipient.email!);

    expect(mail.subject).toBe('Lang Seeds ने बीज ट्रेसेबिलिटी पोर्टल पर आपको बीज भेजा है');
  });
});
