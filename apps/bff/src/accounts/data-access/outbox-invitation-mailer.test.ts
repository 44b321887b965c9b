import { describe, expect, it } from 'vitest';
import type { InvitationEmail } from '../domain/ports';
import { invitationEmailContent } from './outbox-invitation-mailer';

const DEVANAGARI = /[\u0900-\u097F]/;
const invitation: InvitationEmail = {
  to: 'ravi@example.test',
  organizationName: 'Nisha Agro & Seeds',
  role: 'manager',
  inviterName: 'Asha Rao',
  link: 'https://portal.example/invitation?token=abc_DEF-123',
  invitedByUserId: 'u1',
  requestLanguage: 'en',
};

describe('invitation e-mail', () => {
  it('when written in English, then it is the spec wording', () => {
    const content = invitationEmailContent(invitation, 'en');

    expect(content.subject).toBe("You're invited to join Nisha Agro & Seeds on the Seed Portal");
    expect(content.text).toBe(
      'Asha Rao has invited you to join Nisha Agro & Seeds as manager on the Seed Portal.\n\n' +
        'Accept or decline the invitation here:\nhttps://portal.example/invitation?token=abc_DEF-123\n\n' +
        'Sign in (or register) with this e-mail address, ravi@example.test, to accept it. ' +
        'If you did not expect this invitation, you can ignore this e-mail.',
    );
    expect(content.html).toContain('<strong>Nisha Agro &amp; Seeds</strong>');
  });

  it.each([
    ['hi', 'मैनेजर'],
    ['mr', 'व्यवस्थापक'],
  ] as const)(
    'when written in %s, then it is Devanagari with the role named so and link, names and address intact',
    (language, role) => {
      const content = invitationEmailContent(invitation, language);

      expect(content.subject).toMatch(DEVANAGARI);
      expect(content.subject).toContain('Nisha Agro & Seeds');
      expect(content.text).toMatch(DEVANAGARI);
      expect(content.text).toContain(role);
      expect(content.text).toContain(invitation.link);
      expect(content.text).toContain('Asha Rao');
      expect(content.text).toContain('ravi@example.test');
      expect(content.text).not.toMatch(/Seed Portal|invited|accept/i);
      expect(content.html).toContain(`href="${invitation.link}"`);
      expect(content.html).toContain('<strong>Nisha Agro &amp; Seeds</strong>');
    },
  );

  it('when nobody is named as the inviter, then the Marathi e-mail still says who invites', () => {
    const content = invitationEmailContent({ ...invitation, inviterName: null, role: 'admin' }, 'mr');

    expect(content.text).toMatch(/^आपल्याला बियाणे ट्रेसेबिलिटी पोर्टलवर Nisha Agro & Seeds मध्ये ॲडमिन म्हणून/);
  });
});
