/**
 * One error answer for the whole API: `{ error: { code, message, fields? } }`. Validation failures
 * name the first issue's code, a value the database refuses answers 400, unexpected errors are
 * logged and answer 500 without details.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorCode, type ErrorCode } from '../../common/errors.js';
import { isDatabaseUnavailable, isInvalidValue } from './db-errors.js';
import { AppError, errorBody } from './errors.js';

type ValidationIssue = { instancePath: string; message?: string | undefined };

function codeOf(issue: ValidationIssue | undefined): ErrorCode {
  return issue && isErrorCode(issue.message) ? issue.message : 'VALIDATION_FAILED';
}

function fieldPath(issue: ValidationIssue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

function sendValidationFailure(reply: FastifyReply, issues: ValidationIssue[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldPath(issue)] ??= codeOf(issue);
  return reply.code(400).send(errorBody(codeOf(issues[0]), fields));
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large…) keep their status. */
function codeForClientStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

export function handleError(this: FastifyInstance, err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.status >= 500) request.log.error({ err }, err.code);
    return reply
      .code(err.status)
      .headers(err.headers)
      .send(errorBody(err.code, err.fields, err.params));
  }
  if (hasZodFastifySchemaValidationErrors(err)) return sendValidationFailure(reply, err.validation);
  if (isDatabaseUnavailable(err)) {
    request.log.error({ err }, 'database unavailable');
    return reply.code(503).send(errorBody('DATABASE_UNAVAILABLE'));
  }
  if (isInvalidValue(err)) {
    // A value the input rules let through; logged without it (server/lib/log-serializers.ts).
    request.log.warn({ err }, 'value refused by the database');
    return reply.code(400).send(errorBody('VALIDATION_FAILED'));
  }
  const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) return reply.code(status).send(errorBody(codeForClientStatus(status)));
  request.log.error({ err }, 'unexpected error');
  return reply.code(500).send(errorBody('INTERNAL'));
}

/**
 * Fastify's router errors, before any route runs (a path that is no valid percent-encoding, a
 * path parameter over the length limit): their status, in the API's envelope.
 */
export function handleFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.code(status).send(errorBody(codeForClientStatus(status)));
}
