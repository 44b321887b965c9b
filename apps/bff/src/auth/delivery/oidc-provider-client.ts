import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../shared/config';

/** What a sign-in through the provider yields about the person. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  issuer: string;
  rawClaims: Record<string, unknown>;
  accessToken: string;
  refreshToken: string | null;
}

/** Port: the OpenID Connect provider (authorization code + PKCE). */
export interface OidcProviderClient {
  authorizationUrl(request: {
    redirectUri: string;
    state: string;
    nonce: string;
    codeChallenge: string;
    extra: Record<string, string>;
  }): Promise<URL>;
  /** Exchanges the code of the callback URL; checks state, nonce and the PKCE verifier. */
  complete(request: { callbackUrl: URL; state: string; nonce: string; codeVerifier: string }): Promise<ProviderIdentity>;
  /**
   * Verifies an ID token the client got from the provider itself (grant_type=id_token, e.g.
   * Google One Tap): signature by the provider's JWKS, issuer, audience = our client id.
   */
  verifyIdToken(idToken: string): Promise<JWTPayload & { sub: string; iss: string }>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The person an ID token (plus userinfo) describes. */
export function identityFromClaims(
  claims: Record<string, unknown> & { sub: string; iss: string },
  tokens: { accessToken: string; refreshToken: string | null },
): ProviderIdentity {
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    emailVerified: claims.email_verified === true,
    name: text(claims.name),
    picture: text(claims.picture),
    issuer: claims.iss,
    rawClaims: { ...claims },
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  };
}

/**
 * openid-client against the configured issuer. Discovery happens on first use and is cached
 * (a failed discovery is retried on the next sign-in). Plain-http issuers are accepted
 * outside production only (a local provider in development and tests).
 */
export function openIdProviderClient(config: OidcProviderConfig, options: { allowHttp: boolean }): OidcProviderClient {
  let discovered: Promise<client.Configuration> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(config.issuer),
        config.clientId,
        config.clientSecret,
        undefined,
        options.allowHttp && config.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    authorizationUrl: async (request) =>
      client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: request.redirectUri,
        scope: 'openid email profile',
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ...request.extra,
      }),
    complete: async (request) => {
      const server = await configuration();
      const tokens = await client.authorizationCodeGrant(server, request.callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      // Providers that keep the ID token small (no e-mail or name in it) answer them at userinfo.
      const userInfo =
        (idToken.email === undefined || idToken.name === undefined) && server.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(server, tokens.access_token, idToken.sub)
          : {};
      const claims: Record<string, unknown> & { sub: string; iss: string } = { ...userInfo, ...idToken };
      return identityFromClaims(claims, { accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? null });
    },
    verifyIdToken: async (idToken) => {
      const metadata = (await configuration()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error('the provider publishes no JWKS');
      jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      const { payload } = await jwtVerify(idToken, jwks, { issuer: metadata.issuer, audience: config.clientId });
      if (!payload.sub || !payload.iss) throw new Error('the ID token has no subject');
      return payload as JWTPayload & { sub: string; iss: string };
    },
  };
}
