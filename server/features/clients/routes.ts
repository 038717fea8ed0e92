/**
 * /api/clients/*: the active company's clients (issue 19) — list, detail, create, edit, archive,
 * delete (admins), contacts and their portal invitations, linked ad accounts, the timeline and the
 * portal preview ("Bekijk als klant"). Marketeers and admins only; clients get 403 (policy.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  client,
  clientActivityQuery,
  clientActivityResponse,
  clientDetailResponse,
  clientListQuery,
  clientListResponse,
  clientOptionsResponse,
  clientStatusRequest,
  contactResponse,
  clientFormBody,
  createContactRequest,
  deleteClientRequest,
  linkableAccountsResponse,
  linkAccountRequest,
  portalPreviewResponse,
  updateContactRequest,
} from '../../../common/schemas/clients.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { portalMe, portalOverview } from '../portal/overview.js';
import { createClient, deleteClient, setClientStatus, updateClient, type ClientActor } from './change-clients.js';
import { linkAccount, listLinkableAccounts, unlinkAccount, type LinkActor } from './client-accounts.js';
import { createContact, deleteContact, inviteContact, updateContact } from './contacts.js';
import { clientDeleteRoles, clientTeamRoles } from './policy.js';
import { getClientDetail, listClientActivity, listClientOptions, listClients, loadClientRow } from './read-clients.js';
import { contactSearch } from './contact-search.js';
import { clientSearch } from './search.js';

const idParams = z.object({ id: z.string().uuid({ message: 'NOT_FOUND' }) });
const contactParams = idParams.extend({ contactId: z.string().uuid({ message: 'NOT_FOUND' }) });
const accountParams = idParams.extend({ accountId: z.string().uuid({ message: 'NOT_FOUND' }) });

export const clientRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, clientTeamRoles);
  const asAdmin = requireMember(ctx.db, ctx.session, clientDeleteRoles);
  ctx.search.register(clientSearch);
  ctx.search.register(contactSearch);
  const who = (request: Parameters<typeof actorOf>[0]): ClientActor => {
    const actor = actorOf(request);
    return { userId: actor.userId, companyId: requireActiveCompany(actor).companyId };
  };
  const linker = (request: Parameters<typeof actorOf>[0]): LinkActor => ({ ...who(request), role: actorOf(request).memberRole });

  app.get('/', { preHandler: asTeam, schema: { querystring: clientListQuery, response: { 200: clientListResponse } } }, async (request) =>
    listClients(ctx.db, ctx.clients, who(request).companyId, request.query),
  );

  app.get('/options', { preHandler: asTeam, schema: { response: { 200: clientOptionsResponse } } }, async (request) =>
    listClientOptions(ctx.db, who(request).companyId),
  );

  app.post('/', { preHandler: asTeam, schema: { body: clientFormBody, response: { 201: z.object({ client }) } } }, async (request, reply) =>
    reply.code(201).send({ client: await createClient(ctx, who(request), request.body) }),
  );

  app.get('/:id', { preHandler: asTeam, schema: { params: idParams, response: { 200: clientDetailResponse } } }, async (request) =>
    getClientDetail(ctx.db, who(request).companyId, request.params.id),
  );

  app.patch('/:id', { preHandler: asTeam, schema: { params: idParams, body: clientFormBody, response: { 200: z.object({ client }) } } }, async (request) => ({
    client: await updateClient(ctx, who(request), request.params.id, request.body),
  }));

  app.put(
    '/:id/status',
    { preHandler: asTeam, schema: { params: idParams, body: clientStatusRequest, response: { 200: z.object({ client }) } } },
    async (request) => ({
      client: await setClientStatus(ctx, who(request), request.params.id, request.body.status),
    }),
  );

  app.delete('/:id', { preHandler: asAdmin, schema: { params: idParams, body: deleteClientRequest } }, async (request, reply) => {
    await deleteClient(ctx, who(request), request.params.id, request.body.confirmName);
    return reply.code(204).send();
  });

  app.get(
    '/:id/activity',
    { preHandler: asTeam, schema: { params: idParams, querystring: clientActivityQuery, response: { 200: clientActivityResponse } } },
    async (request) => {
      const { companyId } = who(request);
      await loadClientRow(ctx.db, companyId, request.params.id);
      return listClientActivity(ctx.db, companyId, request.params.id, { cursor: request.query.cursor });
    },
  );

  app.post(
    '/:id/contacts',
    { preHandler: asTeam, schema: { params: idParams, body: createContactRequest, response: { 201: contactResponse } } },
    async (request, reply) => reply.code(201).send({ contact: await createContact(ctx, who(request), request.params.id, request.body) }),
  );

  app.patch(
    '/:id/contacts/:contactId',
    { preHandler: asTeam, schema: { params: contactParams, body: updateContactRequest, response: { 200: contactResponse } } },
    async (request) => ({
      contact: await updateContact(ctx, who(request), request.params.id, request.params.contactId, request.body),
    }),
  );

  app.delete('/:id/contacts/:contactId', { preHandler: asTeam, schema: { params: contactParams } }, async (request, reply) => {
    await deleteContact(ctx, who(request), request.params.id, request.params.contactId);
    return reply.code(204).send();
  });

  app.post(
    '/:id/contacts/:contactId/invite',
    { preHandler: asTeam, schema: { params: contactParams, response: { 200: contactResponse } } },
    async (request) => {
      const contact = await inviteContact(
        { db: ctx.db, events: ctx.events, rateLimits: ctx.rateLimits, appOrigin: ctx.env.appOrigin },
        who(request),
        request.params.id,
        request.params.contactId,
      );
      ctx.mail.kick();
      return { contact };
    },
  );

  app.get('/:id/linkable-accounts', { preHandler: asTeam, schema: { params: idParams, response: { 200: linkableAccountsResponse } } }, async (request) =>
    listLinkableAccounts(ctx.db, linker(request), request.params.id),
  );

  app.put('/:id/accounts/:accountId', { preHandler: asTeam, schema: { params: accountParams, body: linkAccountRequest } }, async (request, reply) => {
    await linkAccount(ctx, linker(request), request.params.id, request.params.accountId, { move: request.body?.move === true });
    return reply.code(204).send();
  });

  app.delete('/:id/accounts/:accountId', { preHandler: asTeam, schema: { params: accountParams } }, async (request, reply) => {
    await unlinkAccount(ctx, who(request), request.params.id, request.params.accountId);
    return reply.code(204).send();
  });

  // "Bekijk als klant": the portal's own answers for this client, read by a team member (read-only).
  app.get('/:id/portal-preview', { preHandler: asTeam, schema: { params: idParams, response: { 200: portalPreviewResponse } } }, async (request) => {
    const { companyId, userId } = who(request);
    const row = await loadClientRow(ctx.db, companyId, request.params.id);
    const scope = { kind: 'team' as const, companyId, userId };
    return { me: await portalMe(ctx.db, scope, row.id), overview: await portalOverview(ctx.db, ctx.portal, scope, row.id) };
  });
};
