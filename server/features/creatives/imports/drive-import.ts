/**
 * Importing from Google Drive: the files the app may read (with drive.file: the ones the person
 * opened with it or picked), and one file — by id or pasted link — copied on the server into a
 * temporary file and stored through the files' one path: a binary file as it is
 * (`files.get?alt=media`), a Google Doc, Slides or Sheet exported as PDF, a Drawing as PNG.
 * Drive's own size is checked before the copy starts; the copy stops past the limit anyway.
 */
import type { DriveFile, DriveFilesResponse } from '../../../../common/schemas/creative-imports.js';
import { driveFileIdOf } from '../../../../common/schemas/creative-imports.js';
import { mimeTypesOf } from '../../../../common/schemas/files.js';
import type { FileMeta } from '../../../../common/schemas/files.js';
import { AppError } from '../../../lib/errors.js';
import { importFailure, withAccessToken } from './access.js';
import { downloadToFile } from './download.js';
import { driveFailure, googleExportOf, type DriveClient, type DriveUpstreamFile } from './drive-client.js';
import { creativeRules, importedFileName, requireDrive, storeImportedFile, type ImportActor, type ImportsDeps } from './kit.js';
import { ProviderError } from './provider-http.js';
import { rememberThumbnail } from './thumbnails.js';

const creativeMimeTypes = new Set(mimeTypesOf(['image', 'video', 'pdf']));

function withDrive<T>(deps: ImportsDeps, who: ImportActor, call: (client: DriveClient, accessToken: string) => Promise<T>): Promise<T> {
  const { client } = requireDrive(deps);
  return withAccessToken(deps, { userId: who.actor.userId, source: 'drive', refresher: client }, (token) => call(client, token)).catch((err: unknown) => {
    throw importFailure(err, 'drive', deps.log);
  });
}

export const driveThumbnailPath = (fileId: string) => `/api/creatives/imports/drive/files/${encodeURIComponent(fileId)}/thumbnail`;

/** How a Drive file would come in: as it is, exported, or not at all (a folder, a form, a zip …). */
function importAsOf(mimeType: string): DriveFile['importAs'] {
  if (mimeType.startsWith('application/vnd.google-apps.')) return googleExportOf[mimeType]?.importAs ?? null;
  return creativeMimeTypes.has(mimeType) ? 'file' : null;
}

const sizeOf = (file: DriveUpstreamFile) => {
  const size = file.size === null || file.size === undefined ? NaN : Number(file.size);
  return Number.isSafeInteger(size) && size >= 0 ? size : null;
};

/** A page of the files the app may read. */
export async function listDriveFiles(deps: ImportsDeps, who: ImportActor, pageToken: string | undefined): Promise<DriveFilesResponse> {
  const page = await withDrive(deps, who, (client, token) => client.listFiles(token, pageToken));
  const files = page.files
    .filter((file) => !file.trashed && file.mimeType !== 'application/vnd.google-apps.folder')
    .map((file) => {
      if (file.thumbnailLink) rememberThumbnail(`drive:${who.actor.userId}:${file.id}`, file.thumbnailLink);
      return {
        id: file.id,
        name: file.name || 'Naamloos bestand',
        mimeType: file.mimeType,
        size: sizeOf(file),
        thumbnailUrl: file.thumbnailLink ? driveThumbnailPath(file.id) : null,
        modifiedAt: file.modifiedTime ?? null,
        importAs: importAsOf(file.mimeType),
      };
    });
  return { files, nextPageToken: page.nextPageToken ?? null };
}

/** Where the file's thumbnail is now (asked from Drive when no list showed it lately). */
export async function driveThumbnailUrl(deps: ImportsDeps, who: ImportActor, fileId: string): Promise<string | null> {
  const file = await withDrive(deps, who, (client, token) => client.getFile(token, fileId));
  return file.thumbnailLink ?? null;
}

/** Copies the Drive file (`file`: an id or a link) and stores it: the importer's unattached creative file. */
export async function importDriveFile(deps: ImportsDeps, who: ImportActor, file: string): Promise<FileMeta> {
  const fileId = driveFileIdOf(file);
  if (!fileId) throw new AppError('CREATIVE_IMPORT_LINK_INVALID');
  const rules = await creativeRules(deps, who);
  const meta = await withDrive(deps, who, (client, token) => client.getFile(token, fileId));
  const exported = meta.mimeType.startsWith('application/vnd.google-apps.') ? googleExportOf[meta.mimeType] : undefined;
  // A folder, a form, a shortcut …: nothing a creative can be.
  if (exported === null || (exported === undefined && meta.mimeType.startsWith('application/vnd.google-apps.'))) throw new AppError('FILE_TYPE_REFUSED');
  const maxMb = { params: { maxMb: Math.floor(rules.maxBytes / 1024 ** 2) } };
  const known = sizeOf(meta);
  if (known !== null && known > rules.maxBytes) throw new AppError('FILE_TOO_LARGE', maxMb);
  const filename = importedFileName(meta.name, exported?.extension ?? null, 'Google Drive-bestand');
  return storeImportedFile(deps, who, { filename, ...rules }, () =>
    withDrive(deps, who, async (client, token) => {
      const url = exported ? client.exportUrl(fileId, exported.mimeType) : client.mediaUrl(fileId);
      try {
        return await downloadToFile(url, { dir: deps.tempDir, maxBytes: rules.maxBytes, headers: { authorization: `Bearer ${token}` }, failure: driveFailure });
      } catch (err) {
        // Google refuses to export more than 10 MB (403 exportSizeLimitExceeded).
        if (err instanceof ProviderError && err.details.reason === 'exportSizeLimitExceeded') throw new AppError('FILE_TOO_LARGE', { params: { maxMb: 10 } });
        throw err;
      }
    }),
  );
}
