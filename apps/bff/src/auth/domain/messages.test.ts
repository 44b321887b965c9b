import { describe, expect, it } from 'vitest';
import { accountExistsSms, emailMessage, noticeEmail, smsMessage, type EmailKind, type NoticeKind } from './messages';

const DEVANAGARI = /[\u0900-\u097F]/;
const LINK = 'https://portal.example/auth/v1/verify?token=abc&type=signup&redirect_to=https%3A%2F%2Fportal.example';
const EMAIL_KINDS: EmailKind[] = ['signup', 'magiclink', 'recovery', 'email_change', 'reauthentication'];
const NOTICE_KINDS: NoticeKind[] = ['account_exists', 'no_account'];

const email = (kind: EmailKind, language: 'en' | 'hi' | 'mr', link: string | null = LINK) =>
  emailMessage({ kind, to: 'asha@example.test', link, code: '123456', expiresInMinutes: 60, userId: 'u1', language });

describe('auth e-mails and SMS in English', () => {
  it('when a sign-up confirmation is written in English, then it is the spec wording', () => {
    const message = email('signup', 'en');

    expect(message.subject).toBe('Confirm your signup');
    expect(message.bodyText).toBe(
      [
        'Welcome to the Seed Portal. Confirm your email address to finish signing up.',
        '',
        `Confirm your email: ${LINK}`,
        '',
        'Or enter this code: 123456',
        '',
        'The link and code expire in 60 minutes and work once.',
      ].join('\n'),
    );
  });

  it('when a reauthentication code is written in English, then it is the spec wording', () => {
    const message = email('reauthentication', 'en', null);

    expect([message.subject, message.bodyText]).toEqual([
      'Confirm it is you',
      'Enter this code to confirm it is you.\n\nYour code: 123456\n\nThe code expires in 60 minutes and work once.',
    ]);
  });

  it('when SMS and notices are written in English, then they are the spec wording', () => {
    expect(smsMessage({ kind: 'sms', to: '919876543210', code: '123456', userId: 'u1', language: 'en' }).bodyText).toBe(
      'Your seed portal code is 123456',
    );
    expect(
      noticeEmail({ kind: 'no_account', to: 'a@example.test', siteUrl: 'https://p', userId: null, language: 'en' })
        .subject,
    ).toBe('No Seed Portal account for this address');
    expect(accountExistsSms({ to: '1', siteUrl: 'https://p', userId: 'u1', language: 'en' }).bodyText).toBe(
      'This number already has a Seed Portal account. Sign in at https://p/login',
    );
  });
});

describe.each(['hi', 'mr'] as const)('auth e-mails and SMS in %s', (language) => {
  it.each(EMAIL_KINDS)(
    'when a %s e-mail is written, then subject and body are Devanagari with the link and code intact',
    (kind) => {
      const withLink = email(kind, language);
      const codeOnly = email(kind, language, null);

      for (const message of [withLink, codeOnly]) {
        expect(message.subject).toMatch(DEVANAGARI);
        expect(message.subject).not.toBe(email(kind, 'en').subject);
        expect(message.bodyText).toMatch(DEVANAGARI);
        expect(message.bodyText).toContain('123456');
        expect(message.bodyHtml).toContain('<strong>123456</strong>');
        expect(message.bodyText).not.toMatch(/Seed Portal|expire|code/i);
      }
      expect(withLink.bodyText).toContain(LINK);
      expect(withLink.bodyHtml).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    },
  );

  it('when a code goes by SMS, then it is Devanagari with the code intact', () => {
    const message = smsMessage({ kind: 'phone_change', to: '919876543210', code: '654321', userId: 'u1', language });

    expect(message.bodyText).toMatch(DEVANAGARI);
    expect(message.bodyText).toContain('654321');
  });

  it.each(NOTICE_KINDS)('when a %s notice is written, then it is Devanagari with its links intact', (kind) => {
    const message = noticeEmail({ kind, to: 'a@example.test', siteUrl: 'https://p', userId: null, language });

    expect(message.subject).toMatch(DEVANAGARI);
    expect(message.bodyText).toMatch(DEVANAGARI);
    expect(message.bodyText).toContain(kind === 'account_exists' ? 'https://p/forgot-password' : 'https://p/register');
    expect(message.bodyText).not.toMatch(/Seed Portal/);
  });

  it('when the account-exists SMS is written, then it is Devanagari with the sign-in link intact', () => {
    const message = accountExistsSms({ to: '1', siteUrl: 'https://p', userId: 'u1', language });

    expect(message.bodyText).toMatch(DEVANAGARI);
    expect(message.bodyText).toContain('https://p/login');
  });
});
