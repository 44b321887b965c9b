import { enqueueOutboxEmail, type EmailOutbox } from '../../accounts';
import { escapeHtml } from '../../shared/escape-html';
import { AppError } from '../../shared/app-error';
import type { TransferClaimEmail, TransferMailer } from '../domain/ports';

/** Subject and bodies of the claim e-mail, written for someone who has never seen the portal. */
export function transferClaimEmailContent(email: TransferClaimEmail): { subject: string; text: string; html: string } {
  const subject = `${email.senderName} sent you seed on the Seed Portal`;
  const lines = email.items.map((item) => `- ${item}`).join('\n');
  const text =
    `${email.senderName} has recorded a transfer of seed to you on the Seed Portal:\n\n${lines}\n\n` +
    `Open this link, sign in or register with this e-mail address (${email.to}), and claim it:\n${email.link}\n\n` +
    `Once you claim it, the seed lots and their history are in your organization's account. ` +
    `If you did not expect this, you can ignore this e-mail.`;
  const html =
    `<p>${escapeHtml(email.senderName)} has recorded a transfer of seed to you on the Seed Portal:</p>` +
    `<ul>${email.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` +
    `<p><a href="${escapeHtml(email.link)}">Claim the transfer</a></p>` +
    `<p>Sign in or register with this e-mail address (${escapeHtml(email.to)}) to claim it. ` +
    `If you did not expect this, you can ignore this e-mail.</p>`;
  return { subject, text, html };
}

/** Claim e-mails through the auth server's outbox, in the transfer's transaction. */
export function createOutboxTransferMailer(outbox: EmailOutbox): TransferMailer {
  return {
    enqueue: (tx, email) =>
      enqueueOutboxEmail(outbox, tx, {
        recipient: email.to,
        kind: 'transfer_claim',
        ...transferClaimEmailContent(email),
      }),
    afterCommit: () => outbox.flush(),
  };
}

/** For an auth mode without an outbox: a transfer to an e-mail fails before anything is kept. */
export function createUnavailableTransferMailer(): TransferMailer {
  return {
    async enqueue() {
      throw new AppError(503, 'transfer_email_unavailable', 'Failed to send the claim e-mail');
    },
    afterCommit: async () => {},
  };
}
