// POST /auth/v1/otp (GoTrue's otp.go): a magic link by e-mail or a code by SMS.
import { z } from 'zod';
import { sendOtp } from '../../domain/email-flows';
import { authEndpoint } from '../gotrue-http';
import { errors, Json, Metadata, Pkce, pkceOf, RedirectQuery, Security } from './shared';

const OtpBody = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  create_user: z.boolean().default(true),
  data: Metadata.optional(),
  channel: z.enum(['sms', 'whatsapp']).optional(),
  ...Pkce,
  ...Security,
});

export const otpRoute = authEndpoint(
  {
    method: 'post',
    path: '/otp',
    operationId: 'authOtp',
    summary: 'Send a magic link (e-mail) or a 6-digit code (SMS)',
    body: OtpBody,
    query: RedirectQuery,
    responses: { 200: { description: 'Sent', schema: Json }, ...errors },
  },
  async ({ body, query, req, res }, { auth, meta }) => {
    res.json(
      await sendOtp(
        auth,
        {
          email: body.email,
          phone: body.phone,
          createUser: body.create_user,
          data: body.data,
          redirectTo: query.redirect_to,
          pkce: pkceOf(body),
        },
        meta(req),
      ),
    );
  },
);
