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

/**
 * Notices that carry no code: what an address gets instead of a sign-up confirmation or a
 * sign-in link when sending those would tell a stranger whether the address has an account.
 * `account_exists`: a sign-up for an address that already has a confirmed account (its owner
 * learns how to get in). `no_account`: a magic link asked for an address without an account.
 */
export type NoticeKind = 'account_exists' | 'no_account';

const NOTICES: Record<NoticeKind, { subject: string; lines: (siteUrl: string) => string[] }> = {
  account_exists: {
    subject: 'You already have a Seed Portal account',
    lines: (siteUrl) => [
      'Someone, perhaps you, tried to register this address on the Seed Portal, but it already has an account.',
      `Sign in: ${siteUrl}/login`,
      `Forgot your password? Reset it: ${siteUrl}/forgot-password`,
      'If it was not you, ignore this message: nothing has changed.',
    ],
  },
  no_account: {
    subject: 'No Seed Portal account for this address',
    lines: (siteUrl) => [
      'Someone, perhaps you, asked for a sign-in link to the Seed Portal for this address, but it has no account.',
      `Register: ${siteUrl}/register`,
      'If you were invited, open the link of the invitation e-mail. If it was not you, ignore this message.',
    ],
  },
};

/** The e-mail of a notice. */
export function noticeEmail(input: {
  kind: NoticeKind;
  to: string;
  siteUrl: string;
  userId: string | null;
}): OutgoingMessage {
  const notice = NOTICES[input.kind];
  const lines = notice.lines(input.siteUrl);
  return {
    channel: 'email',
    recipient: input.to,
    kind: input.kind,
    subject: notice.subject,
    bodyText: lines.join('\n\n'),
    bodyHtml: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
    userId: input.userId,
  };
}

/** The SMS of `account_exists` (only to numbers that have an account: SMS cost money). */
export function accountExistsSms(input: { to: string; siteUrl: string; userId: string }): OutgoingMessage {
  return {
    channel: 'sms',
    recipient: input.to,
    kind: 'account_exists',
    subject: null,
    bodyText: `This number already has a Seed Portal account. Sign in at ${input.siteUrl}/login`,
    bodyHtml: null,
    userId: input.userId,
  };
}
