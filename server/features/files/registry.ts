/**
 * `ctx.files` (issue 35): features say what may be uploaded for what (purposes), who may read the
 * files of their objects (owners), and attach, list and remove files. The upload routes
 * (routes.ts, tus.ts) make a `stored_files` row without an owner; a feature attaches it to its
 * object inside its own transaction, and removes an object's files with the object.
 */
import { and, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ErrorCode, ErrorParams } from '../../../common/errors.js';
import type { FileDetails, FileKind, FileMeta } from '../../../common/schemas/files.js';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage/storage.js';
import type { FileSigner } from './signing.js';
import { storeLocalFile, type StoreLocalFileInput } from './store-file.js';
import type { Uploads } from './uploads.js';

export interface UploadRules {
  kinds: FileKind[];
  maxBytes: number;
  images?: { minWidth?: number };
}

/** Who uploads: the signed-in user (null on a public form) and their address (rate limits). */
export interface UploadWho {
  actor: Actor | null;
  ip: string;
}

/** A purpose's look at a finished, sniffed upload: refuse it, or say what it found. */
export type InspectOutcome =
  | {
      ok: true;
      details?: FileDetails;
      /** Measures the sniffing cannot take (a video's picture, a PDF's first page). */
      width?: number | null;
      height?: number | null;
      preview?: { body: Buffer; width: number; height: number; blurDataUrl: string } | null;
    }
  | { ok: false; code: ErrorCode; params?: ErrorParams };

export interface FilePurpose {
  /**
   * Decides whether `who` may upload for `params` (from Upload-Metadata) and answers the company
   * the file belongs to and its rules; throws AppError to refuse (NOT_FOUND, FORBIDDEN, …).
   */
  authorize(db: Db, who: UploadWho, params: Record<string, string>): Promise<{ companyId: string; rules: UploadRules }>;
  /**
   * Optional: checks the staged file (a local path, its sniffed type) beyond its type — a
   * truncated video, a PDF of thousands of pages — before it is stored, and answers its details
   * and a preview picture (stored beside the bytes as `<key>.thumb`). A refusal leaves nothing.
   */
  inspect?(file: string, sniffed: { mimeType: string; width: number | null; height: number | null }): Promise<InspectOutcome>;
}

export interface FileOwner {
  /** Whether `actor` may read the object `ownerId` (and so its files); the company is checked already. */
  canRead(db: Db, actor: Actor, ownerId: string): Promise<boolean>;
}

export interface AttachInput {
  companyId: string;
  fileIds: readonly string[];
  ownerType: string;
  ownerId: string;
  /** The uploader the files must come from (null: anonymous uploads, a public form). */
  uploaderId: string | null;
}

export interface FilesRegistry {
  /** Where the bytes are (local disk or S3). */
  readonly storage: Storage;
  /** Signs download links and anonymous upload tokens. */
  readonly signer: FileSigner;
  /** Set by the routes: the tus uploads and a cleanup pass at a chosen moment (tests). */
  runtime: { uploads: Uploads; runCleanup(now?: Date): Promise<number> } | null;
  registerPurpose(name: string, purpose: FilePurpose): void;
  registerOwner(ownerType: string, owner: FileOwner): void;
  purpose(name: string): FilePurpose | undefined;
  owner(ownerType: string): FileOwner | undefined;
  /**
   * Attaches the files to the object (in `tx`): each must be of the company, and either unattached
   * and uploaded by `uploaderId`, or attached to this same object already. Answers their FileMeta in
   * the order asked; refuses any other id with FILE_NOT_FOUND.
   */
  attachFiles(tx: Db, input: AttachInput): Promise<FileMeta[]>;
  /**
   * The files `attachFiles` would accept for this object (`ownerId` null: one not stored yet), by
   * id; any other id is absent. For checking what a form answer names before attaching it.
   */
  attachableFiles(db: Db, input: Omit<AttachInput, 'ownerId'> & { ownerId: string | null }): Promise<Map<string, FileMeta>>;
  /** Deletes the objects' file rows in `tx`; their bytes are removed once `tx` has committed. */
  removeFilesOf(tx: Db, ownerType: string, ownerIds: readonly string[]): Promise<void>;
  /**
   * Deletes the object's file rows whose id is not in `keepIds` (files it no longer names), in
   * `tx`; their bytes are removed once `tx` has committed, as with removeFilesOf.
   */
  detachFilesExcept(tx: Db, ownerType: string, ownerId: string, keepIds: readonly string[]): Promise<void>;
  filesOf(db: Db, ownerType: string, ownerId: string): Promise<FileMeta[]>;
  /** The answer shape of a row. */
  metaOf(row: StoredFileRow): FileMeta;
  /**
   * Stores a complete local file as a finished upload (sniffed, checked, inspected by its purpose,
   * unattached, of `uploaderId`): the path tus uploads take too (store-file.ts). Throws AppError on
   * a refusal, leaving nothing stored; the local file stays the caller's.
   */
  storeLocalFile(input: StoreLocalFileInput): Promise<StoredFileRow>;
  /** Removes the bytes (and preview) of deleted rows once their transaction ended (see removeFilesOf). */
  removeBytesAfterCommit(objects: readonly StoredObject[]): Promise<void>;
}

/** A row's bytes in storage: its key and the derived objects stored beside it (the preview). */
export interface StoredObject {
  key: string;
  hasPreview: boolean;
}

/** Where a file's preview picture is stored: beside its bytes. */
export const previewKeyOf = (storageKey: string): string => `${storageKey}.thumb`;

/** The storage keys of a row: its bytes and, when it has one, its preview. */
export function storageKeysOf(object: StoredObject): string[] {
  return object.hasPreview ? [object.key, previewKeyOf(object.key)] : [object.key];
}

/** A deleted row's objects (for removeBytesAfterCommit). */
export const storedObjectOf = (row: { storageKey: string; details: FileDetails | null }): StoredObject => ({
  key: row.storageKey,
  hasPreview: Boolean(row.details?.preview),
});

export type StoredFileRow = typeof storedFiles.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createFilesRegistry(deps: { db: Db; storage: Storage; signer: FileSigner; log: Pick<FastifyBaseLogger, 'error' | 'warn'> }): FilesRegistry {
  const purposes = new Map<string, FilePurpose>();
  const owners = new Map<string, FileOwner>();

  function metaOf(row: StoredFileRow): FileMeta {
    // An anonymous upload not yet attached is read with its upload token (the public form's page).
    const token = row.ownerId === null && row.uploadedBy === null ? `?token=${deps.signer.uploadToken(row.id)}` : '';
    return { id: row.id, name: row.name, mimeType: row.mimeType, size: row.size, width: row.width, height: row.height, url: `/api/files/${row.id}${token}` };
  }

  /**
   * A deleted row stays locked until its transaction ends: `FOR UPDATE` waits for that, then finds
   * the row again only when the transaction rolled back. So the bytes go only after a commit.
   */
  async function removeBytesAfterCommit(objects: readonly StoredObject[]): Promise<void> {
    if (objects.length === 0) return;
    try {
      const kept = await deps.db.transaction(async (tx) =>
        tx
          .select({ key: storedFiles.storageKey })
          .from(storedFiles)
          .where(
            inArray(
              storedFiles.storageKey,
              objects.map((object) => object.key),
            ),
          )
          .for('update'),
      );
      const keptKeys = new Set(kept.map((row) => row.key));
      for (const object of objects) {
        if (keptKeys.has(object.key)) continue;
        for (const key of storageKeysOf(object)) await deps.storage.remove(key);
      }
    } catch (err) {
      deps.log.error({ err, files: objects.length }, 'removing the bytes of deleted files failed');
    }
  }

  /** Unattached and from `uploaderId` (null: an anonymous upload), or attached to this object already. */
  function attachable(input: { ownerType: string; ownerId: string | null; uploaderId: string | null }) {
    const uploader = input.uploaderId === null ? isNull(storedFiles.uploadedBy) : eq(storedFiles.uploadedBy, input.uploaderId);
    const free = and(isNull(storedFiles.ownerId), uploader);
    if (input.ownerId === null) return free;
    return or(free, and(eq(storedFiles.ownerType, input.ownerType), eq(storedFiles.ownerId, input.ownerId)));
  }

  async function deleteRows(tx: Db, where: SQL | undefined): Promise<void> {
    const removed = await tx.delete(storedFiles).where(where).returning({ storageKey: storedFiles.storageKey, details: storedFiles.details });
    // Not awaited: it waits for `tx` to end, which waits for this function's caller.
    void removeBytesAfterCommit(removed.map(storedObjectOf));
  }

  const registry: FilesRegistry = {
    storage: deps.storage,
    signer: deps.signer,
    runtime: null,
    registerPurpose(name, purpose) {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(name)) throw new Error(`invalid file purpose name ${name}`);
      if (purposes.has(name)) throw new Error(`file purpose ${name} registered twice`);
      purposes.set(name, purpose);
    },
    registerOwner(ownerType, owner) {
      if (owners.has(ownerType)) throw new Error(`file owner ${ownerType} registered twice`);
      owners.set(ownerType, owner);
    },
    purpose: (name) => purposes.get(name),
    owner: (ownerType) => owners.get(ownerType),
    metaOf,
    removeBytesAfterCommit,
    storeLocalFile(input) {
      return storeLocalFile({ db: deps.db, files: registry, log: deps.log }, input);
    },

    async attachFiles(tx, input) {
      const ids = [...new Set(input.fileIds)];
      if (ids.length === 0) return [];
      if (ids.some((id) => !uuidPattern.test(id))) throw new AppError('FILE_NOT_FOUND');
      const rows = await tx
        .update(storedFiles)
        .set({ ownerType: input.ownerType, ownerId: input.ownerId })
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.companyId, input.companyId), attachable(input)))
        .returning();
      if (rows.length !== ids.length) throw new AppError('FILE_NOT_FOUND');
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => metaOf(byId.get(id)!));
    },

    async attachableFiles(db, input) {
      const ids = [...new Set(input.fileIds.map((id) => id.toLowerCase()))].filter((id) => uuidPattern.test(id));
      if (ids.length === 0) return new Map();
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(inArray(storedFiles.id, ids), eq(storedFiles.companyId, input.companyId), attachable(input)));
      return new Map(rows.map((row) => [row.id, metaOf(row)]));
    },

    async removeFilesOf(tx, ownerType, ownerIds) {
      if (ownerIds.length === 0) return;
      await deleteRows(tx, and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, [...ownerIds])));
    },

    async detachFilesExcept(tx, ownerType, ownerId, keepIds) {
      const keep = [...new Set(keepIds.map((id) => id.toLowerCase()))].filter((id) => uuidPattern.test(id));
      await deleteRows(
        tx,
        and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.ownerId, ownerId), keep.length > 0 ? notInArray(storedFiles.id, keep) : undefined),
      );
    },

    async filesOf(db, ownerType, ownerId) {
      const rows = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.ownerId, ownerId)))
        .orderBy(storedFiles.createdAt, sql`${storedFiles.id}`);
      return rows.map(metaOf);
    },
  };
  return registry;
}
