// /auth/v1: the Supabase Auth (GoTrue) HTTP protocol over the auth schema. This is its route table
// (GoTrue's api.go); each handler is in gotrue/, in a file named as GoTrue's own (internal/api/*.go).
import express, { type Router } from 'express';
import type { ApiRegistry } from '../../shared/http/api-registry';
import type { AccessTokenVerifier } from '../domain/access-token-verifier';
import type { AuthDeps } from '../domain/deps';
import type { ProviderDeps } from '../domain/provider-sign-in';
import { callbackRoute, authorizeRoute } from './gotrue/external';
import { linkIdentityRoute, unlinkIdentityRoute } from './gotrue/identity';
import { jwksRoute } from './gotrue/jwks';
import { logoutRoute } from './gotrue/logout';
import { challengeFactorRoute, enrollFactorRoute, unenrollFactorRoute, verifyFactorRoute } from './gotrue/mfa';
import { otpRoute } from './gotrue/otp';
import { reauthenticateRoute } from './gotrue/reauthenticate';
import { recoverRoute } from './gotrue/recover';
import { resendRoute } from './gotrue/resend';
import { settingsRoute } from './gotrue/settings';
import { signUpRoute } from './gotrue/signup';
import { tokenRoute } from './gotrue/token';
import { getUserRoute, updateUserRoute } from './gotrue/user';
import { verifyLinkRoute, verifyRoute } from './gotrue/verify';
import {
  apiKeyCheck,
  apiVersionHeader,
  type AuthRoute,
  authRoute,
  type GotrueContext,
  gotrueErrorHandler,
  requestMeta,
} from './gotrue-http';

export interface GotrueRouteDeps {
  auth: AuthDeps;
  verifier: AccessTokenVerifier;
  anonKey: string;
  /** The OpenID Connect provider, when configured. */
  provider: ProviderDeps['provider'];
}

/** The endpoints in the order they are mounted and listed in the OpenAPI document. */
const ROUTES: AuthRoute[] = [
  settingsRoute,
  jwksRoute,
  tokenRoute,
  signUpRoute,
  otpRoute,
  verifyRoute,
  verifyLinkRoute,
  recoverRoute,
  resendRoute,
  reauthenticateRoute,
  updateUserRoute,
  getUserRoute,
  logoutRoute,
  enrollFactorRoute,
  challengeFactorRoute,
  verifyFactorRoute,
  unenrollFactorRoute,
  linkIdentityRoute,
  unlinkIdentityRoute,
  authorizeRoute,
  callbackRoute,
];

/** /auth/v1: the Supabase Auth (GoTrue) HTTP protocol over the auth schema. */
export function gotrueRouter(registry: ApiRegistry, deps: GotrueRouteDeps): Router {
  const router = express.Router();
  const { auth } = deps;
  const context: GotrueContext = {
    auth,
    providerDeps: { ...auth, provider: deps.provider },
    verifier: deps.verifier,
    meta: (req) => requestMeta(req, auth.config.siteUrl),
  };
  router.use(apiVersionHeader, apiKeyCheck(deps.anonKey));
  router.use(express.urlencoded({ extended: false }));
  for (const route of ROUTES) authRoute(router, registry, route, context);
  router.use(gotrueErrorHandler);
  return router;
}
