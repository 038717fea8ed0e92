/**
 * Who may read a stored file (issue 35), and serving its bytes. A file attached to an object is
 * read by whoever its owner type's `canRead` lets read that object, in the file's company; an
 * unattached one only by its uploader (an anonymous upload: with its upload token). A signed link
 * (`?expires=&signature=`, five minutes) is read by anyone holding it. Everyone else: 404, as if
 * there were no such file.
 */
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { storedFiles } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { StorageNotFoundError } from '../../lib/storage/storage.js';
import { signedLinkSeconds } from '../../../common/schemas/files.js';
import { previewKeyOf, type FilesRegistry, type StoredFileRow } from './registry.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReadProof {
  actor: Actor | null;
  /** The upload token of an anonymous upload. */
  token?: string | undefined;
  /** A signed link's expiry (unix seconds) and signature. */
  expires?: string | undefined;
  signature?: string | undefined;
}

async function loadRow(db: Db, id: string): Promise<StoredFileRow | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

/** The file if `proof` may read it; FILE_NOT_FOUND otherwise, FILE_LINK_EXPIRED for an expired signed link. */
export async function readableFile(db: Db, files: FilesRegistry, id: string, proof: ReadProof, now = Date.now()): Promise<StoredFileRow> {
  const proven = proof.signature !== undefined || proof.expires !== undefined || proof.token !== undefined;
  if (!proven && !proof.actor) throw new AppError('UNAUTHENTICATED');
  const row = await loadRow(db, id);
  if (!row) throw new AppError('FILE_NOT_FOUND');
  if (proof.signature !== undefined || proof.expires !== undefined) {
    const expires = Number(proof.expires);
    if (!Number.isSafeInteger(expires) || !files.signer.verify(files.signer.signLink(row.id, expires), proof.signature)) throw new AppError('FILE_NOT_FOUND');
    if (expires * 1000 < now) throw new AppError('FILE_LINK_EXPIRED');
    return row;
  }
  if (proof.token !== undefined) {
    if (row.ownerId === null && row.uploadedBy === null && files.signer.verify(files.signer.uploadToken(row.id), proof.token)) return row;
    throw new AppError('FILE_NOT_FOUND');
  }
  const actor = proof.actor!;
  if (row.ownerId === null) {
    if (row.uploadedBy !== null && row.uploadedBy === actor.userId) return row;
    throw new AppError('FILE_NOT_FOUND');
  }
  if (actor.activeCompanyId !== row.companyId || !actor.memberRole) throw new AppError('FILE_NOT_FOUND');
  const owner = row.ownerType ? files.owner(row.ownerType) : undefined;
  if (!owner || !(await owner.canRead(db, actor, row.ownerId))) throw new AppError('FILE_NOT_FOUND');
  return row;
}

/** A signed link to the file, valid for five minutes. */
export function signedLink(files: FilesRegistry, row: StoredFileRow, now = Date.now()): { url: string; expiresAt: string } {
  const expires = Math.floor(now / 1000) + signedLinkSeconds;
  const signature = files.signer.signLink(row.id, expires);
  return { url: `/api/files/${row.id}?expires=${expires}&signature=${signature}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266 / 5987): an ASCII stand-in and the real name. */
export function contentDisposition(name: string, inline: boolean): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii || 'bestand'}"; filename*=UTF-8''${encoded}`;
}

const textTypes = new Set(['text/plain', 'text/csv']);

/** Parses a single `bytes=a-b` range against `size`; null for none or one we do not serve (then 200). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * Streams the file's preview picture (a WebP made when it was uploaded; 404 without one). The
 * same proof as the file itself; files never change, so the browser may keep it for a while.
 */
export async function sendPreview(files: FilesRegistry, row: StoredFileRow, reply: FastifyReply): Promise<FastifyReply> {
  if (!row.details?.preview) throw new AppError('FILE_NOT_FOUND');
  try {
    const body = await files.storage.get(previewKeyOf(row.storageKey));
    return reply
      .header('content-type', 'image/webp')
      .header('content-disposition', 'inline')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=600')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw new AppError('FILE_NOT_FOUND');
    throw err;
  }
}

/** Streams the file: its sniffed type, Content-Disposition, nosniff, a private cache, one range at most. */
export async function sendFile(
  files: FilesRegistry,
  row: StoredFileRow,
  reply: FastifyReply,
  options: { inline: boolean; range: string | undefined },
): Promise<FastifyReply> {
  const inline = options.inline && row.mimeType.startsWith('image/');
  const range = parseRange(options.range, row.size);
  reply
    .header('content-type', textTypes.has(row.mimeType) ? `${row.mimeType}; charset=utf-8` : row.mimeType)
    .header('content-disposition', contentDisposition(row.name, inline))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    // A file is never a page: no script runs from it even when opened directly.
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${row.size}`).send();
  }
  try {
    const body = await files.storage.get(row.storageKey, range ?? undefined);
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
        .header('content-length', String(range.end - range.start + 1))
        .send(body);
    }
    return reply.header('content-length', String(row.size)).send(body);
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw new AppError('FILE_NOT_FOUND');
    throw err;
  }
}
