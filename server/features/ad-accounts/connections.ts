/**
 * Connecting a company to Facebook or Google Ads: the OAuth state (a short-lived HttpOnly cookie
 * bound to the company the flow started in), the code exchange, and the sealed token stored on the
 * company's connection. The token never reaches the browser.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdPlatform } from '../../../common/ad-account-constants.js';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { adPlatformConnections } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { SessionSettings } from '../../lib/session.js';
import type { PlatformClients } from './platform-clients.js';
import { isUsable } from './platform-state.js';
import { authorizePlatformConnect, authorizePlatformDisconnect } from './policy.js';

export const integrationsPath = '/api/integrations';
const flowMaxAgeSeconds = 600;

export function redirectUriFor(appOrigin: string, platform: AdPlatform): string {
  return `${appOrigin}${integrationsPath}/${platform}/callback`;
}

const cookieName = (platform: AdPlatform) => `ad_oauth_${platform}`;
const cookieOptions = (settings: Pick<SessionSettings, 'secureCookies'>, platform: AdPlatform) =>
  ({ httpOnly: true, sameSite: 'lax', path: `${integrationsPath}/${platform}`, secure: settings.secureCookies }) as const;

/** Starts a flow: the state cookie (state + company) and the platform's authorization URL. */
export function startFlow(
  reply: FastifyReply,
  settings: Pick<SessionSettings, 'secureCookies'>,
  clients: PlatformClients,
  input: { platform: AdPlatform; companyId: string; appOrigin: string },
): string {
  const state = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName(input.platform), `${state}.${input.companyId}`, { ...cookieOptions(settings, input.platform), maxAge: flowMaxAgeSeconds });
  const redirectUri = redirectUriFor(input.appOrigin, input.platform);
  return input.platform === 'facebook' ? clients.facebook!.authorizationUrl({ redirectUri, state }) : clients.google!.authorizationUrl({ redirectUri, state });
}

/** The company of this browser's flow when `state` matches its cookie; the cookie is cleared either way. */
export function finishFlow(
  request: FastifyRequest,
  reply: FastifyReply,
  settings: Pick<SessionSettings, 'secureCookies'>,
  platform: AdPlatform,
  state: string | undefined,
): string | null {
  const stored = request.cookies[cookieName(platform)];
  reply.clearCookie(cookieName(platform), cookieOptions(settings, platform));
  if (!stored || !state) return null;
  const [expected, companyId] = stored.split('.');
  if (!expected || !companyId) return null;
  const a = Buffer.from(expected);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b) ? companyId : null;
}

/** The company's current connection to `platform` as the connect rule reads it, or null. */
export async function existingConnection(db: Db, companyId: string, platform: AdPlatform, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(adPlatformConnections)
    .where(and(eq(adPlatformConnections.companyId, companyId), eq(adPlatformConnections.platform, platform)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { connectedById: row.connectedBy, usable: isUsable(row) } : null;
}

/**
 * Exchanges the code and stores the sealed token on the company's connection, replacing an old
 * one only when the actor may (policy.authorizePlatformConnect, checked again under a row lock).
 */
export async function connectPlatform(
  db: Db,
  secrets: SecretBox,
  clients: PlatformClients,
  input: { platform: AdPlatform; companyId: string; userId: string; role: MemberRole; code: string; appOrigin: string },
): Promise<void> {
  authorizePlatformConnect(input, await existingConnection(db, input.companyId, input.platform));
  const redirectUri = redirectUriFor(input.appOrigin, input.platform);
  let token: string;
  let expiresAt: Date | null;
  let externalName: string | null;
  if (input.platform === 'facebook') {
    const exchanged = await clients.facebook!.exchangeCode({ code: input.code, redirectUri });
    token = exchanged.accessToken;
    expiresAt = exchanged.expiresAt;
    externalName = (await clients.facebook!.me(token)).name;
  } else {
    const exchanged = await clients.google!.exchangeCode({ code: input.code, redirectUri });
    token = exchanged.refreshToken;
    expiresAt = null;
    externalName = null;
  }
  const values = {
    sealedToken: secrets.encrypt(token),
    tokenExpiresAt: expiresAt,
    externalName,
    connectedBy: input.userId,
    connectedAt: new Date(),
    lastErrorCode: null,
    syncStartedAt: null,
  };
  await db.transaction(async (tx) => {
    // A colleague may have connected while this user was at the platform.
    authorizePlatformConnect(input, await existingConnection(tx as unknown as Db, input.companyId, input.platform, { lock: true }));
    await tx
      .insert(adPlatformConnections)
      .values({ companyId: input.companyId, platform: input.platform, ...values })
      .onConflictDoUpdate({ target: [adPlatformConnections.companyId, adPlatformConnections.platform], set: values });
  });
}

/** Forgets the connection (the accounts stay, and can still be used by hand); admins only. */
export async function disconnectPlatform(db: Db, who: { companyId: string; role: MemberRole }, platform: AdPlatform): Promise<void> {
  authorizePlatformDisconnect(who.role);
  await db.delete(adPlatformConnections).where(and(eq(adPlatformConnections.companyId, who.companyId), eq(adPlatformConnections.platform, platform)));
}
