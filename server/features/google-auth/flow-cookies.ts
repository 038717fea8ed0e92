/**
 * The short-lived cookies that carry one Google sign-in from /start to /callback: the state, the
 * PKCE code verifier, the intent (login or signup) and the safe redirect target. HttpOnly,
 * SameSite=Lax (Google's redirect back is a top-level GET) and scoped to /api/auth/google.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSafeRedirectTarget } from '../../../common/routes.js';
import { googleIntents, type GoogleIntent } from '../../../common/schemas/auth.js';
import type { SessionSettings } from '../../lib/session.js';

export const flowCookieNames = {
  state: 'google_oauth_state',
  verifier: 'google_oauth_verifier',
  intent: 'google_oauth_intent',
  redirect: 'google_oauth_redirect',
} as const;
export const flowCookieMaxAgeSeconds = 600;

export interface GoogleFlow {
  state: string;
  codeVerifier: string;
  intent: GoogleIntent;
  redirect: string | null;
}

function cookieOptions(settings: Pick<SessionSettings, 'secureCookies'>) {
  return { httpOnly: true, sameSite: 'lax', path: '/api/auth/google', secure: settings.secureCookies } as const;
}

export function setFlowCookies(reply: FastifyReply, settings: Pick<SessionSettings, 'secureCookies'>, flow: GoogleFlow): void {
  const options = { ...cookieOptions(settings), maxAge: flowCookieMaxAgeSeconds };
  reply.setCookie(flowCookieNames.state, flow.state, options);
  reply.setCookie(flowCookieNames.verifier, flow.codeVerifier, options);
  reply.setCookie(flowCookieNames.intent, flow.intent, options);
  if (flow.redirect !== null && isSafeRedirectTarget(flow.redirect)) reply.setCookie(flowCookieNames.redirect, flow.redirect, options);
  else reply.clearCookie(flowCookieNames.redirect, cookieOptions(settings));
}

export function clearFlowCookies(reply: FastifyReply, settings: Pick<SessionSettings, 'secureCookies'>): void {
  for (const name of Object.values(flowCookieNames)) reply.clearCookie(name, cookieOptions(settings));
}

/** The intent of the running flow; 'login' when the cookie is gone or altered. */
export function flowIntentOf(request: FastifyRequest): GoogleIntent {
  const intent = request.cookies[flowCookieNames.intent];
  return (googleIntents as readonly string[]).includes(intent ?? '') ? (intent as GoogleIntent) : 'login';
}

/** The stored redirect target, only when it is a safe local path. */
export function flowRedirectOf(request: FastifyRequest): string | null {
  const redirect = request.cookies[flowCookieNames.redirect];
  return isSafeRedirectTarget(redirect) ? redirect : null;
}

/** The state and verifier of this browser's flow, or null when either cookie is missing. */
export function flowSecretsOf(request: FastifyRequest): { state: string; codeVerifier: string } | null {
  const state = request.cookies[flowCookieNames.state];
  const codeVerifier = request.cookies[flowCookieNames.verifier];
  return state && codeVerifier ? { state, codeVerifier } : null;
}

export function statesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}
