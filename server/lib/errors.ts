/** Typed application errors with a stable code from common/errors.ts, and the answer body they make. */
import { errorCatalog, type ApiErrorBody, type ErrorCode } from '../../common/errors.js';

export interface AppErrorOptions {
  fields?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    super(errorCatalog[code].nl, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = opts.fields;
    this.headers = opts.headers ?? {};
  }
}

export function errorBody(code: ErrorCode, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message: errorCatalog[code].nl, ...(fields ? { fields } : {}) } };
}
