// POST /auth/v1/resend (GoTrue's resend.go).
import { z } from 'zod';
import { resend } from '../../domain/email-flows';
import { authEndpoint } from '../gotrue-http';
import { errors, Json, Pkce, pkceOf, RedirectQuery, Security } from './shared';

const ResendBody = z.object({
  type: z.enum(
    ['signup', 'sms', 'email_change', 'phone_change'],
    'Missing one of these types: signup, email_change, sms, phone_change',
  ),
  email: z.string().optional(),
  phone: z.string().optional(),
  ...Pkce,
  ...Security,
});

export const resendRoute = authEndpoint(
  {
    method: 'post',
    path: '/resend',
    operationId: 'authResend',
    summary: 'Send the sign-up confirmation or a pending change code again',
    body: ResendBody,
    query: RedirectQuery,
    responses: { 200: { description: 'Sent', schema: Json }, ...errors },
  },
  async ({ body, query, req, res }, { auth, meta }) => {
    res.json(
      await resend(
        auth,
        { type: body.type, email: body.email, phone: body.phone, redirectTo: query.redirect_to, pkce: pkceOf(body) },
        meta(req),
      ),
    );
  },
);
