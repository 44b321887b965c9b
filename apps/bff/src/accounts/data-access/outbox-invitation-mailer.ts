import type { Language, Role } from '@seed/domain';
import type { DbClient } from '../../db/db';
import { AppError } from '../../shared/app-error';
import { firstLanguage } from '../../shared/language';
import type { InvitationEmail, InvitationMailer } from '../domain/ports';
import { escapeHtml } from '../../shared/escape-html';

/** The part of the auth server's outbox (apps/bff/src/auth) the invitation e-mail uses. */
export interface EmailOutbox {
  enqueue(
    tx: DbClient,
    message: {
      channel: 'email';
      recipient: string;
      kind: string;
      subject: string | null;
      bodyText: string;
      bodyHtml: string | null;
      userId: string | null;
    },
  ): Promise<void>;
  flush(): Promise<void>;
}

/** Subject, text and HTML body of an e-mail. */
export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

interface InvitationWords {
  subject: (organization: string) => string;
  /** The first sentence; called with plain text and with HTML (pieces escaped, the organization in bold). */
  intro: (inviter: string | null, organization: string, role: string) => string;
  roles: Record<Role, string>;
  acceptHere: string;
  action: string;
  signIn: (to: string) => string;
  ignore: string;
}

// English is the spec's wording; Hindi and Marathi name roles and the product as the catalogues do.
const INVITATION_WORDS: Record<Language, InvitationWords> = {
  en: {
    subject: (organization) => `You're invited to join ${organization} on the Seed Portal`,
    intro: (inviter, organization, role) =>
      `${inviter ? `${inviter} has invited you` : 'You have been invited'} to join ${organization} as ${role} on the Seed Portal.`,
    roles: { admin: 'admin', manager: 'manager' },
    acceptHere: 'Accept or decline the invitation here:',
    action: 'Accept or decline the invitation',
    signIn: (to) => `Sign in (or register) with this e-mail address, ${to}, to accept it.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
  hi: {
    subject: (organization) => `बीज ट्रेसेबिलिटी पोर्टल पर ${organization} से जुड़ने का आमंत्रण`,
    intro: (inviter, organization, role) =>
      inviter
        ? `${inviter} ने आपको बीज ट्रेसेबिलिटी पोर्टल पर ${organization} में ${role} के रूप में जुड़ने के लिए आमंत्रित किया है।`
        : `आपको बीज ट्रेसेबिलिटी पोर्टल पर ${organization} में ${role} के रूप में जुड़ने के लिए आमंत्रित किया गया है।`,
    roles: { admin: 'एडमिन', manager: 'मैनेजर' },
    acceptHere: 'आमंत्रण यहाँ स्वीकार या अस्वीकार करें:',
    action: 'आमंत्रण स्वीकार या अस्वीकार करें',
    signIn: (to) => `इसे स्वीकार करने के लिए इसी ई-मेल पते (${to}) से साइन इन (या रजिस्टर) करें।`,
    ignore: 'यदि आपको इस आमंत्रण की अपेक्षा नहीं थी, तो आप इस ई-मेल को अनदेखा कर सकते हैं।',
  },
  mr: {
    subject: (organization) => `बियाणे ट्रेसेबिलिटी पोर्टलवर ${organization} मध्ये सामील होण्याचे आमंत्रण`,
    intro: (inviter, organization, role) =>
      inviter
        ? `${inviter} यांनी आपल्याला बियाणे ट्रेसेबिलिटी पोर्टलवर ${organization} मध्ये ${role} म्हणून सामील होण्यासाठी आमंत्रित केले आहे.`
        : `आपल्याला बियाणे ट्रेसेबिलिटी पोर्टलवर ${organization} मध्ये ${role} म्हणून सामील होण्यासाठी आमंत्रित केले आहे.`,
    roles: { admin: 'ॲडमिन', manager: 'व्यवस्थापक' },
    acceptHere: 'आमंत्रण येथे स्वीकारा किंवा नाकारा:',
    action: 'आमंत्रण स्वीकारा किंवा नाकारा',
    signIn: (to) => `ते स्वीकारण्यासाठी याच ई-मेल पत्त्याने (${to}) साइन इन करा (किंवा नोंदणी करा).`,
    ignore: 'आपल्याला या आमंत्रणाची अपेक्षा नसल्यास, आपण या ई-मेलकडे दुर्लक्ष करू शकता.',
  },
};

/** Subject and bodies of the invitation e-mail in a language. */
export function invitationEmailContent(email: InvitationEmail, language: Language): EmailContent {
  const words = INVITATION_WORDS[language];
  const role = words.roles[email.role];
  const text =
    `${words.intro(email.inviterName, email.organizationName, role)}\n\n` +
    `${words.acceptHere}\n${email.link}\n\n` +
    `${words.signIn(email.to)} ${words.ignore}`;
  const intro = words.intro(
    email.inviterName ? escapeHtml(email.inviterName) : null,
    `<strong>${escapeHtml(email.organizationName)}</strong>`,
    escapeHtml(role),
  );
  const html =
    `<p>${intro}</p>` +
    `<p><a href="${escapeHtml(email.link)}">${words.action}</a></p>` +
    `<p>${words.signIn(escapeHtml(email.to))} ${words.ignore}</p>`;
  return { subject: words.subject(email.organizationName), text, html };
}

/** An e-mail of a feature (invitation, transfer claim) for the auth server's outbox. */
export interface OutboxEmail {
  recipient: string;
  kind: string;
  /** The e-mail written in a language: enqueueOutboxEmail chooses which. */
  content: (language: Language) => EmailContent;
  /** The language the sender's request asks for (Accept-Language), when known. */
  requestLanguage: Language | null;
}

/**
 * The languages a feature's e-mail may be written in, as chosen on profiles: the recipient's,
 * when the address has an account, and the sender's (the transaction's caller). Needs
 * service_role: the recipient's profile is no business of the caller's.
 */
async function profileLanguages(
  tx: DbClient,
  recipient: string,
): Promise<{ recipient: string | null; sender: string | null }> {
  const { rows } = await tx.query<{ recipient: string | null; sender: string | null }>(
    `select (select p.language from auth.users u join public.profiles p on p.auth_id = u.id
              where lower(u.email) = lower($1) and u.deleted_at is null) as recipient,
            (select p.language from public.profiles p where p.auth_id = (select auth.uid())) as sender`,
    [recipient],
  );
  return rows[0] ?? { recipient: null, sender: null };
}

/**
 * Writes a feature's e-mail to the auth server's outbox inside the transaction that needs it:
 * both commit or neither does. The outbox belongs to the auth server (service_role only), so
 * the write switches the transaction to service_role — the BFF's login role is a member of it
 * — and back to authenticated right after. The e-mail is written in its recipient's language
 * (issue 30): the one on their profile, else — a stranger to the portal — the sender's, else
 * the one the sender's request asks for.
 */
export async function enqueueOutboxEmail(outbox: EmailOutbox, tx: DbClient, email: OutboxEmail): Promise<void> {
  await tx.query(`select set_config('role', 'service_role', true)`);
  try {
    const chosen = await profileLanguages(tx, email.recipient);
    const content = email.content(firstLanguage(chosen.recipient, chosen.sender, email.requestLanguage));
    await outbox.enqueue(tx, {
      channel: 'email',
      recipient: email.recipient,
      kind: email.kind,
      subject: content.subject,
      bodyText: content.text,
      bodyHtml: content.html,
      userId: null,
    });
  } finally {
    await tx.query(`select set_config('role', 'authenticated', true)`);
  }
}

/** Invitation e-mails through the auth server's outbox, in the invitation's transaction. */
export function createOutboxInvitationMailer(outbox: EmailOutbox): InvitationMailer {
  return {
    enqueue: (tx, email) =>
      enqueueOutboxEmail(outbox, tx, {
        recipient: email.to,
        kind: 'invite',
        content: (language) => invitationEmailContent(email, language),
        requestLanguage: email.requestLanguage,
      }),
    afterCommit: () => outbox.flush(),
  };
}

/**
 * For an auth mode without an outbox (supabase): inviting fails before anything is kept,
 * rather than creating an invitation nobody is told about.
 */
export function createUnavailableInvitationMailer(): InvitationMailer {
  return {
    async enqueue() {
      throw new AppError(503, 'invitation_email_unavailable', 'Failed to send invitation');
    },
    afterCommit: async () => {},
  };
}
