/**
 * The one path every finished file takes into storage (issue 35, issue 36): a complete file on
 * local disk — a tus upload's staged copy, or a file an import copied from Canva or Google Drive
 * — is sniffed and checked against its purpose's kinds and limits, looked at by the purpose's
 * `inspect` (size per kind, container checks, the preview picture), then streamed into the
 * storage driver under a random key with its preview beside it and recorded as an unattached
 * `stored_files` row of its uploader. A refusal throws an AppError and leaves nothing in storage
 * or in the table; the local file itself is the caller's to remove, either way.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileDetails, FileKind } from '../../../common/schemas/files.js';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { previewKeyOf, storageKeysOf, type FilesRegistry, type InspectOutcome, type StoredFileRow } from './registry.js';
import { sniffFile, type Sniffed } from './sniff.js';

export interface StoreLocalFileDeps {
  db: Db;
  files: Pick<FilesRegistry, 'purpose' | 'storage'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface StoreLocalFileInput {
  /** The complete file on local disk (never removed here). */
  path: string;
  /** The name it is stored under (the uploader's word; used for the extension rules only). */
  filename: string;
  /** The registered purpose whose `inspect` looks at it. */
  purpose: string;
  companyId: string;
  /** Who it is from: the row's `uploaded_by` (null: an anonymous upload). */
  uploaderId: string | null;
  kinds: readonly FileKind[];
  maxBytes: number;
  minWidth?: number | undefined;
  /** The row's id (a tus upload's id); a random one otherwise. */
  id?: string;
  /** The size when the caller knows it (tus); read from the file otherwise. */
  size?: number;
}

/** The storage key of a new file: ours and random, never from a name. */
export function newStorageKey(now = new Date()): string {
  return `files/${now.toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}`;
}

/** The purpose's own checks of the file (none: accepted as sniffed); a crash refuses the file. */
async function inspectFile(deps: StoreLocalFileDeps, purposeName: string, file: string, sniffed: Sniffed): Promise<InspectOutcome> {
  const purpose = deps.files.purpose(purposeName);
  if (!purpose?.inspect) return { ok: true };
  try {
    return await purpose.inspect(file, sniffed);
  } catch (err) {
    deps.log.error({ err, purpose: purposeName }, 'inspecting an uploaded file failed');
    return { ok: false, code: 'FILE_TYPE_REFUSED' };
  }
}

/**
 * Stores the local file as a finished upload and answers its row; throws AppError (FILE_EMPTY,
 * FILE_TOO_LARGE, FILE_TYPE_REFUSED, FILE_IMAGE_TOO_SMALL, FILE_IMAGE_UNREADABLE, the purpose's
 * own refusals, FILE_STORAGE_FAILED) and leaves nothing stored when it refuses.
 */
export async function storeLocalFile(deps: StoreLocalFileDeps, input: StoreLocalFileInput): Promise<StoredFileRow> {
  const size = input.size ?? (await stat(input.path)).size;
  if (size === 0) throw new AppError('FILE_EMPTY');
  if (size > input.maxBytes) throw new AppError('FILE_TOO_LARGE', { params: { maxMb: Math.floor(input.maxBytes / 1024 ** 2) } });
  const result = await sniffFile(input.path, input.filename, input.kinds, input.minWidth);
  if (!result.ok) {
    if (result.reason === 'image_too_small') throw new AppError('FILE_IMAGE_TOO_SMALL', { params: { minWidth: input.minWidth ?? 0 } });
    if (result.reason === 'image_too_large') throw new AppError('FILE_IMAGE_TOO_LARGE');
    throw new AppError(result.reason === 'image_unreadable' ? 'FILE_IMAGE_UNREADABLE' : 'FILE_TYPE_REFUSED');
  }
  const inspected = await inspectFile(deps, input.purpose, input.path, result.sniffed);
  if (!inspected.ok) throw new AppError(inspected.code, inspected.params ? { params: inspected.params } : {});

  const key = newStorageKey();
  const preview = inspected.preview ?? null;
  const object = { key, hasPreview: preview !== null };
  const removeObjects = () => Promise.all(storageKeysOf(object).map((k) => deps.files.storage.remove(k).catch(() => {})));
  try {
    await deps.files.storage.put(key, createReadStream(input.path), { contentType: result.sniffed.mimeType, size });
    if (preview) await deps.files.storage.put(previewKeyOf(key), Readable.from([preview.body]), { contentType: 'image/webp', size: preview.body.length });
  } catch (err) {
    deps.log.error({ err }, 'storing an uploaded file failed');
    await removeObjects();
    throw new AppError('FILE_STORAGE_FAILED');
  }
  const details: FileDetails | null =
    inspected.details || preview
      ? { ...inspected.details, ...(preview ? { preview: { width: preview.width, height: preview.height }, blurDataUrl: preview.blurDataUrl } : {}) }
      : null;
  try {
    const [row] = await deps.db
      .insert(storedFiles)
      .values({
        id: input.id ?? randomUUID(),
        companyId: input.companyId,
        storageKey: key,
        name: input.filename,
        mimeType: result.sniffed.mimeType,
        size,
        width: result.sniffed.width ?? inspected.width ?? null,
        height: result.sniffed.height ?? inspected.height ?? null,
        details,
        uploadedBy: input.uploaderId,
      })
      .returning();
    return row!;
  } catch (err) {
    deps.log.error({ err }, 'recording an uploaded file failed');
    await removeObjects();
    throw new AppError('FILE_STORAGE_FAILED');
  }
}
