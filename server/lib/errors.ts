/** Typed application errors with a stable code from common/errors.ts, and the answer body they make. */
import { errorCatalog, formatErrorMessage, type ApiErrorBody, type ErrorCode, type ErrorParams } from '../../common/errors.js';

export interface AppErrorOptions {
  fields?: Record<string, string>;
  /** Values for the message's placeholders; sent along so the web app can fill its own text. */
  params?: ErrorParams;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;
  readonly params: ErrorParams | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, opts: AppErrorOptions = {}) {
    super(formatErrorMessage(code, opts.params), opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = opts.fields;
    this.params = opts.params;
    this.headers = opts.headers ?? {};
  }
}

export function errorBody(code: ErrorCode, fields?: Record<string, string>, params?: ErrorParams): ApiErrorBody {
  return {
    error: { code, message: formatErrorMessage(code, params), ...(fields ? { fields } : {}), ...(params ? { params } : {}) },
  };
}
