/** /api/account/*: the signed-in user's own security settings (Settings → Beveiliging). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSessionsResponse,
  backupCodesResponse,
  changePasswordRequest,
  currentPasswordRequest,
  revokeOthersResponse,
  securityOverviewResponse,
  sessionIdParams,
  twoFactorEnableRequest,
  twoFactorSetupRequest,
  twoFactorSetupResponse,
} from '../../../common/schemas/account.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { announceSessionsRevoked } from '../../lib/actor-cache.js';
import { requireSession } from '../../lib/session.js';
import { changePassword } from './change-password.js';
import { getSecurityOverview } from './overview.js';
import { endOtherSessions, endSession, listSessions } from './sessions.js';
import { disableTwoFactor, enableTwoFactor, regenerateBackupCodes, setupTwoFactor } from './two-factor.js';

export const accountSecurityRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, secrets } = ctx;
  // Every route here needs a session; checked before the body is validated, so 401 comes first.
  app.addHook('onRequest', requireSession(db, ctx.session));
  /** Steps that check a password or a code count against the account (brute force through a stolen session). */
  const limited = { preHandler: async (request: FastifyRequest) => ctx.rateLimits.consume('currentPassword', actorOf(request).userId) };

  app.get('/security', { schema: { response: { 200: securityOverviewResponse } } }, async (request) => getSecurityOverview({ db, actor: actorOf(request) }));

  app.post('/two-factor/setup', { ...limited, schema: { body: twoFactorSetupRequest, response: { 200: twoFactorSetupResponse } } }, async (request) =>
    setupTwoFactor({ db, secrets, actor: actorOf(request), input: request.body }),
  );

  app.post('/two-factor/enable', { ...limited, schema: { body: twoFactorEnableRequest, response: { 200: backupCodesResponse } } }, async (request) =>
    enableTwoFactor({ db, secrets, actor: actorOf(request), input: request.body }),
  );

  app.post('/two-factor/disable', { ...limited, schema: { body: currentPasswordRequest } }, async (request, reply) => {
    await disableTwoFactor({ db, actor: actorOf(request), input: request.body });
    return reply.code(204).send();
  });

  app.post('/two-factor/backup-codes', { ...limited, schema: { body: currentPasswordRequest, response: { 200: backupCodesResponse } } }, async (request) =>
    regenerateBackupCodes({ db, actor: actorOf(request), input: request.body }),
  );

  app.post('/password', { ...limited, schema: { body: changePasswordRequest } }, async (request, reply) => {
    await changePassword({ db, actor: actorOf(request), input: request.body });
    announceSessionsRevoked(ctx, request.log, actorOf(request).userId);
    return reply.code(204).send();
  });

  app.get('/sessions', { schema: { response: { 200: accountSessionsResponse } } }, async (request) => ({
    sessions: await listSessions({ db, actor: actorOf(request) }),
  }));

  app.delete('/sessions/:id', { schema: { params: sessionIdParams } }, async (request, reply) => {
    await endSession({ db, actor: actorOf(request), input: request.params });
    announceSessionsRevoked(ctx, request.log, actorOf(request).userId);
    return reply.code(204).send();
  });

  app.post('/sessions/revoke-others', { schema: { response: { 200: revokeOthersResponse } } }, async (request) => {
    const result = await endOtherSessions({ db, actor: actorOf(request) });
    announceSessionsRevoked(ctx, request.log, actorOf(request).userId);
    return result;
  });
};
