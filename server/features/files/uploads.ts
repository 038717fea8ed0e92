/**
 * The tus 1.0 server behind /api/files/tus (issue 35). Uploads are staged by @tus/file-store in
 * DATA_DIR/uploads (both storage drivers), so a cut-off PATCH keeps what arrived and the client
 * resumes from there; when the last byte arrives the file is sniffed and checked against its
 * purpose, then streamed into the storage driver under a random key and recorded as a
 * `stored_files` row whose id is the upload's id; the staged copy is removed either way. Unfinished
 * uploads expire after 24 hours (cleanup.ts). Why staging and not @tus/s3-store: docs/decisions/0017.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import { fileKinds, type FileDetails, type FileKind } from '../../../common/schemas/files.js';
import { errorBody } from '../../lib/errors.js';
import type { ErrorCode, ErrorParams } from '../../../common/errors.js';
import { errorCatalog } from '../../../common/errors.js';
import type { Database, Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import { previewKeyOf, storageKeysOf, type FilesRegistry, type InspectOutcome, type UploadRules } from './registry.js';
import { sniffFile, type Sniffed } from './sniff.js';
import { createUploadLocker, type ClosableLocker } from './upload-locker.js';

export const tusPath = '/api/files/tus';
/** Unfinished uploads and unattached files older than this are removed (cleanup.ts). */
export const uploadExpiryMs = 24 * 60 * 60 * 1000;
/** No purpose may allow more (a safety net under the purposes' own limits). */
export const absoluteMaxBytes = 5 * 1024 ** 3;

/** What the access hook decided about a creation request, read by onUploadCreate. */
export interface CreationContext {
  companyId: string;
  uploaderId: string | null;
  purpose: string;
  filename: string;
  rules: UploadRules;
}

const creations = new WeakMap<object, CreationContext>();

/** Hands the creation's context to onUploadCreate, which receives the same request object. */
export function rememberCreation(req: Request, context: CreationContext): void {
  creations.set(req, context);
}

/** The server-side facts of an upload, kept in its tus metadata (the client's own keys are dropped). */
export interface UploadFacts {
  purpose: string;
  companyId: string;
  uploaderId: string | null;
  filename: string;
  kinds: FileKind[];
  maxBytes: number;
  minWidth: number | undefined;
}

export function factsOf(upload: Pick<Upload, 'metadata'>): UploadFacts | null {
  const m = upload.metadata ?? {};
  if (!m.companyId || !m.filename || !m.kinds || !m.maxBytes || !m.purpose) return null;
  const kinds = m.kinds.split(',').filter((k): k is FileKind => (fileKinds as readonly string[]).includes(k));
  return {
    purpose: m.purpose,
    companyId: m.companyId,
    uploaderId: m.uploaderId ? m.uploaderId : null,
    filename: m.filename,
    kinds,
    maxBytes: Number(m.maxBytes),
    minWidth: m.minWidth ? Number(m.minWidth) : undefined,
  };
}

/** A tus hook's refusal: the app's JSON error envelope with its status. */
export function tusRefusal(code: ErrorCode, params?: ErrorParams): { status_code: number; body: string } {
  return { status_code: errorCatalog[code].status, body: JSON.stringify(errorBody(code, undefined, params)) };
}

export interface Uploads {
  tus: Server;
  store: FileStore;
  stagingDir: string;
  locker: ClosableLocker;
  close(): Promise<void>;
}

export function createUploads(deps: { database: Database; db: Db; files: FilesRegistry; dataDir: string; log: FastifyBaseLogger }): Uploads {
  const stagingDir = path.resolve(deps.dataDir, 'uploads');
  const store = new FileStore({ directory: stagingDir, expirationPeriodInMilliseconds: uploadExpiryMs });
  const locker = createUploadLocker(deps.database);

  /** The purpose's own checks of the staged file (none: accepted as sniffed). */
  async function inspect(purposeName: string, staged: string, sniffed: Sniffed): Promise<InspectOutcome> {
    const purpose = deps.files.purpose(purposeName);
    if (!purpose?.inspect) return { ok: true };
    try {
      return await purpose.inspect(staged, sniffed);
    } catch (err) {
      deps.log.error({ err, purpose: purposeName }, 'inspecting an uploaded file failed');
      return { ok: false, code: 'FILE_TYPE_REFUSED' };
    }
  }

  async function finish(upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const facts = factsOf(upload);
    const staged = path.join(stagingDir, upload.id);
    const discard = () => store.remove(upload.id).catch(() => {});
    if (!facts) {
      await discard();
      throw tusRefusal('FILE_METADATA_INVALID');
    }
    const result = await sniffFile(staged, facts.filename, facts.kinds, facts.minWidth);
    if (!result.ok) {
      await discard();
      if (result.reason === 'image_too_small') throw tusRefusal('FILE_IMAGE_TOO_SMALL', { minWidth: facts.minWidth ?? 0 });
      throw tusRefusal(result.reason === 'image_unreadable' ? 'FILE_IMAGE_UNREADABLE' : 'FILE_TYPE_REFUSED');
    }
    const inspected = await inspect(facts.purpose, staged, result.sniffed);
    if (!inspected.ok) {
      await discard();
      throw tusRefusal(inspected.code, inspected.params);
    }
    const key = `files/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}`;
    const preview = inspected.preview ?? null;
    const object = { key, hasPreview: preview !== null };
    const removeObjects = () => Promise.all(storageKeysOf(object).map((k) => deps.files.storage.remove(k).catch(() => {})));
    const size = upload.size ?? upload.offset;
    try {
      await deps.files.storage.put(key, createReadStream(staged), { contentType: result.sniffed.mimeType, size });
      if (preview) await deps.files.storage.put(previewKeyOf(key), Readable.from([preview.body]), { contentType: 'image/webp', size: preview.body.length });
    } catch (err) {
      deps.log.error({ err }, 'storing an uploaded file failed');
      await removeObjects();
      await discard();
      throw tusRefusal('FILE_STORAGE_FAILED');
    }
    const details: FileDetails | null =
      inspected.details || preview
        ? { ...inspected.details, ...(preview ? { preview: { width: preview.width, height: preview.height }, blurDataUrl: preview.blurDataUrl } : {}) }
        : null;
    let row;
    try {
      [row] = await deps.db
        .insert(storedFiles)
        .values({
          id: upload.id,
          companyId: facts.companyId,
          storageKey: key,
          name: facts.filename,
          mimeType: result.sniffed.mimeType,
          size,
          width: result.sniffed.width,
          height: result.sniffed.height,
          details,
          uploadedBy: facts.uploaderId,
        })
        .returning();
    } catch (err) {
      deps.log.error({ err }, 'recording an uploaded file failed');
      await removeObjects();
      await discard();
      throw tusRefusal('FILE_STORAGE_FAILED');
    }
    await discard();
    return {
      status_code: 200,
      headers: { 'Upload-File-Id': upload.id, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ file: deps.files.metaOf(row!) }),
    };
  }

  const tus = new Server({
    path: tusPath,
    datastore: store,
    locker,
    relativeLocation: true,
    maxSize: absoluteMaxBytes,
    // Upload ids are the stored file's id to be: random, and unguessable for an anonymous upload.
    namingFunction: () => randomUUID(),
    generateUrl: (_req, { path: base, id }) => `${base}/${id}`,
    getFileIdFromRequest: (req) => {
      const match = /\/api\/files\/tus\/([0-9a-f-]{36})$/.exec(new URL(req.url).pathname);
      return match?.[1];
    },
    async onUploadCreate(req) {
      const context = creations.get(req);
      if (!context) throw tusRefusal('FILE_METADATA_INVALID');
      return {
        metadata: {
          filename: context.filename,
          purpose: context.purpose,
          companyId: context.companyId,
          uploaderId: context.uploaderId ?? '',
          kinds: context.rules.kinds.join(','),
          maxBytes: String(context.rules.maxBytes),
          ...(context.rules.images?.minWidth ? { minWidth: String(context.rules.images.minWidth) } : {}),
        },
      };
    },
    onUploadFinish: (_req, upload) => finish(upload),
  });

  return {
    tus,
    store,
    stagingDir,
    locker,
    close: () => locker.close(),
  };
}
