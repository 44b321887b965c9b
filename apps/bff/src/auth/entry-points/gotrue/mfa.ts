// POST /auth/v1/factors, POST /factors/{factorId}/challenge, POST /factors/{factorId}/verify and
// DELETE /factors/{factorId}: TOTP factors (GoTrue's mfa.go).
import { z } from 'zod';
import { challengeFactor, enrollTotp, unenrollFactor, verifyFactor } from '../../domain/mfa';
import { authEndpoint } from '../gotrue-http';
import { errors, Json, SessionBody } from './shared';

const FactorParams = z.object({ factorId: z.uuid('Factor not found') });
const EnrollBody = z.object({
  factor_type: z.literal('totp', 'Only TOTP factors are supported'),
  friendly_name: z.string().max(120).optional(),
  issuer: z.string().max(120).optional(),
});
const ChallengeBody = z.looseObject({ channel: z.string().optional() });
const FactorVerifyBody = z.object({
  challenge_id: z.uuid('MFA challenge not found'),
  code: z.string({ error: 'Code is required' }).regex(/^\s*\d{6}\s*$/, 'Invalid TOTP code entered'),
});

export const enrollFactorRoute = authEndpoint(
  {
    method: 'post',
    path: '/factors',
    operationId: 'authEnrollFactor',
    summary: 'Enroll a TOTP factor: secret, otpauth URI and QR code (SVG)',
    authenticated: true,
    body: EnrollBody,
    responses: { 200: { description: 'The unverified factor', schema: Json }, ...errors },
  },
  async ({ claims, body, res }, { auth }) => {
    res.json(await enrollTotp(auth, claims, { friendlyName: body.friendly_name, issuer: body.issuer }));
  },
);

export const challengeFactorRoute = authEndpoint(
  {
    method: 'post',
    path: '/factors/{factorId}/challenge',
    operationId: 'authChallengeFactor',
    summary: 'Open a challenge of a factor (valid 5 minutes)',
    authenticated: true,
    params: FactorParams,
    // a TOTP challenge has no channel: the body is not read
    documented: { body: ChallengeBody },
    responses: { 200: { description: 'Challenge', schema: Json }, ...errors },
  },
  async ({ claims, params, req, res }, { auth, meta }) => {
    res.json(await challengeFactor(auth, claims, params.factorId, meta(req)));
  },
);

export const verifyFactorRoute = authEndpoint(
  {
    method: 'post',
    path: '/factors/{factorId}/verify',
    operationId: 'authVerifyFactor',
    summary: 'Verify a TOTP code for a challenge: the session becomes aal2 (new token pair)',
    authenticated: true,
    params: FactorParams,
    body: FactorVerifyBody,
    responses: { 200: { description: 'Session at aal2', schema: SessionBody }, ...errors },
  },
  async ({ claims, params, body, req, res }, { auth, meta }) => {
    res.json(
      await verifyFactor(auth, claims, params.factorId, { challengeId: body.challenge_id, code: body.code }, meta(req)),
    );
  },
);

export const unenrollFactorRoute = authEndpoint(
  {
    method: 'delete',
    path: '/factors/{factorId}',
    operationId: 'authUnenrollFactor',
    summary: 'Remove a factor (a verified one needs an aal2 session)',
    authenticated: true,
    params: FactorParams,
    responses: { 200: { description: 'Removed', schema: z.object({ id: z.uuid() }) }, ...errors },
  },
  async ({ claims, params, res }, { auth }) => {
    res.json(await unenrollFactor(auth, claims, params.factorId));
  },
);
