import type { DbClient } from '../../db/db';
import { AppError } from '../../shared/app-error';
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

/** Subject and bodies of the invitation e-mail. */
export function invitationEmailContent(email: InvitationEmail): { subject: string; text: string; html: string } {
  const who = email.inviterName ? `${email.inviterName} has invited you` : 'You have been invited';
  const subject = `You're invited to join ${email.organizationName} on the Seed Portal`;
  const text =
    `${who} to join ${email.organizationName} as ${email.role} on the Seed Portal.\n\n` +
    `Accept or decline the invitation here:\n${email.link}\n\n` +
    `Sign in (or register) with this e-mail address, ${email.to}, to accept it. ` +
    `If you did not expect this invitation, you can ignore this e-mail.`;
  const html =
    `<p>${escapeHtml(who)} to join <strong>${escapeHtml(email.organizationName)}</strong> as ${escapeHtml(email.role)} on the Seed Portal.</p>` +
    `<p><a href="${escapeHtml(email.link)}">Accept or decline the invitation</a></p>` +
    `<p>Sign in (or register) with this e-mail address, ${escapeHtml(email.to)}, to accept it. ` +
    `If you did not expect this invitation, you can ignore this e-mail.</p>`;
  return { subject, text, html };
}

/** An e-mail of a feature (invitation, transfer claim) for the auth server's outbox. */
export interface OutboxEmail {
  recipient: string;
  kind: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes a feature's e-mail to the auth server's outbox inside the transaction that needs it:
 * both commit or neither does. The outbox belongs to the auth server (service_role only), so
 * the write switches the transaction to service_role — the BFF's login role is a member of it
 * — and back to authenticated right after.
 */
export async function enqueueOutboxEmail(outbox: EmailOutbox, tx: DbClient, email: OutboxEmail): Promise<void> {
  await tx.query(`select set_config('role', 'service_role', true)`);
  try {
    await outbox.enqueue(tx, {
      channel: 'email',
      recipient: email.recipient,
      kind: email.kind,
      subject: email.subject,
      bodyText: email.text,
      bodyHtml: email.html,
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
      enqueueOutboxEmail(outbox, tx, { recipient: email.to, kind: 'invite', ...invitationEmailContent(email) }),
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
