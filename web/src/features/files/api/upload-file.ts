/**
 * One resumable upload through tus (POST /api/files/tus, then PATCHes): the purpose and its
 * parameters travel in Upload-Metadata; an interrupted upload resumes from what the server has
 * (tus-js-client remembers the upload URL per file, purpose and parameters). Success answers the
 * stored file; a refusal its error code (FILE_TYPE_REFUSED, FILE_TOO_LARGE, …).
 */
import { Upload, type DetailedError } from 'tus-js-client';
import { fileMeta, type FileMeta } from '../../../../../common/schemas/files';
import { errorCodeOf } from '../file-rules';

export interface UploadCallbacks {
  onProgress(fraction: number): void;
  onSuccess(file: FileMeta): void;
  /** An error code (the server's, or 'FILE_UPLOAD_FAILED' when it gave none). */
  onError(code: string): void;
}

export interface RunningUpload {
  /** Stops and removes what the server has of it (tus DELETE). */
  cancel(): Promise<void>;
}

async function fileOf(upload: Upload, body: string | null | undefined): Promise<FileMeta> {
  try {
    return fileMeta.parse((JSON.parse(body ?? '') as { file?: unknown }).file);
  } catch {
    // The last answer was lost (e.g. a resumed upload that had finished): ask for the file by its id.
    const id = upload.url?.split('/').pop() ?? '';
    const response = await fetch(`/api/files/uploads/${encodeURIComponent(id)}`, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(errorCodeOf(await response.text()) ?? 'FILE_UPLOAD_FAILED');
    return fileMeta.parse((await response.json()).file);
  }
}

export function startUpload(file: File, target: { purpose: string; params: Record<string, string> }, callbacks: UploadCallbacks): RunningUpload {
  const upload: Upload = new Upload(file, {
    endpoint: '/api/files/tus',
    metadata: { filename: file.name, filetype: file.type, purpose: target.purpose, ...target.params },
    // Resume only an upload of this same file for this same purpose and parameters.
    fingerprint: async (f) =>
      ['werkplek-file', target.purpose, JSON.stringify(target.params), (f as File).name, f.size, (f as File).lastModified].join('|'),
    retryDelays: [0, 1000, 3000, 5000, 10000],
    removeFingerprintOnSuccess: true,
    // A refusal (4xx but a lock or offset conflict) is final; a network failure or 5xx is retried.
    onShouldRetry: (err: DetailedError) => {
      const status = err.originalResponse?.getStatus() ?? 0;
      return status === 0 || status >= 500 || status === 409 || status === 423;
    },
    onProgress: (sent, total) => callbacks.onProgress(total > 0 ? sent / total : 0),
    onSuccess: ({ lastResponse }) => {
      fileOf(upload, lastResponse?.getBody())
        .then(callbacks.onSuccess)
        .catch((err: unknown) => callbacks.onError(err instanceof Error ? err.message : 'FILE_UPLOAD_FAILED'));
    },
    onError: (err) => {
      const response = (err as DetailedError).originalResponse;
      callbacks.onError(errorCodeOf(response?.getBody()) ?? 'FILE_UPLOAD_FAILED');
    },
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    })
    .catch(() => undefined)
    .finally(() => upload.start());
  return {
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}
