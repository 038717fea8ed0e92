/**
 * /api/creatives/imports/* (issue 36): the team's imports from Canva and Google Drive. Which
 * sources are set up and connected; connecting (start → the provider → back: Canva to the app's
 * /canva/callback page, which posts code and state here; Google to /drive/callback here, which
 * redirects to /creatives); the designs and files to pick from, with thumbnails through our own
 * origin; an import, which answers the stored (unattached) file for POST /api/creatives or a new
 * version; and forgetting a connection. Each person connects their own account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canvaCallbackBody,
  canvaDesignParams,
  canvaDesignsQuery,
  canvaDesignsResponse,
  canvaImportBody,
  creativeImportSourceParams,
  creativeImportsResponse,
  creativeImportStartResponse,
  driveFileParams,
  driveFilesQuery,
  driveFilesResponse,
  driveImportBody,
  importedFileResponse,
} from '../../../../common/schemas/creative-imports.js';
import { actorOf } from '../../../lib/actor.js';
import type { FeatureOptions } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { requireMember } from '../../../lib/session.js';
import { creativeTeamRoles } from '../policy.js';
import { createCanvaClient } from './canva-client.js';
import { canvaThumbnailUrl, importCanvaDesign, listCanvaDesigns } from './canva-import.js';
import { disconnect, finishConnection, importStatus, startConnection } from './connect.js';
import { sweepTemporaryFiles } from './download.js';
import { createDriveClient } from './drive-client.js';
import { driveThumbnailUrl, importDriveFile, listDriveFiles } from './drive-import.js';
import { temporaryDirOf, type ImportActor, type ImportsDeps } from './kit.js';
import { fetchThumbnail, rememberedThumbnail } from './thumbnails.js';

const driveCallbackQuery = z.object({
  state: z.string().max(200).default(''),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
});

export const creativeImportRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const settings = ctx.env.creativeImports;
  const deps: ImportsDeps = {
    db: ctx.db,
    secrets: ctx.secrets,
    files: ctx.files,
    log: app.log,
    appOrigin: ctx.env.appOrigin,
    tempDir: temporaryDirOf(ctx.env.dataDir),
    canva: settings.canva ? { client: createCanvaClient(settings.canva), exportTimeoutMs: settings.canva.exportTimeoutMs } : null,
    drive: settings.drive ? { client: createDriveClient(settings.drive) } : null,
  };
  // Copies a crash cut off: nothing else is in that folder.
  void sweepTemporaryFiles(deps.tempDir, 24 * 60 * 60_000);

  const preHandler = requireMember(ctx.db, ctx.session, creativeTeamRoles);
  const who = (request: FastifyRequest): ImportActor => ({ actor: actorOf(request), ip: request.ip });

  async function sendThumbnail(reply: FastifyReply, url: string | null) {
    const picture = url ? await fetchThumbnail(url) : null;
    if (!picture) throw new AppError('NOT_FOUND');
    return reply
      .header('content-type', picture.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=600')
      .send(picture.body);
  }

  app.get('/', { preHandler, schema: { response: { 200: creativeImportsResponse } } }, async (request) => ({
    sources: await importStatus(deps, who(request)),
  }));

  app.get(
    '/:source/start',
    { preHandler, schema: { params: creativeImportSourceParams, response: { 200: creativeImportStartResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { authorizeUrl: await startConnection(deps, who(request), request.params.source) };
    },
  );

  app.post('/canva/callback', { preHandler, schema: { body: canvaCallbackBody, response: { 200: creativeImportsResponse } } }, async (request) => {
    await finishConnection(deps, who(request), 'canva', request.body);
    return { sources: await importStatus(deps, who(request)) };
  });

  // Google's redirect back (a top-level GET with the session cookie): finish, then on to /creatives.
  app.get('/drive/callback', { preHandler, schema: { querystring: driveCallbackQuery } }, async (request, reply) => {
    let error: string | null = null;
    try {
      await finishConnection(deps, who(request), 'drive', request.query);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      error = err.code;
    }
    return reply.redirect(`/creatives?import=drive${error ? `&error=${error}` : ''}`, 303);
  });

  app.delete('/:source', { preHandler, schema: { params: creativeImportSourceParams } }, async (request, reply) => {
    await disconnect(deps, who(request), request.params.source);
    return reply.code(204).send();
  });

  app.get('/canva/designs', { preHandler, schema: { querystring: canvaDesignsQuery, response: { 200: canvaDesignsResponse } } }, async (request) =>
    listCanvaDesigns(deps, who(request), request.query),
  );

  app.get('/canva/designs/:designId/thumbnail', { preHandler, schema: { params: canvaDesignParams } }, async (request, reply) => {
    const actor = who(request);
    const url =
      rememberedThumbnail(`canva:${actor.actor.userId}:${request.params.designId}`) ?? (await canvaThumbnailUrl(deps, actor, request.params.designId));
    return sendThumbnail(reply, url);
  });

  app.post('/canva/import', { preHandler, schema: { body: canvaImportBody, response: { 201: importedFileResponse } } }, async (request, reply) =>
    reply.code(201).send({ file: await importCanvaDesign(deps, who(request), request.body) }),
  );

  app.get('/drive/files', { preHandler, schema: { querystring: driveFilesQuery, response: { 200: driveFilesResponse } } }, async (request) =>
    listDriveFiles(deps, who(request), request.query.pageToken),
  );

  app.get('/drive/files/:fileId/thumbnail', { preHandler, schema: { params: driveFileParams } }, async (request, reply) => {
    const actor = who(request);
    const url = rememberedThumbnail(`drive:${actor.actor.userId}:${request.params.fileId}`) ?? (await driveThumbnailUrl(deps, actor, request.params.fileId));
    return sendThumbnail(reply, url);
  });

  app.post('/drive/import', { preHandler, schema: { body: driveImportBody, response: { 201: importedFileResponse } } }, async (request, reply) =>
    reply.code(201).send({ file: await importDriveFile(deps, who(request), request.body.file) }),
  );
};
