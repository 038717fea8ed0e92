/**
 * What the import services share: their dependencies (one per app, made by routes.ts), the
 * redirect addresses the providers send the browser back to, and storing a copied file through
 * the files' one path (store-file.ts) for the creative purpose, as the importer's unattached file.
 */
import path from 'node:path';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { creativeImportSourceNames, type CreativeImportSource } from '../../../../common/schemas/creative-imports.js';
import type { FileMeta } from '../../../../common/schemas/files.js';
import type { Actor } from '../../../lib/actor.js';
import type { AppContext } from '../../../lib/context.js';
import { AppError } from '../../../lib/errors.js';
import { creativeUploadPurpose } from '../files-bridge.js';
import type { CanvaClient } from './canva-client.js';
import type { ConnectionStore } from './connections.js';
import type { Downloaded } from './download.js';
import type { DriveClient } from './drive-client.js';

export interface ImportsDeps extends ConnectionStore {
  files: AppContext['files'];
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  appOrigin: string;
  /** Where copies wait to be stored (DATA_DIR/imports). */
  tempDir: string;
  canva: { client: CanvaClient; exportTimeoutMs: number } | null;
  drive: { client: DriveClient } | null;
}

/** The signed-in team member an import runs for (the routes check the role). */
export interface ImportActor {
  actor: Actor;
  ip: string;
}

export const temporaryDirOf = (dataDir: string) => path.resolve(dataDir, 'imports');

/** Canva sends the browser back to the app's page (the spec's public route), which posts code and state to the API. */
export const canvaRedirectUri = (appOrigin: string) => `${appOrigin}/canva/callback`;
/** Google sends the browser back to the API, which finishes and redirects to /creatives. */
export const driveRedirectUri = (appOrigin: string) => `${appOrigin}/api/creatives/imports/drive/callback`;

export function notConfigured(source: CreativeImportSource): AppError {
  return new AppError('CREATIVE_IMPORT_NOT_CONFIGURED', { params: { source: creativeImportSourceNames[source] } });
}

export function requireCanva(deps: ImportsDeps): NonNullable<ImportsDeps['canva']> {
  if (!deps.canva) throw notConfigured('canva');
  return deps.canva;
}

export function requireDrive(deps: ImportsDeps): NonNullable<ImportsDeps['drive']> {
  if (!deps.drive) throw notConfigured('drive');
  return deps.drive;
}

/** A name to store a copied file under: the provider's title, tidied, with the extension of what it is (null: as named). */
export function importedFileName(title: string | null | undefined, extension: string | null, fallback: string): string {
  const clean = (title ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  const base = clean || fallback;
  return extension === null || base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** The creative purpose's decision for this actor: their company and the largest file it takes. */
export async function creativeRules(
  deps: ImportsDeps,
  who: ImportActor,
): Promise<{ companyId: string; maxBytes: number; kinds: readonly ('image' | 'video' | 'pdf')[] }> {
  const purpose = deps.files.purpose(creativeUploadPurpose);
  if (!purpose) throw new Error('the creative upload purpose is not registered');
  const { companyId, rules } = await purpose.authorize(deps.db, { actor: who.actor, ip: who.ip }, {});
  return { companyId, maxBytes: rules.maxBytes, kinds: rules.kinds as ('image' | 'video' | 'pdf')[] };
}

/**
 * Copies a file with `download` (into DATA_DIR/imports) and stores it as the actor's unattached
 * creative file; the copy is removed whatever happens, and a refusal leaves nothing stored.
 */
export async function storeImportedFile(
  deps: ImportsDeps,
  who: ImportActor,
  input: { filename: string; maxBytes: number; companyId: string; kinds: readonly ('image' | 'video' | 'pdf')[] },
  download: () => Promise<Downloaded>,
): Promise<FileMeta> {
  const copy = await download();
  try {
    const row = await deps.files.storeLocalFile({
      path: copy.path,
      filename: input.filename,
      purpose: creativeUploadPurpose,
      companyId: input.companyId,
      uploaderId: who.actor.userId,
      kinds: input.kinds,
      maxBytes: input.maxBytes,
      size: copy.size,
    });
    return deps.files.metaOf(row);
  } finally {
    await rm(copy.path, { force: true });
  }
}
