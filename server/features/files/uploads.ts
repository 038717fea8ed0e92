/**
 * The tus 1.0 server behind /api/files/tus (issue 35). Uploads are staged by @tus/file-store in
 * DATA_DIR/uploads (both storage drivers), so a cut-off PATCH keeps what arrived and the client
 * resumes from there; when the last byte arrives the file is sniffed and checked against its
 * purpose, then streamed into the storage driver under a random key and recorded as a
 * `stored_files` row whose id is the upload's id; the staged copy is removed either way. Unfinished
 * uploads expire after 24 hours (cleanup.ts). Why staging and not @tus/s3-store: docs/decisions/0017.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import { fileKinds, type FileKind } from '../../../common/schemas/files.js';
import { AppError, errorBody } from '../../lib/errors.js';
import type { ErrorCode, ErrorParams } from '../../../common/errors.js';
import { errorCatalog } from '../../../common/errors.js';
import type { Database, Db } from '../../db/database.js';
import type { FilesRegistry, StoredFileRow, UploadRules } from './registry.js';
import { storeLocalFile } from './store-file.js';
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

  /** The last byte arrived: the staged file takes the one path of every finished file (store-file.ts). */
  async function finish(upload: Upload): Promise<{ status_code: number; headers: Record<string, string>; body: string }> {
    const facts = factsOf(upload);
    const discard = () => store.remove(upload.id).catch(() => {});
    if (!facts) {
      await discard();
      throw tusRefusal('FILE_METADATA_INVALID');
    }
    let row: StoredFileRow;
    try {
      row = await storeLocalFile(deps, {
        id: upload.id,
        path: path.join(stagingDir, upload.id),
        filename: facts.filename,
        purpose: facts.purpose,
        companyId: facts.companyId,
        uploaderId: facts.uploaderId,
        kinds: facts.kinds,
        maxBytes: facts.maxBytes,
        minWidth: facts.minWidth,
        size: upload.size ?? upload.offset,
      });
    } catch (err) {
      if (err instanceof AppError) throw tusRefusal(err.code, err.params);
      throw err;
    } finally {
      await discard();
    }
    return {
      status_code: 200,
      headers: { 'Upload-File-Id': upload.id, 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ file: deps.files.metaOf(row) }),
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
