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
}

/**
 * openid-client against the configured issuer. Discovery happens on first use and is cached
 * (a failed discovery is retried on the next sign-in). Plain-http issuers are accepted
 * outside production only (a local provider in development and tests).
 */
export function openIdProviderClient(config: OidcProviderConfig, options: { allowHttp: boolean }): OidcProviderClient {
  let discovered: Promise<client.Configuration> | null = null;
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
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, request.callbackUrl, {
        pkceCodeVerifier: request.codeVerifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('the provider returned no ID token');
      // Providers that keep the ID token small (no e-mail or name in it) answer them at userinfo.
      const userInfo =
        (idToken.email === undefined || idToken.name === undefined) && config.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
          : {};
      const claims: Record<string, unknown> & { sub: string; iss: string } = { ...userInfo, ...idToken };
      const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
      return {
        subject: claims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        name: text(claims.name),
        picture: text(claims.picture),
        issuer: claims.iss,
        rawClaims: { ...claims },
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token ?? null,
      };
    },
  };
}
