/**
 * The Google side of the sign-in: OAuth 2.0 authorization code with PKCE (S256) through arctic's
 * generic OAuth2Client on the configurable endpoints, then the OpenID Connect userinfo endpoint.
 * Tests point the endpoints at the local fake (server/test/fake-google.ts), so this code runs there too.
 */
import { CodeChallengeMethod, OAuth2Client, OAuth2RequestError } from 'arctic';
import { z } from 'zod';
import type { GoogleSettings } from '../../env.js';

export const googleScopes = ['openid', 'email', 'profile'];
const userinfoTimeoutMs = 10_000;

/** Where Google sends the browser back to. */
export function googleRedirectUri(appOrigin: string): string {
  return `${appOrigin}/api/auth/google/callback`;
}

/**
 * Google (or the user) said no: cancelled, unknown or reused code, refused token, unverified
 * address. The user sees GOOGLE_LOGIN_FAILED / GOOGLE_SIGNUP_FAILED; anything else is an error.
 */
export class GoogleSignInRefused extends Error {
  override name = 'GoogleSignInRefused';
}

/**
 * Google's verified address belongs to an account whose address was never proven (a password
 * sign-up, perhaps by someone else): it is not linked. The user sees GOOGLE_ACCOUNT_UNVERIFIED and
 * proves the address first (sign in with the password, or 'Wachtwoord vergeten?').
 */
export class GoogleAccountUnverified extends Error {
  override name = 'GoogleAccountUnverified';
}

export interface GoogleProfile {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

const verifiedFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

const userinfoBody = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().min(3).max(254),
  email_verified: verifiedFlag.optional(),
  name: z.string().max(500).nullish(),
  picture: z.string().max(2048).nullish(),
});

export interface GoogleClient {
  authorizationUrl(state: string, codeVerifier: string): URL;
  /** Exchanges the code (with the PKCE verifier) and reads the user's profile. */
  fetchProfile(code: string, codeVerifier: string): Promise<GoogleProfile>;
}

export function createGoogleClient(settings: GoogleSettings, redirectUri: string): GoogleClient {
  const oauth = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri);

  async function exchangeCode(code: string, codeVerifier: string): Promise<string> {
    try {
      const tokens = await oauth.validateAuthorizationCode(settings.tokenUrl, code, codeVerifier);
      return tokens.accessToken();
    } catch (err) {
      if (err instanceof OAuth2RequestError) throw new GoogleSignInRefused(`token endpoint refused the code: ${err.code}`);
      throw err;
    }
  }

  async function readUserinfo(accessToken: string): Promise<GoogleProfile> {
    const response = await fetch(settings.userinfoUrl, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(userinfoTimeoutMs),
    });
    if (response.status >= 400 && response.status < 500) {
      await response.body?.cancel();
      throw new GoogleSignInRefused(`userinfo answered ${response.status}`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`userinfo answered ${response.status}`);
    }
    const body = userinfoBody.parse(await response.json());
    return {
      sub: body.sub,
      email: body.email,
      emailVerified: body.email_verified ?? false,
      name: body.name?.trim() || null,
      picture: body.picture || null,
    };
  }

  return {
    authorizationUrl: (state, codeVerifier) =>
      oauth.createAuthorizationURLWithPKCE(settings.authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, googleScopes),
    async fetchProfile(code, codeVerifier) {
      return readUserinfo(await exchangeCode(code, codeVerifier));
    },
  };
}
