/**
 * /api/auth/google/*: sign-in and sign-up with Google (OAuth 2.0 authorization code + PKCE).
 * /start sends the browser to Google; /callback turns Google's answer into a session (or the 2FA
 * step) and redirects to the post-login target, or back to /login or /signup with ?error=CODE
 * (/login?error=GOOGLE_ACCOUNT_UNVERIFIED when the address's account must be proven first).
 */
import { generateCodeVerifier, generateState } from 'arctic';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorCode } from '../../../common/errors.js';
import { isSafeRedirectTarget } from '../../../common/routes.js';
import { postLoginRedirect } from '../../../common/rules/post-login-redirect.js';
import { googleStartQuery, type GoogleIntent } from '../../../common/schemas/auth.js';
import type { AppContext, FeatureOptions } from '../../lib/context.js';
import { announceSessionsRevoked } from '../../lib/actor-cache.js';
import { revokeSession, sessionTokenOf, setSessionCookie, startSession } from '../../lib/session.js';
import { beginTwoFactorChallenge } from '../auth/two-factor-challenge.js';
import { clearFlowCookies, flowIntentOf, flowRedirectOf, flowSecretsOf, setFlowCookies, statesMatch } from './flow-cookies.js';
import { createGoogleClient, GoogleAccountUnverified, GoogleSignInRefused, googleRedirectUri } from './google-client.js';
import { readSignInAccount, resolveGoogleUser } from './service.js';

/** Google's answer; a malformed value counts as missing, so the user gets the failure page, not JSON. */
const lenient = (max: number) => z.string().max(max).optional().catch(undefined);
const callbackQuery = z.object({ code: lenient(4096), state: lenient(512), error: lenient(256) });

const failureCodes = {
  login: { failed: 'GOOGLE_LOGIN_FAILED', error: 'GOOGLE_LOGIN_ERROR' },
  signup: { failed: 'GOOGLE_SIGNUP_FAILED', error: 'GOOGLE_SIGNUP_ERROR' },
} as const satisfies Record<GoogleIntent, Record<'failed' | 'error', ErrorCode>>;

function failurePage(intent: GoogleIntent, code: ErrorCode): string {
  return `/${intent === 'signup' ? 'signup' : 'login'}?error=${code}`;
}

/**
 * The address has an account that must be proven first: /login (for both intents, as the way out
 * is signing in with the password or 'Wachtwoord vergeten?'), keeping the post-login target.
 */
function unverifiedAccountPage(redirect: string | null): string {
  const code: ErrorCode = 'GOOGLE_ACCOUNT_UNVERIFIED';
  return redirect ? `/login?error=${code}&redirect=${encodeURIComponent(redirect)}` : `/login?error=${code}`;
}

/** After Google: the 2FA step when the account has it on, else a fresh session and the post-login target. */
async function completeSignIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string, redirect: string | null): Promise<string> {
  const account = await readSignInAccount({ db: ctx.db, input: { userId } });
  if (!account) throw new Error('the signed-in Google user no longer exists');
  if (account.mfaEnabled) {
    await beginTwoFactorChallenge(ctx.db, reply, ctx.session, userId);
    return redirect ? `/login?twoFactor=1&redirect=${encodeURIComponent(redirect)}` : '/login?twoFactor=1';
  }
  const previousToken = sessionTokenOf(request);
  const revokedUserId = previousToken ? await revokeSession(ctx.db, previousToken) : null;
  if (revokedUserId) announceSessionsRevoked(ctx, request.log, revokedUserId);
  const { token } = await startSession(ctx.db, {
    userId,
    ttlDays: ctx.session.ttlDays,
    userAgent: request.headers['user-agent'] ?? null,
    ip: request.ip,
  });
  setSessionCookie(reply, token, ctx.session);
  return postLoginRedirect({
    hasSession: true,
    user: { isClient: account.isClient, onboardingCompleted: account.onboardingCompleted },
    currentPath: '/login',
    redirectParam: redirect,
  });
}

export const googleAuthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const google = ctx.env.google ? createGoogleClient(ctx.env.google, googleRedirectUri(ctx.env.appOrigin)) : null;

  app.get('/start', { schema: { querystring: googleStartQuery } }, async (request, reply) => {
    const { intent, redirect } = request.query;
    if (!google) return reply.redirect(failurePage(intent, 'GOOGLE_NOT_CONFIGURED'));
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    setFlowCookies(reply, ctx.session, { state, codeVerifier, intent, redirect: isSafeRedirectTarget(redirect) ? redirect : null });
    return reply.redirect(google.authorizationUrl(state, codeVerifier).toString());
  });

  app.get('/callback', { schema: { querystring: callbackQuery } }, async (request, reply) => {
    const intent = flowIntentOf(request);
    const redirect = flowRedirectOf(request);
    const secrets = flowSecretsOf(request);
    clearFlowCookies(reply, ctx.session);
    if (!google) return reply.redirect(failurePage(intent, 'GOOGLE_NOT_CONFIGURED'));
    try {
      const { code, state, error } = request.query;
      if (error) throw new GoogleSignInRefused(`Google answered error=${error}`);
      if (!code || !state) throw new GoogleSignInRefused('code or state missing');
      if (!secrets) throw new GoogleSignInRefused('the flow cookies are missing');
      if (!statesMatch(secrets.state, state)) throw new GoogleSignInRefused('state mismatch');
      const profile = await google.fetchProfile(code, secrets.codeVerifier);
      const { userId, outcome } = await resolveGoogleUser({ db: ctx.db, input: profile });
      const target = await completeSignIn(ctx, request, reply, userId, redirect);
      request.log.info({ userId, outcome }, 'Google sign-in');
      return reply.redirect(target);
    } catch (err) {
      if (err instanceof GoogleAccountUnverified) {
        request.log.info({ intent }, 'Google sign-in refused: the account with this address has not proven it');
        return reply.redirect(unverifiedAccountPage(redirect));
      }
      if (err instanceof GoogleSignInRefused) {
        request.log.info({ reason: err.message, intent }, 'Google sign-in refused');
        return reply.redirect(failurePage(intent, failureCodes[intent].failed));
      }
      request.log.error({ err, intent }, 'Google sign-in failed unexpectedly');
      return reply.redirect(failurePage(intent, failureCodes[intent].error));
    }
  });
};
