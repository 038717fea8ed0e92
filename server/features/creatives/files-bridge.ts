/**
 * Creatives' use of stored files (features/files), in one place:
 * - the upload purpose `creative`: the team of the active company uploads images, videos and PDFs
 *   (a video's poster frame is an image upload of the same purpose); the largest allowed is the
 *   video limit, and once the type is sniffed the inspection applies the limit of what the file
 *   is (CREATIVE_MAX_IMAGE_MB, …), checks the container (a truncated video, a PDF of thousands of
 *   pages, a decompression bomb are refused, nothing stored) and makes the preview picture;
 * - the owner `creative_version`: the team of the company reads every version's files; a client's
 *   portal user only those of versions shared with their client.
 */
import { stat } from 'node:fs/promises';
import { and, eq, isNotNull } from 'drizzle-orm';
import { creativeMediaOf, type CreativeMedia } from '../../../common/creative-constants.js';
import { creatives, creativeVersions } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { clientScopeOf, scopeHasClient } from '../clients/scope.js';
import type { InspectOutcome } from '../files/registry.js';
import { versionOwnerType } from './kit.js';
import { inspectCreativeFile } from './media/inspect.js';
import { makePreviewImages } from './media/preview.js';
import { creativeTeamRoles } from './policy.js';

export const creativeUploadPurpose = 'creative';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The size limit of each kind of creative (bytes). */
export function maxBytesOf(settings: Env['creatives'], media: CreativeMedia): number {
  return media === 'image' ? settings.imageMaxBytes : media === 'video' ? settings.videoMaxBytes : settings.pdfMaxBytes;
}

/** The inspection of a finished creative upload: its kind's limit, its container, its preview. */
async function inspectCreative(settings: Env['creatives'], file: string, mimeType: string): Promise<InspectOutcome> {
  const media = creativeMediaOf(mimeType);
  if (!media) return { ok: false, code: 'FILE_TYPE_REFUSED' };
  const maxBytes = maxBytesOf(settings, media);
  if ((await stat(file)).size > maxBytes) return { ok: false, code: 'FILE_TOO_LARGE', params: { maxMb: Math.floor(maxBytes / 1024 ** 2) } };
  const found = await inspectCreativeFile(file, mimeType, { pdfMaxPages: settings.pdfMaxPages, imageMaxPixels: 100_000_000 });
  if (!found.ok) return found;
  const preview = await makePreviewImages(file, media).catch(() => null);
  return {
    ok: true,
    details: { durationMs: found.durationMs, pageCount: found.pageCount },
    width: found.width,
    height: found.height,
    preview: preview && { body: preview.thumbnail, width: preview.thumbnailWidth, height: preview.thumbnailHeight, blurDataUrl: preview.blurDataUrl },
  };
}

export function registerCreativeFiles(ctx: Pick<AppContext, 'files' | 'env'>): void {
  const settings = ctx.env.creatives;
  ctx.files.registerPurpose(creativeUploadPurpose, {
    async authorize(_db, who) {
      const actor = who.actor;
      if (!actor?.activeCompanyId || !actor.memberRole || !creativeTeamRoles.includes(actor.memberRole)) throw new AppError('FORBIDDEN');
      const maxBytes = Math.max(settings.imageMaxBytes, settings.videoMaxBytes, settings.pdfMaxBytes);
      return { companyId: actor.activeCompanyId, rules: { kinds: ['image', 'video', 'pdf'], maxBytes } };
    },
    inspect: (file, sniffed) => inspectCreative(settings, file, sniffed.mimeType),
  });
  ctx.files.registerOwner(versionOwnerType, {
    async canRead(db, actor, ownerId) {
      if (!uuidPattern.test(ownerId) || !actor.activeCompanyId || !actor.memberRole) return false;
      const [row] = await db
        .select({ companyId: creativeVersions.companyId, clientId: creatives.clientId, sharedAt: creativeVersions.sharedAt })
        .from(creativeVersions)
        .innerJoin(creatives, eq(creatives.id, creativeVersions.creativeId))
        .where(and(eq(creativeVersions.id, ownerId), isNotNull(creativeVersions.companyId)));
      if (!row || row.companyId !== actor.activeCompanyId) return false;
      if (creativeTeamRoles.includes(actor.memberRole)) return true;
      if (actor.memberRole !== 'client' || row.sharedAt === null) return false;
      const scope = await clientScopeOf(db, actor);
      return scope.kind === 'client' && scopeHasClient(scope, row.clientId);
    },
  });
}
