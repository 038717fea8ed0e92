/**
 * Importing from Canva: the person's designs (a page at a time, thumbnails through our own path),
 * and one design as a creative file — an export job created in the chosen format, polled until
 * Canva says `success` (bounded by CANVA_EXPORT_TIMEOUT_SECONDS: CREATIVE_IMPORT_TIMEOUT after),
 * the file downloaded from the job's link at once (the link expires) into a temporary file and
 * stored through the files' one path as the importer's unattached file.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { CanvaDesignsResponse, CanvaImportBody } from '../../../../common/schemas/creative-imports.js';
import type { FileMeta } from '../../../../common/schemas/files.js';
import { AppError } from '../../../lib/errors.js';
import { importFailure, sourceParams, withAccessToken } from './access.js';
import type { CanvaClient, CanvaExportJob, CanvaUpstreamDesign } from './canva-client.js';
import { downloadToFile } from './download.js';
import { creativeRules, importedFileName, requireCanva, storeImportedFile, type ImportActor, type ImportsDeps } from './kit.js';
import { rememberThumbnail } from './thumbnails.js';

/** Waits between polls of an export job: quick at first, then every two seconds (Canva allows 120 a minute). */
const pollDelaysMs = [250, 500, 1000, 1500, 2000];

const extensions = { png: 'png', jpg: 'jpg', pdf: 'pdf', mp4: 'mp4' } as const;

function withCanva<T>(deps: ImportsDeps, who: ImportActor, call: (client: CanvaClient, accessToken: string) => Promise<T>): Promise<T> {
  const { client } = requireCanva(deps);
  return withAccessToken(deps, { userId: who.actor.userId, source: 'canva', refresher: client }, (token) => call(client, token)).catch((err: unknown) => {
    throw importFailure(err, 'canva', deps.log);
  });
}

export const canvaThumbnailPath = (designId: string) => `/api/creatives/imports/canva/designs/${encodeURIComponent(designId)}/thumbnail`;

function designOf(who: ImportActor, design: CanvaUpstreamDesign) {
  if (design.thumbnail?.url) rememberThumbnail(`canva:${who.actor.userId}:${design.id}`, design.thumbnail.url);
  return {
    id: design.id,
    title: design.title?.trim() || 'Naamloos ontwerp',
    thumbnailUrl: design.thumbnail?.url ? canvaThumbnailPath(design.id) : null,
    pageCount: design.page_count ?? null,
    updatedAt: design.updated_at ? new Date(design.updated_at * 1000).toISOString() : null,
  };
}

/** A page of the person's designs (newest change first, or by relevance to `query`). */
export async function listCanvaDesigns(
  deps: ImportsDeps,
  who: ImportActor,
  input: { query?: string | undefined; continuation?: string | undefined },
): Promise<CanvaDesignsResponse> {
  const page = await withCanva(deps, who, (client, token) => client.listDesigns(token, { query: input.query || undefined, continuation: input.continuation }));
  return { designs: page.items.map((design) => designOf(who, design)), continuation: page.continuation ?? null };
}

/** Where the design's thumbnail is now (Canva's links expire after some minutes: asked again when needed). */
export async function canvaThumbnailUrl(deps: ImportsDeps, who: ImportActor, designId: string): Promise<string | null> {
  const design = await withCanva(deps, who, (client, token) => client.getDesign(token, designId));
  return design.thumbnail?.url ?? null;
}

/** Polls the job until it is done; CREATIVE_IMPORT_TIMEOUT when it is not by `deadline`. */
async function finishedJob(deps: ImportsDeps, who: ImportActor, first: CanvaExportJob, deadline: number): Promise<CanvaExportJob> {
  let job = first;
  for (let poll = 0; job.status === 'in_progress'; poll += 1) {
    const wait = pollDelaysMs[Math.min(poll, pollDelaysMs.length - 1)]!;
    if (Date.now() + wait > deadline) throw new AppError('CREATIVE_IMPORT_TIMEOUT', sourceParams('canva'));
    await delay(wait);
    job = await withCanva(deps, who, (client, token) => client.getExport(token, first.id));
  }
  return job;
}

/** Exports the design, copies the file at once and stores it: the importer's unattached creative file. */
export async function importCanvaDesign(deps: ImportsDeps, who: ImportActor, input: CanvaImportBody): Promise<FileMeta> {
  const { exportTimeoutMs } = requireCanva(deps);
  const rules = await creativeRules(deps, who);
  const design = await withCanva(deps, who, (client, token) => client.getDesign(token, input.designId));
  const vertical = (design.thumbnail?.height ?? 0) > (design.thumbnail?.width ?? 0);
  const deadline = Date.now() + exportTimeoutMs;
  const created = await withCanva(deps, who, (client, token) =>
    client.createExport(token, { designId: design.id, format: input.format, ...(input.page ? { page: input.page } : {}), vertical }),
  );
  const job = await finishedJob(deps, who, created, deadline);
  const link = job.status === 'success' ? job.urls?.[0] : undefined;
  if (!link) {
    deps.log.warn({ source: 'canva', job: job.id, code: job.error?.code }, 'a Canva export failed');
    throw new AppError('CREATIVE_IMPORT_FAILED', sourceParams('canva'));
  }
  const filename = importedFileName(design.title, extensions[input.format], 'Canva-ontwerp');
  // The link is valid only for a while: it is fetched now, straight into a temporary file.
  return storeImportedFile(deps, who, { filename, ...rules }, () =>
    downloadToFile(link, { dir: deps.tempDir, maxBytes: rules.maxBytes }).catch((err: unknown) => {
      if (err instanceof AppError) throw err;
      deps.log.warn({ err, source: 'canva', job: job.id }, 'downloading a Canva export failed');
      throw new AppError('CREATIVE_IMPORT_FAILED', sourceParams('canva'));
    }),
  );
}
