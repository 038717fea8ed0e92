/** Uploads (a file as the request body), kept out of the API client every screen loads. */
import { ApiError, readError } from './api-client';

/**
 * Sends a file as the request body itself (PUT /api/company/logo): the server judges the bytes, the
 * Content-Type is the file's own. Resolves with the parsed JSON answer; fails like `apiRequest`.
 */
export async function apiUpload<T>(path: string, file: Blob, options: { method?: 'PUT' | 'POST'; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': file.type || 'application/octet-stream' },
      credentials: 'same-origin',
      body: file,
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'INTERNAL', 'Network request failed');
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}
