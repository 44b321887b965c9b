import { escapeHtml } from '../../shared/escape-html';
import type { OutgoingMessage } from './outbox';

export type EmailKind = 'signup' | 'magiclink' | 'recovery' | 'email_change' | 'reauthentication';

const SUBJECTS: Record<EmailKind, string> = {
  signup: 'Confirm your signup',
  magiclink: 'Your magic link',
  recovery: 'Reset your password',
  email_change: 'Confirm your new email address',
  reauthentication: 'Confirm it is you',
};

const LEADS: Record<EmailKind, { text: string; action: string }> = {
  signup: {
    text: 'Welcome to the Seed Portal. Confirm your email address to finish signing up.',
    action: 'Confirm your email',
  },
  magiclink: { text: 'Use this link to sign in to the Seed Portal.', action: 'Sign in' },
  recovery: {
    text: 'Someone asked to reset the password of your Seed Portal account. If it was not you, ignore this email.',
    action: 'Reset password',
  },
  email_change: {
    text: 'Confirm this address as the new email of your Seed Portal account.',
    action: 'Confirm new email',
  },
  reauthentication: { text: 'Enter this code to confirm it is you.', action: '' },
};

/** An e-mail with the link (when there is one) and the 6-digit code. */
export function emailMessage(input: {
  kind: EmailKind;
  to: string;
  link: string | null;
  code: string;
  expiresInMinutes: number;
  userId: string;
}): OutgoingMessage {
  const lead = LEADS[input.kind];
  const lines = [
    lead.text,
    '',
    ...(input.link
      ? [`${lead.action}: ${input.link}`, '', `Or enter this code: ${input.code}`]
      : [`Your code: ${input.code}`]),
    '',
    `The ${input.link ? 'link and code expire' : 'code expires'} in ${input.expiresInMinutes} minutes and work once.`,
  ];
  const html = [
    `<p>${escapeHtml(lead.text)}</p>`,
    ...(input.link ? [`<p><a href="${escapeHtml(input.link)}">${escapeHtml(lead.action)}</a></p>`] : []),
    `<p>${input.link ? 'Or enter this code' : 'Your code'}: <strong>${input.code}</strong></p>`,
    `<p>The ${input.link ? 'link and code expire' : 'code expires'} in ${input.expiresInMinutes} minutes and work once.</p>`,
  ].join('\n');
  return {
    channel: 'email',
    recipient: input.to,
    kind: input.kind,
    subject: SUBJECTS[input.kind],
    bodyText: lines.join('\n'),
    bodyHtml: html,
    userId: input.userId,
  };
}

/** The SMS of a one-time code (spec 1 §9: 6 digits). */
export function smsMessage(input: { kind: string; to: string; code: string; userId: string }): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: input.to,
    kind: input.kind,
    subject: null,
    bodyText: `Your seed portal code is ${input.code}`,
    bodyHtml: null,
    userId: input.userId,
  };
}
