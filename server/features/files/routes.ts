/**
 * /api/files/* (issue 35): tus 1.0 uploads at /api/files/tus (creation, HEAD, PATCH, DELETE),
 * reading a finished upload, downloads and signed links. Who may upload is the purpose's
 * `authorize`, decided in an access hook from the headers before any byte is read; who may touch
 * an unfinished upload is its uploader (an anonymous upload: whoever holds its random URL).
 */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileLinkResponse, uploadedFileResponse } from '../../../common/schemas/files.js';
import { accessHook } from '../../lib/access-first.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { readSession, requireSession } from '../../lib/session.js';
import { runFileCleanup, startFileCleanup } from './cleanup.js';
import { readableFile, sendFile, sendPreview, signedLink } from './read-files.js';
import { parseUploadMetadata } from './upload-metadata.js';
import { createUploads, factsOf, rememberCreation, type CreationContext } from './uploads.js';

/** The access hook's decision about a creation, by request, for the tus handler. */
const creations = new WeakMap<object, CreationContext>();
const creationOf = (raw: object) => creations.get(raw);

/**
 * The request as tus 2.x takes it (a web Request): the body streams through untouched. A client
 * that breaks off errors the stream, so tus keeps what arrived and the upload can resume.
 */
function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const hasBody = request.method === 'PATCH' || request.method === 'POST';
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers };
  if (hasBody) {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = 'half';
  }
  return new Request(`http://localhost${request.url}`, init);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fileParams = z.object({ id: z.string().max(100) });
const downloadQuery = z.object({
  inline: z.enum(['0', '1']).optional(),
  token: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

export const fileRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db, files } = ctx;
  const uploads = createUploads({ database: ctx.database, db, files, dataDir: ctx.env.dataDir, log: app.log });
  const cleanup = startFileCleanup({ deps: { db, files, uploads }, intervalMs: ctx.env.fileCleanupIntervalMs, log: app.log });
  app.addHook('onClose', async () => {
    await cleanup.stop();
    await uploads.close();
  });
  // Tests reach the staging folder and run a cleanup pass at a chosen moment through the registry.
  files.runtime = { uploads, runCleanup: (now) => runFileCleanup({ db, files, uploads }, now) };

  /** A creation: the purpose decides who may upload what, before the body is read. */
  const creationAccess = accessHook(async (request, reply) => {
    const actor = await readSession(db, ctx.session, request, reply);
    if (request.headers['upload-defer-length'] !== undefined) throw new AppError('FILE_METADATA_INVALID');
    const meta = parseUploadMetadata(request.headers['upload-metadata']);
    const purpose = files.purpose(meta.purpose);
    if (!purpose) throw new AppError('FILE_PURPOSE_UNKNOWN');
    const { companyId, rules } = await purpose.authorize(db, { actor, ip: request.ip }, meta.params);
    const lengthHeader = request.headers['upload-length'];
    const length = typeof lengthHeader === 'string' && /^\d{1,15}$/.test(lengthHeader) ? Number(lengthHeader) : NaN;
    if (!Number.isSafeInteger(length)) throw new AppError('FILE_METADATA_INVALID');
    if (length === 0) throw new AppError('FILE_EMPTY');
    const maxBytes = Math.min(rules.maxBytes, 5 * 1024 ** 3);
    if (length > maxBytes) throw new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.floor(maxBytes / 1024 ** 2) } });
    creations.set(request.raw, { companyId, uploaderId: actor?.userId ?? null, purpose: meta.purpose, filename: meta.filename, rules: { ...rules, maxBytes } });
  });

  /** HEAD, PATCH, DELETE of an unfinished upload: its uploader only (anonymous: the URL is the key). */
  const uploadAccess = accessHook(async (request, reply) => {
    const { id } = request.params as { id?: string };
    if (!id || !uuidPattern.test(id)) throw new AppError('FILE_NOT_FOUND');
    const actor = await readSession(db, ctx.session, request, reply);
    const upload = await uploads.store.getUpload(id).catch(() => null);
    const facts = upload && factsOf(upload);
    if (!facts) throw new AppError('FILE_NOT_FOUND');
    if (facts.uploaderId !== null && facts.uploaderId !== actor?.userId) throw new AppError('FILE_NOT_FOUND');
  });

  await app.register(async (tus) => {
    // The body of a tus request streams to tus untouched: no parser reads it, whatever its type.
    tus.removeAllContentTypeParsers();
    tus.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const web = webRequestOf(request);
      const creation = creationOf(request.raw);
      if (creation) rememberCreation(web, creation);
      const response = await uploads.tus.handleWeb(web);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'content-length') reply.header(name, value);
      });
      const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      if (body && body[0] === 0x7b) reply.header('content-type', 'application/json; charset=utf-8');
      return reply.send(body ?? undefined);
    };
    tus.post('/tus', { preHandler: [creationAccess] }, handle);
    tus.head('/tus/:id', { preHandler: [uploadAccess], config: { ownHead: true } }, handle);
    tus.patch('/tus/:id', { preHandler: [uploadAccess] }, handle);
    tus.delete('/tus/:id', { preHandler: [uploadAccess] }, handle);
  });

  /** Anonymous without a token or a signed link: 401, before anything is read. */
  const downloadAccess = accessHook(async (request, reply) => {
    const actor = await readSession(db, ctx.session, request, reply);
    const query = request.query as Record<string, unknown>;
    if (!actor && query.token === undefined && query.signature === undefined && query.expires === undefined) throw new AppError('UNAUTHENTICATED');
  });

  app.get(
    '/uploads/:id',
    { preHandler: [downloadAccess], schema: { params: fileParams, querystring: downloadQuery.pick({ token: true }), response: { 200: uploadedFileResponse } } },
    async (request) => {
      const actor = request.actor;
      const row = await readableFile(db, files, request.params.id, { actor, token: request.query.token }).catch(async (err: unknown) => {
        // Not finished yet (its staged copy is there): say so, to whoever may see the upload.
        if (err instanceof AppError && err.code === 'FILE_NOT_FOUND' && uuidPattern.test(request.params.id)) {
          const upload = await uploads.store.getUpload(request.params.id).catch(() => null);
          const facts = upload && factsOf(upload);
          if (facts && (facts.uploaderId === null || facts.uploaderId === actor?.userId)) throw new AppError('FILE_UPLOAD_INCOMPLETE');
        }
        throw err;
      });
      return { file: files.metaOf(row) };
    },
  );

  app.get('/:id', { preHandler: [downloadAccess], schema: { params: fileParams, querystring: downloadQuery } }, async (request, reply) => {
    const { inline, token, expires, signature } = request.query;
    const row = await readableFile(db, files, request.params.id, { actor: request.actor, token, expires, signature });
    return sendFile(files, row, reply, { inline: inline === '1', range: request.headers.range });
  });

  app.get('/:id/preview', { preHandler: [downloadAccess], schema: { params: fileParams, querystring: downloadQuery } }, async (request, reply) => {
    const { token, expires, signature } = request.query;
    const row = await readableFile(db, files, request.params.id, { actor: request.actor, token, expires, signature });
    return sendPreview(files, row, reply);
  });

  app.get(
    '/:id/link',
    { preHandler: [requireSession(db, ctx.session)], schema: { params: fileParams, response: { 200: fileLinkResponse } } },
    async (request) => {
      const row = await readableFile(db, files, request.params.id, { actor: request.actor });
      return signedLink(files, row);
    },
  );
};
