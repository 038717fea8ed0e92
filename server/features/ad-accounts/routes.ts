/**
 * /api/accounts/*: the active company's ad accounts (list, detail, added by hand, sync) and
 * /api/integrations/*: connecting Facebook and Google Ads. Marketeers and admins only; deleting an
 * account with colleagues' notes and disconnecting a platform are for admins (policy.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adPlatforms } from '../../../common/ad-account-constants.js';
import {
  accountAssigneesRequest,
  accountDetailResponse,
  accountListResponse,
  adAccount,
  createAccountRequest,
  platformState,
  syncRequest,
  syncResponse,
  updateAccountRequest,
} from '../../../common/schemas/ad-accounts.js';
import { listPageQuery } from '../../../common/schemas/paging.js';
import { mayConnectPlatform } from '../../../common/rules/ad-account-rights.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { FeatureOptions } from '../../lib/context.js';
import { accessHook } from '../../lib/access-first.js';
import { requireMember } from '../../lib/session.js';
import { createAccount, deleteAccount, setAccountAssignees, updateAccount, type AccountActor } from './change-accounts.js';
import { connectPlatform, disconnectPlatform, existingConnection, finishFlow, startFlow } from './connections.js';
import { isConfigured, platformStates } from './platform-state.js';
import { accountRoles, authorizePlatformDisconnect } from './policy.js';
import { accountSearch } from './search.js';
import { accountAlertsCard } from './dashboard.js';
import { getAccountDetail, listAccounts } from './read-accounts.js';
import { startSyncLoop } from './sync-loop.js';
import { errorCodeFor, syncCompanyAccounts, type SyncCtx } from './sync.js';

const idParams = z.object({ id: z.string().uuid({ message: 'NOT_FOUND' }) });
const platformParams = z.object({ platform: z.enum(adPlatforms, { message: 'NOT_FOUND' }) });

export const adAccountRoutes: FastifyPluginAsyncZod<FeatureOptions & { syncCtx: SyncCtx }> = async (app, { ctx, syncCtx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, accountRoles);
  ctx.search.register(accountSearch);
  ctx.dashboard.register(accountAlertsCard);
  const companyOf = (request: Parameters<typeof actorOf>[0]) => requireActiveCompany(actorOf(request)).companyId;
  const who = (request: Parameters<typeof actorOf>[0]): AccountActor => {
    const actor = actorOf(request);
    return { userId: actor.userId, ...requireActiveCompany(actor) };
  };

  // Without any platform configured there is nothing to sync in the background.
  const anyPlatform = ctx.env.facebook !== null || ctx.env.googleAds !== null;
  const loop = startSyncLoop({ ctx: syncCtx, log: app.log, intervalMs: anyPlatform ? ctx.env.adSyncIntervalMs : 0 });
  app.addHook('preClose', async () => loop.stop());

  app.get('/', { preHandler, schema: { querystring: listPageQuery, response: { 200: accountListResponse } } }, async (request) =>
    listAccounts(ctx.db, ctx.env, companyOf(request), request.query),
  );

  app.get(
    '/:platform/:accountId',
    { preHandler, schema: { params: platformParams.extend({ accountId: z.string().max(64) }), response: { 200: accountDetailResponse } } },
    async (request) => getAccountDetail(ctx.db, who(request), request.params.platform, request.params.accountId),
  );

  app.post('/', { preHandler, schema: { body: createAccountRequest, response: { 201: z.object({ account: adAccount }) } } }, async (request, reply) =>
    reply.code(201).send({ account: await createAccount(ctx, companyOf(request), request.body) }),
  );

  app.patch(
    '/:id',
    { preHandler, schema: { params: idParams, body: updateAccountRequest, response: { 200: z.object({ account: adAccount }) } } },
    async (request) => ({
      account: await updateAccount(ctx, companyOf(request), request.params.id, request.body),
    }),
  );

  app.delete('/:id', { preHandler, schema: { params: idParams } }, async (request, reply) => {
    await deleteAccount(ctx, who(request), request.params.id);
    return reply.code(204).send();
  });

  app.put(
    '/:id/assignees',
    { preHandler, schema: { params: idParams, body: accountAssigneesRequest, response: { 200: z.object({ account: adAccount }) } } },
    async (request) => ({ account: await setAccountAssignees(ctx, companyOf(request), request.params.id, request.body.userIds) }),
  );

  app.post('/sync', { preHandler, schema: { body: syncRequest, response: { 200: syncResponse } } }, async (request) => {
    const companyId = companyOf(request);
    await ctx.rateLimits.consume('adSync', companyId);
    const results = await syncCompanyAccounts(syncCtx, companyId, { force: request.body.force });
    return { results, platforms: (await platformStates(ctx.db, ctx.env, companyId)).states };
  });
};

export const adIntegrationRoutes: FastifyPluginAsyncZod<FeatureOptions & { syncCtx: SyncCtx }> = async (app, { ctx, syncCtx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, accountRoles);
  const settingsUrl = (query: Record<string, string>) => `/settings?${new URLSearchParams({ tab: 'koppelingen', ...query })}`;

  app.get('/ad-platforms', { preHandler, schema: { response: { 200: z.object({ platforms: z.array(platformState) }) } } }, async (request) => ({
    platforms: (await platformStates(ctx.db, ctx.env, requireActiveCompany(actorOf(request)).companyId)).states,
  }));

  app.get('/:platform/connect', { preHandler, schema: { params: platformParams } }, async (request, reply) => {
    const { platform } = request.params;
    if (!isConfigured(ctx.env, platform)) return reply.redirect(settingsUrl({ error: 'AD_PLATFORM_NOT_CONFIGURED', platform }));
    const actor = actorOf(request);
    const { companyId, role } = requireActiveCompany(actor);
    // Refused before the visit to the platform, not only when it comes back.
    if (!mayConnectPlatform(role, actor.userId, await existingConnection(ctx.db, companyId, platform))) {
      return reply.redirect(settingsUrl({ error: 'AD_PLATFORM_REPLACE_FORBIDDEN', platform }));
    }
    return reply.redirect(startFlow(reply, ctx.session, syncCtx.clients, { platform, companyId, appOrigin: ctx.env.appOrigin }));
  });

  app.get(
    '/:platform/callback',
    {
      preHandler,
      schema: {
        params: platformParams,
        querystring: z.object({ code: z.string().max(2048).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const { platform } = request.params;
      const companyId = finishFlow(request, reply, ctx.session, platform, request.query.state);
      const actor = actorOf(request);
      if (request.query.error) return reply.redirect(settingsUrl({ error: 'AD_PLATFORM_CONNECT_CANCELLED', platform }));
      // The flow must come back to the browser, user and company it started in (no forged callback).
      const member = actor.memberships.find((m) => m.companyId === companyId && accountRoles.includes(m.role));
      if (!companyId || !member || !request.query.code || !isConfigured(ctx.env, platform)) {
        return reply.redirect(settingsUrl({ error: 'AD_PLATFORM_CONNECT_FAILED', platform }));
      }
      try {
        const input = { platform, companyId, userId: actor.userId, role: member.role, code: request.query.code, appOrigin: ctx.env.appOrigin };
        await connectPlatform(ctx.db, ctx.secrets, syncCtx.clients, input);
      } catch (err) {
        request.log.warn({ err, platform }, 'connecting an ad platform failed');
        const code = err instanceof AppError ? err.code : errorCodeFor(err);
        return reply.redirect(settingsUrl({ error: code === 'AD_SYNC_FAILED' ? 'AD_PLATFORM_CONNECT_FAILED' : code, platform }));
      }
      return reply.redirect(settingsUrl({ connected: platform }));
    },
  );

  // Admins only (policy.ts), decided before the input is read; disconnectPlatform checks again.
  const asDisconnector = [preHandler, accessHook(async (request) => authorizePlatformDisconnect(requireActiveCompany(actorOf(request)).role))];
  app.delete('/:platform', { preHandler: asDisconnector, schema: { params: platformParams } }, async (request, reply) => {
    await disconnectPlatform(ctx.db, requireActiveCompany(actorOf(request)), request.params.platform);
    return reply.code(204).send();
  });
};
