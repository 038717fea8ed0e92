import type { ErrorCode, ErrorParams } from '../../../common/errors';

/**
 * A code of common/errors.ts, as the server sends them (upper snake case). Only its form is
 * checked: the catalog (with its server-side texts) and the Dutch error texts (a lazy namespace)
 * stay out of every screen's first load; a code without a text shows the generic one.
 */
function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && /^[A-Z][A-Z0-9_]{1,63}$/.test(code);
}

/**
 * A failed API call. `code` is one of the stable codes of common/errors.ts (INTERNAL when the
 * answer carried none, e.g. a network failure or a proxy error page); the UI shows the Dutch
 * text for the code from the locale files, never `message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** Values for the message's `{{name}}` placeholders, e.g. RATE_LIMITED's `time`. */
  readonly params: ErrorParams | undefined;

  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string>, params?: ErrorParams) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.params = params;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown; params?: unknown } }).error;
    if (error && isKnownErrorCode(error.code)) {
      const message = typeof error.message === 'string' ? error.message : error.code;
      const fields = error.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : undefined;
      const params = error.params && typeof error.params === 'object' ? (error.params as ErrorParams) : undefined;
      return new ApiError(response.status, error.code, message, fields, params);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the generic error.
  }
  return new ApiError(response.status, 'INTERNAL', response.statusText || 'Request failed');
}

/**
 * Calls the API on this origin (relative URL, same-origin credentials: the session cookie is
 * HttpOnly and mutating requests from another origin are refused by the server).
 * Resolves with the parsed JSON body, or `undefined` for 204 No Content. A `Blob` body (a file)
 * is sent as it is, with its own type; any other body as JSON.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const file = body instanceof Blob ? body : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : (file ?? JSON.stringify(body)),
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'INTERNAL', 'Network request failed');
  }

  if (!response.ok) throw await readError(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
