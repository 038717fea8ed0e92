/**
 * /api/portal/clients/:clientId/calendar*: the portal's Agenda (issue 20), for client users only
 * (the team gets 403): the client's shared appointments, accepting or declining one, the free
 * slots of an account manager and asking for an appointment in one. Every route goes through the
 * client scope (another client's id answers 404, like an unknown one). A client withdraws its own
 * request with DELETE …/calendar/:eventId (issue 33). Also registers the
 * appointments waiting for an answer as the portal's "Actie vereist". The team reads the same
 * Agenda through "Bekijk als klant" (`portalCalendarPreviewRoutes`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentRequest,
  freeSlotsQuery,
  freeSlotsResponse,
  portalAppointment,
  portalCalendarQuery,
  portalCalendarResponse,
  portalCancelQuery,
  portalResponseRequest,
  type PortalCalendarResponse,
} from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { actorOf, type Actor } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { clientScopeOf, requireClientInScope } from '../clients/scope.js';
import { requestAppointment, respondToAppointment } from './portal-actions.js';
import { cancelOwnRequest } from './portal-cancel.js';
import { calendarTeamRoles } from './policy.js';
import { managerFreeSlots, pendingAppointmentActions, readPortalAgenda, requireManagerOf } from './portal-calendar.js';

const clientParams = z.object({ clientId: z.string().uuid({ message: 'NOT_FOUND' }) });
const eventParams = clientParams.extend({ eventId: z.string().uuid({ message: 'NOT_FOUND' }) });
const appointmentAnswer = z.object({ appointment: portalAppointment });

/** The Agenda as the actor's client scope reads it: the client user's own, or any client of the company for the team. */
const agendaReader =
  (db: Db) =>
  async (actor: Actor, clientId: string, range: { from: string; to: string }): Promise<PortalCalendarResponse> =>
    readPortalAgenda(db, await clientScopeOf(db, actor), clientId, { from: new Date(range.from), to: new Date(range.to) });

export const portalCalendarRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asClient = requireMember(ctx.db, ctx.session, ['client']);
  const agendaOf = agendaReader(ctx.db);
  ctx.portal.registerActions({ kind: 'appointment', items: pendingAppointmentActions });

  app.get(
    '/:clientId/calendar',
    { preHandler: asClient, schema: { params: clientParams, querystring: portalCalendarQuery, response: { 200: portalCalendarResponse } } },
    async (request) => agendaOf(actorOf(request), request.params.clientId, request.query),
  );

  app.get(
    '/:clientId/calendar/slots',
    { preHandler: asClient, schema: { params: clientParams, querystring: freeSlotsQuery, response: { 200: freeSlotsResponse } } },
    async (request) => {
      const scope = await clientScopeOf(ctx.db, actorOf(request));
      const client = await requireClientInScope(ctx.db, scope, request.params.clientId);
      const { managerId, duration, from } = request.query;
      await requireManagerOf(ctx.db, client.id, managerId);
      const now = new Date();
      return { slots: await managerFreeSlots(ctx.db, { companyId: scope.companyId, managerId, duration, now, ...(from ? { from: new Date(from) } : {}) }) };
    },
  );

  app.post(
    '/:clientId/calendar/requests',
    { preHandler: asClient, schema: { params: clientParams, body: appointmentRequest, response: { 201: appointmentAnswer } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const scope = await clientScopeOf(ctx.db, actor);
      await ctx.rateLimits.consume('appointmentRequest', actor.userId);
      return reply.code(201).send(await requestAppointment(ctx, scope, { clientId: request.params.clientId, body: request.body }));
    },
  );

  app.post(
    '/:clientId/calendar/:eventId/response',
    { preHandler: asClient, schema: { params: eventParams, body: portalResponseRequest, response: { 200: appointmentAnswer } } },
    async (request) => {
      const scope = await clientScopeOf(ctx.db, actorOf(request));
      return respondToAppointment(ctx, scope, { clientId: request.params.clientId, eventId: request.params.eventId, body: request.body });
    },
  );

  app.delete(
    '/:clientId/calendar/:eventId',
    { preHandler: asClient, schema: { params: eventParams, querystring: portalCancelQuery } },
    async (request, reply) => {
      const scope = await clientScopeOf(ctx.db, actorOf(request));
      await cancelOwnRequest(ctx, scope, { clientId: request.params.clientId, eventId: request.params.eventId, version: request.query.version });
      return reply.code(204).send();
    },
  );
};

/**
 * /api/clients/:clientId/portal-preview/calendar: "Bekijk als klant" for the Agenda tab — the same
 * answer the client's portal users get, read by the team (any client of the active company).
 */
export const portalCalendarPreviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, calendarTeamRoles);
  const agendaOf = agendaReader(ctx.db);
  app.get(
    '/:clientId/portal-preview/calendar',
    { preHandler: asTeam, schema: { params: clientParams, querystring: portalCalendarQuery, response: { 200: portalCalendarResponse } } },
    async (request) => agendaOf(actorOf(request), request.params.clientId, request.query),
  );
};
