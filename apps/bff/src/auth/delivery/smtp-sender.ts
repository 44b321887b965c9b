import nodemailer from 'nodemailer';
import type { MessageSender } from '../domain/outbox';

/** E-mail through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465). */
export function smtpSender(options: { url: string; from: string }): MessageSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    send: async (message) => {
      await transport.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      });
    },
  };
}
