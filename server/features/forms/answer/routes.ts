/**
 * The answer side's routes (issue 35):
 * - `/api/portal/forms…` for client users (the team gets 403): the sends of a client, one send,
 *   the draft's autosave and the submission — all through the client scope (404 outside it).
 * - `/api/clients/:clientId/portal-preview/forms…`: "Bekijk als klant", the same reads for the
 *   company's team (read-only).
 * - `/api/public/forms/:token…` for anyone with a form's public link.
 * Also registers the open sends as the portal's "Actie vereist" and starts the deadline job.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  portalFormParams,
  portalFormResponse,
  portalFormsQuery,
  portalFormsResponse,
  portalPreviewFormParams,
  portalPreviewFormsParams,
  publicFormParams,
  publicFormResponse,
  publicSubmitRequest,
  publicSubmitResponse,
  saveDraftRequest,
  saveDraftResponse,
  submitFormRequest,
  submitFormResponse,
} from '../../../../common/schemas/form-answers.js';
import type { PortalActionItem } from '../../../../common/schemas/clients.js';
import type { Db } from '../../../db/database.js';
import { actorOf, type Actor } from '../../../lib/actor.js';
import type { FeatureOptions } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { requireMember } from '../../../lib/session.js';
import { clientScopeOf, type ClientScope } from '../../clients/scope.js';
import { startFormDeadlineJob } from './deadline-job.js';
import { clientRowsOf, sendsOfClient } from './load.js';
import { portalFormsHref } from './notify.js';
import { listPortalForms, readPortalForm, savePortalDraft, submitPortalForm } from './portal-forms.js';
import { readPublicForm, submitPublicForm } from './public-forms.js';

/** A client user's scope (the portal's writes are theirs only; requireMember has refused the team). */
async function clientScope(db: Db, actor: Actor): Promise<ClientScope & { kind: 'client' }> {
  const scope = await clientScopeOf(db, actor);
  if (scope.kind !== 'client') throw new AppError('FORBIDDEN');
  return scope;
}

/** The portal's "Actie vereist": sends still to fill in (open or a draft), with their deadline. */
async function openSendActions(db: Db, input: { companyId: string; clientId: string }): Promise<PortalActionItem[]> {
  const sends = await sendsOfClient(db, input.companyId, input.clientId);
  const rows = await clientRowsOf(
    db,
    input.companyId,
    input.clientId,
    sends.map((s) => s.formId),
  );
  return sends
    .filter((s) => !rows.get(s.formId)?.submitted)
    .map((s) => ({
      kind: 'form',
      id: s.assignmentId,
      title: s.title,
      deadline: s.deadline?.toISOString() ?? null,
      href: portalFormsHref(s.clientId, s.formId),
    }));
}

export const portalFormRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asClient = requireMember(ctx.db, ctx.session, ['client']);
  ctx.portal.registerActions({ kind: 'form', items: openSendActions });
  const job = startFormDeadlineJob({ ctx, log: app.log, intervalMs: ctx.env.calendarReminderIntervalMs });
  app.addHook('preClose', async () => job.stop());

  app.get('/', { preHandler: asClient, schema: { querystring: portalFormsQuery, response: { 200: portalFormsResponse } } }, async (request) =>
    listPortalForms(ctx.db, await clientScopeOf(ctx.db, actorOf(request)), request.query.client),
  );

  app.get('/:assignmentId', { preHandler: asClient, schema: { params: portalFormParams, response: { 200: portalFormResponse } } }, async (request) =>
    readPortalForm(ctx, await clientScopeOf(ctx.db, actorOf(request)), request.params.assignmentId),
  );

  app.put(
    '/:assignmentId/draft',
    { preHandler: asClient, schema: { params: portalFormParams, body: saveDraftRequest, response: { 200: saveDraftResponse } } },
    async (request) => savePortalDraft(ctx, await clientScope(ctx.db, actorOf(request)), request.params.assignmentId, request.body),
  );

  app.post(
    '/:assignmentId/submit',
    { preHandler: asClient, schema: { params: portalFormParams, body: submitFormRequest, response: { 200: submitFormResponse } } },
    async (request) => submitPortalForm(ctx, await clientScope(ctx.db, actorOf(request)), request.params.assignmentId, request.body),
  );
};

/** "Bekijk als klant": the portal's Formulieren of any client of the active company, read by the team. */
export const portalFormPreviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, ['admin', 'marketeer']);
  app.get(
    '/:clientId/portal-preview/forms',
    { preHandler: asTeam, schema: { params: portalPreviewFormsParams, response: { 200: portalFormsResponse } } },
    async (request) => listPortalForms(ctx.db, await clientScopeOf(ctx.db, actorOf(request)), request.params.clientId),
  );
  app.get(
    '/:clientId/portal-preview/forms/:assignmentId',
    { preHandler: asTeam, schema: { params: portalPreviewFormParams, response: { 200: portalFormResponse } } },
    async (request) => {
      const answer = await readPortalForm(ctx, await clientScopeOf(ctx.db, actorOf(request)), request.params.assignmentId);
      // The send must be of the client previewed (another client's id answers as unknown).
      if (answer.form.clientId !== request.params.clientId) throw new AppError('NOT_FOUND');
      return answer;
    },
  );
};

export const publicFormRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get('/:token', { schema: { params: publicFormParams, response: { 200: publicFormResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readPublicForm(ctx.db, request.params.token);
  });

  app.post('/:token/submit', { schema: { params: publicFormParams, body: publicSubmitRequest, response: { 200: publicSubmitResponse } } }, async (request) =>
    submitPublicForm(ctx, { token: request.params.token, ip: request.ip, body: request.body }),
  );
};
