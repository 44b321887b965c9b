import { randomUUID } from 'node:crypto';
import type { Language } from '@seed/domain';
import { SERVICE, type DbClient } from '../../db/db';
import { firstLanguage } from '../../shared/language';
import { deleteFlowState, findFlowStateByAuthCode, insertIssuedFlowState } from '../data-access/flow-state-repository';
import type { OneTimeTokenType } from '../data-access/one-time-tokens-repository';
import { lastOutboxMessageAt } from '../data-access/outbox-repository';
import {
  findProfileLanguage,
  findUserByEmail,
  findUserByPhone,
  findUserById,
  findUserWithPendingChange,
  updateUser,
  upsertIdentity,
  type UserRecord,
} from '../data-access/users-repository';
import {
  addProvider,
  channelIdentityData,
  checkPasswordStrength,
  confirmChannel,
  createAccount,
  findUserByChannel,
  validEmail,
  validPhone,
  type Channel,
} from './accounts';
import { authErrors, type AuthError } from './auth-error';
import type { AccessTokenClaims } from './claims';
import type { AuthDeps, RequestMeta } from './deps';
import { lookalikeSignUpUser } from './lookalike-user';
import { accountExistsSms, emailMessage, noticeEmail, smsMessage, type EmailKind, type NoticeKind } from './messages';
import { issueOneTimeToken, sentTooSoon, verifyCode, verifyLink, type PkceChallenge } from './one-time-tokens';
import { checkRateLimits, limitAttempt } from './rate-limits';
import { allowedRedirect } from './redirects';
import { pkceMatches, tokenHash } from './secrets';
import { startSession, type AuthMethod, type SessionResponse } from './sessions';
import { loadCaller } from './caller';
import { loadUserView, userJson } from './user-view';

/** How long an issued PKCE auth code may wait for its exchange (GoTrue: 5 minutes). */
const AUTH_CODE_LIFETIME_MS = 5 * 60_000;

/** Token types of each `type` of POST/GET /verify. */
export const VERIFY_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  magiclink: ['magiclink', 'confirmation'],
  email: ['confirmation', 'magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change_new'],
  sms: ['sms'],
  phone_change: ['phone_change'],
};
export type VerifyType = keyof typeof VERIFY_TYPES;

const EMAIL_KIND: Partial<Record<OneTimeTokenType, EmailKind>> = {
  confirmation: 'signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
  reauthentication: 'reauthentication',
};

const AMR: Record<OneTimeTokenType, AuthMethod> = {
  confirmation: 'email/signup',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
  sms: 'otp',
  phone_change: 'otp',
  reauthentication: 'otp',
};

function flush(deps: AuthDeps): void {
  void deps.outbox.flush();
}

/**
 * What a message to a user is written in (issue 30): the language they chose on their profile,
 * else the one the request asks for (a new sign-up, an address without an account).
 */
async function messageLanguage(tx: DbClient, userId: string | null, requestLanguage: Language): Promise<Language> {
  return firstLanguage(userId ? await findProfileLanguage(tx, userId) : null, requestLanguage);
}

/** Writes a token and its e-mail or SMS into the outbox (same transaction). */
async function sendToken(
  tx: DbClient,
  deps: AuthDeps,
  request: {
    user: UserRecord;
    type: OneTimeTokenType;
    to: string;
    channel: 'email' | 'sms';
    siteUrl: string;
    requestLanguage: Language;
    redirectTo: string | null;
    pkce: PkceChallenge | null;
  },
): Promise<void> {
  const language = await messageLanguage(tx, request.user.id, request.requestLanguage);
  const issued = await issueOneTimeToken(tx, deps, {
    userId: request.user.id,
    type: request.type,
    relatesTo: request.to,
    channel: request.channel,
    redirectTo: request.redirectTo,
    pkce: request.pkce,
  });
  if (request.channel === 'sms') {
    await deps.outbox.enqueue(
      tx,
      smsMessage({ kind: request.type, to: request.to, code: issued.code, userId: request.user.id, language }),
    );
    return;
  }
  const kind = EMAIL_KIND[request.type] ?? 'magiclink';
  const link =
    issued.linkToken && request.type !== 'reauthentication'
      ? `${request.siteUrl}/auth/v1/verify?${new URLSearchParams({
          token: issued.linkToken,
          type: kind,
          redirect_to: request.redirectTo ?? request.siteUrl,
        }).toString()}`
      : null;
  await deps.outbox.enqueue(
    tx,
    emailMessage({
      kind,
      to: request.to,
      link,
      code: issued.code,
      expiresInMinutes: Math.round(deps.config.emailOtpExpirySeconds / 60),
      userId: request.user.id,
      language,
    }),
  );
}

function channelOf(input: { email?: string | undefined; phone?: string | undefined }): Channel {
  if (input.email) return { email: validEmail(input.email) };
  if (input.phone) return { phone: validPhone(input.phone) };
  throw authErrors.validation('An email address or phone number is required');
}

function redirectFor(deps: AuthDeps, meta: RequestMeta, requested: string | null | undefined): string {
  return allowedRedirect(requested, meta.siteUrl, deps.config.redirectAllowList);
}

// Sign-up ------------------------------------------------------------------------------------

export interface SignUpInput {
  email?: string | undefined;
  phone?: string | undefined;
  password?: string | undefined;
  data?: Record<string, unknown> | undefined;
  redirectTo?: string | undefined;
  pkce: PkceChallenge | null;
}

/**
 * POST /signup. Confirmation is required (Supabase's default): e-mail sign-ups get a
 * confirmation e-mail, phone sign-ups an SMS code, and the answer is the user without a
 * session. The answer must not tell who has an account (review 2026-11-26 L2): an address that
 * already has one gets a look-alike of a new user (lookalikeSignUpUser), and its confirmed owner
 * gets an "account already exists" notice instead of a confirmation, so a real person who forgot
 * they registered learns how to sign in. Both paths hash the password, and both refuse a repeat
 * within AUTH_OTP_MIN_INTERVAL_SECONDS alike.
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, meta: RequestMeta): Promise<Record<string, unknown>> {
  if (!deps.config.enableSignup) throw authErrors.signupDisabled();
  if (!input.password) throw authErrors.passwordRequired();
  checkPasswordStrength(input.password);
  const channel = channelOf(input);
  await checkRateLimits(deps, 'otp', { ip: meta.ip, account: channel.email ?? channel.phone! });
  const data = input.data ?? {};
  const redirectTo = redirectFor(deps, meta, input.redirectTo);
  // Hashed whether or not the address has an account: the hash is most of the work, so a
  // taken address answers as slowly as a new one and timing does not tell them apart.
  const passwordHash = await deps.hasher.hash(input.password);
  const result = await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const existing = await findUserByChannel(tx, channel, { lock: true });
    const confirmed = existing && (channel.email !== undefined ? existing.emailConfirmedAt : existing.phoneConfirmedAt);
    if (existing && confirmed) {
      await sendNotice(tx, deps, {
        kind: 'account_exists',
        channel: channel.email !== undefined ? 'email' : 'sms',
        to: channel.email ?? channel.phone!,
        siteUrl: meta.siteUrl,
        requestLanguage: meta.language,
        userId: existing.id,
      });
      return lookalikeSignUpUser(channel, data);
    }
    const user = existing
      ? await updateUser(tx, existing.id, {
          encryptedPassword: passwordHash,
          userMetadata: { ...existing.userMetadata, ...data },
        })
      : await createAccount(tx, deps.hasher, { ...channel, passwordHash, userMetadata: data });
    await sendToken(tx, deps, {
      user,
      type: channel.email !== undefined ? 'confirmation' : 'sms',
      to: channel.email ?? channel.phone!,
      channel: channel.email !== undefined ? 'email' : 'sms',
      siteUrl: meta.siteUrl,
      requestLanguage: meta.language,
      redirectTo,
      pkce: input.pkce,
    });
    await updateUser(tx, user.id, { confirmationSentAt: new Date() });
    // An unconfirmed account signing up again: its stored id, age and earlier metadata are not
    // the caller's to see (anyone may type the address), so it answers like a new one too.
    return existing ? lookalikeSignUpUser(channel, data) : userJson((await loadUserView(tx, user.id))!);
  });
  flush(deps);
  return result;
}

/**
 * Writes a notice (no code) into the outbox, refused like a code with GoTrue's 429 when one of
 * the same kind went to the address less than AUTH_OTP_MIN_INTERVAL_SECONDS ago: a repeated
 * request must meet the same answer whether the address got a code or a notice.
 */
async function sendNotice(
  tx: DbClient,
  deps: AuthDeps,
  notice: {
    kind: NoticeKind;
    channel: 'email' | 'sms';
    to: string;
    siteUrl: string;
    requestLanguage: Language;
    userId: string | null;
  },
): Promise<void> {
  const interval = deps.config.otpMinIntervalSeconds;
  if (interval > 0) {
    const last = await lastOutboxMessageAt(tx, notice.to, notice.kind, interval);
    if (last) throw sentTooSoon(notice.channel, interval, last);
  }
  const language = await messageLanguage(tx, notice.userId, notice.requestLanguage);
  await deps.outbox.enqueue(
    tx,
    notice.channel === 'sms'
      ? accountExistsSms({ to: notice.to, siteUrl: notice.siteUrl, userId: notice.userId!, language })
      : noticeEmail({ kind: notice.kind, to: notice.to, siteUrl: notice.siteUrl, userId: notice.userId, language }),
  );
}

// Passwordless: magic link and SMS code -------------------------------------------------------

export interface OtpInput {
  email?: string | undefined;
  phone?: string | undefined;
  createUser: boolean;
  data?: Record<string, unknown> | undefined;
  redirectTo?: string | undefined;
  pkce: PkceChallenge | null;
}

/**
 * POST /otp: a magic link (e-mail; a confirmation link for an unconfirmed account) or an SMS
 * code. With create_user false an unknown address gets the same answer as a known one, not
 * GoTrue's 422 otp_disabled (which tells a stranger who has an account): an e-mail address gets
 * a "no account, register here" notice, so a person who typed the wrong address is not left
 * waiting; a number gets nothing (an SMS to any number typed would cost money and invite SMS
 * pumping).
 */
export async function sendOtp(deps: AuthDeps, input: OtpInput, meta: RequestMeta): Promise<Record<string, unknown>> {
  const channel = channelOf(input);
  await checkRateLimits(deps, 'otp', { ip: meta.ip, account: channel.email ?? channel.phone! });
  const redirectTo = redirectFor(deps, meta, input.redirectTo);
  const messageId = await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    let user = await findUserByChannel(tx, channel, { lock: true });
    // With sign-ups off, an unknown address is answered the same way (GoTrue: 422 signup_disabled).
    if (!user && (!input.createUser || !deps.config.enableSignup)) {
      if (channel.phone !== undefined) return randomUUID();
      await sendNotice(tx, deps, {
        kind: 'no_account',
        channel: 'email',
        to: channel.email,
        siteUrl: meta.siteUrl,
        requestLanguage: meta.language,
        userId: null,
      });
      return null;
    }
    if (!user) {
      user = await createAccount(tx, deps.hasher, { ...channel, userMetadata: input.data ?? {} });
    }
    if (channel.email !== undefined) {
      const type: OneTimeTokenType = user.emailConfirmedAt ? 'magiclink' : 'confirmation';
      await sendToken(tx, deps, {
        user,
        type,
        to: channel.email,
        channel: 'email',
        siteUrl: meta.siteUrl,
        requestLanguage: meta.language,
        redirectTo,
        pkce: input.pkce,
      });
      return null;
    }
    await sendToken(tx, deps, {
      user,
      type: 'sms',
      to: channel.phone!,
      channel: 'sms',
      siteUrl: meta.siteUrl,
      requestLanguage: meta.language,
      redirectTo,
      pkce: null,
    });
    return randomUUID();
  });
  flush(deps);
  return messageId ? { message_id: messageId } : {};
}

/** POST /recover: a password-reset e-mail. Unknown addresses get the same empty answer. */
export async function recoverPassword(
  deps: AuthDeps,
  input: { email: string; redirectTo?: string | undefined; pkce: PkceChallenge | null },
  meta: RequestMeta,
): Promise<Record<string, never>> {
  const email = validEmail(input.email);
  await checkRateLimits(deps, 'otp', { ip: meta.ip, account: email });
  const redirectTo = redirectFor(deps, meta, input.redirectTo);
  await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const user = await findUserByEmail(tx, email, { lock: true });
    if (!user) return;
    await sendToken(tx, deps, {
      user,
      type: 'recovery',
      to: email,
      channel: 'email',
      siteUrl: meta.siteUrl,
      requestLanguage: meta.language,
      redirectTo,
      pkce: input.pkce,
    });
    await updateUser(tx, user.id, { recoverySentAt: new Date() });
  });
  flush(deps);
  return {};
}

/** POST /resend: the sign-up confirmation, or the code of a pending e-mail/phone change, again. */
export async function resend(
  deps: AuthDeps,
  input: {
    type: 'signup' | 'sms' | 'email_change' | 'phone_change';
    email?: string | undefined;
    phone?: string | undefined;
    redirectTo?: string | undefined;
    pkce: PkceChallenge | null;
  },
  meta: RequestMeta,
): Promise<Record<string, unknown>> {
  const channel = channelOf(input);
  await checkRateLimits(deps, 'otp', { ip: meta.ip, account: channel.email ?? channel.phone! });
  const redirectTo = redirectFor(deps, meta, input.redirectTo);
  const messageId = await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const common = { siteUrl: meta.siteUrl, requestLanguage: meta.language, redirectTo, pkce: input.pkce };
    switch (input.type) {
      case 'signup': {
        if (!channel.email) throw authErrors.validation('Type provided requires an email address');
        const user = await findUserByEmail(tx, channel.email, { lock: true });
        if (!user || user.emailConfirmedAt) return null;
        await sendToken(tx, deps, { ...common, user, type: 'confirmation', to: channel.email, channel: 'email' });
        await updateUser(tx, user.id, { confirmationSentAt: new Date() });
        return null;
      }
      case 'sms': {
        if (!channel.phone) throw authErrors.validation('Type provided requires a phone number');
        const user = await findUserByPhone(tx, channel.phone, { lock: true });
        if (!user || user.phoneConfirmedAt) return null;
        await sendToken(tx, deps, { ...common, user, type: 'sms', to: channel.phone, channel: 'sms', pkce: null });
        return randomUUID();
      }
      case 'email_change': {
        if (!channel.email) throw authErrors.validation('Type provided requires an email address');
        const user = await findUserWithPendingChange(tx, 'email', channel.email);
        if (!user?.emailChange) return null;
        await sendToken(tx, deps, {
          ...common,
          user,
          type: 'email_change_new',
          to: user.emailChange,
          channel: 'email',
        });
        await updateUser(tx, user.id, { emailChangeSentAt: new Date() });
        return null;
      }
      case 'phone_change': {
        if (!channel.phone) throw authErrors.validation('Type provided requires a phone number');
        const user = await findUserWithPendingChange(tx, 'phone', channel.phone);
        if (!user?.phoneChange) return null;
        await sendToken(tx, deps, {
          ...common,
          user,
          type: 'phone_change',
          to: user.phoneChange,
          channel: 'sms',
          pkce: null,
        });
        await updateUser(tx, user.id, { phoneChangeSentAt: new Date() });
        return randomUUID();
      }
    }
  });
  flush(deps);
  return messageId ? { message_id: messageId } : {};
}

/** GET /reauthenticate: a code (the nonce of PUT /user) by e-mail, or SMS for phone-only users. */
export async function reauthenticate(
  deps: AuthDeps,
  claims: AccessTokenClaims,
  meta: RequestMeta,
): Promise<Record<string, never>> {
  await checkRateLimits(deps, 'otp', { ip: meta.ip, account: claims.sub });
  await deps.db.unitOfWork(SERVICE, {}, async (tx) => {
    const { view } = await loadCaller(tx, claims);
    const user = view.user;
    if (!user.email && !user.phone)
      throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    const byEmail = Boolean(user.email);
    await sendToken(tx, deps, {
      user,
      type: 'reauthentication',
      to: byEmail ? user.email! : user.phone!,
      channel: byEmail ? 'email' : 'sms',
      siteUrl: meta.siteUrl,
      requestLanguage: meta.language,
      redirectTo: null,
      pkce: null,
    });
    await updateUser(tx, user.id, { reauthenticationSentAt: new Date() });
  });
  flush(deps);
  return {};
}

// Change requests of PUT /user ----------------------------------------------------------------

/** Starts an e-mail or phone change: the code goes to the new address, which is free. */
export async function requestChannelChange(
  tx: DbClient,
  deps: AuthDeps,
  user: UserRecord,
  change: Channel,
  meta: RequestMeta,
  options: { redirectTo?: string | undefined; pkce: PkceChallenge | null },
): Promise<UserRecord> {
  if (change.email !== undefined) {
    if (change.email === user.email) return user;
    if (await findUserByEmail(tx, change.email)) throw authErrors.emailExists();
    const updated = await updateUser(tx, user.id, { emailChange: change.email, emailChangeSentAt: new Date() });
    await sendToken(tx, deps, {
      user: updated,
      type: 'email_change_new',
      to: change.email,
      channel: 'email',
      siteUrl: meta.siteUrl,
      requestLanguage: meta.language,
      redirectTo: redirectFor(deps, meta, options.redirectTo),
      pkce: options.pkce,
    });
    return updated;
  }
  if (change.phone === user.phone && user.phoneConfirmedAt) return user;
  if (change.phone !== user.phone && (await findUserByPhone(tx, change.phone))) throw authErrors.phoneExists();
  const updated = await updateUser(tx, user.id, { phoneChange: change.phone, phoneChangeSentAt: new Date() });
  await sendToken(tx, deps, {
    user: updated,
    type: 'phone_change',
    to: change.phone,
    channel: 'sms',
    siteUrl: meta.siteUrl,
    requestLanguage: meta.language,
    redirectTo: null,
    pkce: null,
  });
  return updated;
}

// Verification ---------------------------------------------------------------------------------

export interface VerifyInput {
  type: VerifyType;
  /** The 6-digit code (with email or phone). */
  token?: string | undefined;
  /** The link token (GET /verify?token=… or POST {token_hash}). */
  tokenHash?: string | undefined;
  email?: string | undefined;
  phone?: string | undefined;
}

export type VerifyOutcome =
  | { kind: 'session'; session: SessionResponse; redirectTo: string | null; type: VerifyType }
  | { kind: 'code'; authCode: string; redirectTo: string | null; type: VerifyType };

/** Applies what a verified token proves: a confirmed address, or a completed change. */
async function applyVerifiedToken(tx: DbClient, user: UserRecord, type: OneTimeTokenType): Promise<UserRecord> {
  switch (type) {
    case 'confirmation':
    case 'magiclink':
    case 'recovery':
      return user.emailConfirmedAt ? user : confirmChannel(tx, user, 'email');
    case 'sms':
      return user.phoneConfirmedAt ? user : confirmChannel(tx, user, 'phone');
    case 'email_change_new': {
      if (!user.emailChange) throw authErrors.otpExpired();
      const changed = { ...user, email: user.emailChange, emailConfirmedAt: new Date() };
      const updated = await updateUser(tx, user.id, {
        email: changed.email,
        emailChange: null,
        emailConfirmedAt: changed.emailConfirmedAt,
        userMetadata: { ...user.userMetadata, email: changed.email, email_verified: true },
      });
      await upsertIdentity(tx, {
        userId: user.id,
        provider: 'email',
        providerId: user.id,
        identityData: channelIdentityData(changed),
        signedIn: false,
      });
      return addProvider(tx, updated, 'email');
    }
    case 'phone_change': {
      if (!user.phoneChange) throw authErrors.otpExpired();
      const changed = { ...user, phone: user.phoneChange, phoneConfirmedAt: new Date() };
      const updated = await updateUser(tx, user.id, {
        phone: changed.phone,
        phoneChange: null,
        phoneConfirmedAt: changed.phoneConfirmedAt,
        userMetadata: { ...user.userMetadata, phone_verified: true },
      });
      await upsertIdentity(tx, {
        userId: user.id,
        provider: 'phone',
        providerId: user.id,
        identityData: channelIdentityData(changed),
        signedIn: false,
      });
      return addProvider(tx, updated, 'phone');
    }
    default:
      return user;
  }
}

/**
 * POST /verify and GET /verify. A valid code or link token is spent, its effect applied
 * and the user signed in. A link of a PKCE flow (GET) yields an auth code instead, which the
 * client exchanges with its code verifier at /token?grant_type=pkce.
 */
export async function verify(
  deps: AuthDeps,
  input: VerifyInput,
  meta: RequestMeta,
  options: { viaLink: boolean },
): Promise<VerifyOutcome> {
  const types = VERIFY_TYPES[input.type];
  if (!types) throw authErrors.validation('Verify requires a verification type');
  let relatesTo: string | null = null;
  if (!input.tokenHash) {
    if (!input.token) throw authErrors.validation('Verify requires a token or a token hash');
    if (input.email) relatesTo = validEmail(input.email);
    else if (input.phone) relatesTo = validPhone(input.phone);
    else throw authErrors.validation('Only an email address or phone number should be provided on verify');
  }
  return limitAttempt(deps, 'sign_in', { ip: meta.ip, account: relatesTo }, async () => {
    // Thrown after the commit, so a counted wrong code stays counted and the failure counts too.
    const outcome = await verifyToken(deps, input, relatesTo, types, meta, options);
    if ('error' in outcome) throw outcome.error;
    return outcome.ok;
  });
}

/** The work of verify(): a failed verification that changed state (a counted wrong code) still commits. */
async function verifyToken(
  deps: AuthDeps,
  input: VerifyInput,
  relatesTo: string | null,
  types: OneTimeTokenType[],
  meta: RequestMeta,
  options: { viaLink: boolean },
): Promise<{ error: AuthError } | { ok: VerifyOutcome }> {
  return deps.db.unitOfWork(SERVICE, {}, async (tx): Promise<{ error: AuthError } | { ok: VerifyOutcome }> => {
    const verified = input.tokenHash
      ? await verifyLink(tx, input.tokenHash, types)
      : await verifyCode(tx, relatesTo!, types, input.token!);
    if ('error' in verified) return { error: verified.error };
    const { token } = verified;
    const user = await findUserById(tx, token.userId, { lock: true });
    if (!user) return { error: authErrors.otpExpired() };
    await applyVerifiedToken(tx, user, token.tokenType);
    if (options.viaLink && token.codeChallenge && token.codeChallengeMethod) {
      const authCode = randomUUID();
      await insertIssuedFlowState(tx, {
        userId: user.id,
        authCodeHash: tokenHash(authCode),
        codeChallenge: token.codeChallenge,
        codeChallengeMethod: token.codeChallengeMethod,
        authenticationMethod: AMR[token.tokenType],
      });
      return { ok: { kind: 'code', authCode, redirectTo: token.redirectTo, type: input.type } };
    }
    const provider = token.tokenType === 'sms' || token.tokenType === 'phone_change' ? 'phone' : 'email';
    const session = await startSession(tx, deps, user.id, AMR[token.tokenType], meta, { provider });
    return { ok: { kind: 'session', session, redirectTo: token.redirectTo, type: input.type } };
  });
}

/** grant_type=pkce: an auth code and the verifier of its challenge → a session. */
export async function exchangeAuthCode(
  deps: AuthDeps,
  input: { authCode: string; codeVerifier: string },
  meta: RequestMeta,
): Promise<SessionResponse> {
  return limitAttempt(deps, 'sign_in', { ip: meta.ip, account: null }, () => exchangeAuthCodeOnce(deps, input, meta));
}

async function exchangeAuthCodeOnce(
  deps: AuthDeps,
  input: { authCode: string; codeVerifier: string },
  meta: RequestMeta,
): Promise<SessionResponse> {
  const outcome = await deps.db.unitOfWork(
    SERVICE,
    {},
    async (tx): Promise<{ error: AuthError } | { session: SessionResponse }> => {
      const flow = await findFlowStateByAuthCode(tx, tokenHash(input.authCode));
      if (!flow || !flow.userId) return { error: authErrors.flowStateNotFound() };
      if (!flow.authCodeIssuedAt || Date.now() - flow.authCodeIssuedAt.getTime() > AUTH_CODE_LIFETIME_MS) {
        await deleteFlowState(tx, flow.id);
        return { error: authErrors.flowStateExpired() };
      }
      if (!flow.codeChallenge || !flow.codeChallengeMethod) return { error: authErrors.flowStateNotFound() };
      if (!pkceMatches(flow.codeChallenge, flow.codeChallengeMethod, input.codeVerifier)) {
        return { error: authErrors.badCodeVerifier() };
      }
      await deleteFlowState(tx, flow.id);
      const method = flow.authenticationMethod as AuthMethod;
      const provider = flow.providerType ?? (method === 'otp' ? 'phone' : 'email');
      const session = await startSession(tx, deps, flow.userId, method, meta, { provider });
      // A provider sign-in hands the provider's tokens over once, as GoTrue does.
      return {
        session: {
          ...session,
          ...(flow.providerAccessToken ? { provider_token: flow.providerAccessToken } : {}),
          ...(flow.providerRefreshToken ? { provider_refresh_token: flow.providerRefreshToken } : {}),
        },
      };
    },
  );
  if ('error' in outcome) throw outcome.error;
  return outcome.session;
}
