/**
 * The logger's `err` serializer (server/app.ts). A database error carries user text: drizzle's
 * message and `params` hold the query's values, PGlite's error has them as `params` too, and the
 * driver's `detail`, `where` and message can quote a value. So when an error or one of its causes
 * is a database error, only the error classes, the SQLSTATE, the SQL text (with $1 placeholders,
 * never the values), the schema names it concerns, a message cut before any quoted value and the
 * stack frames are logged. Any other error is logged like pino's standard serializer does.
 * The `req` serializer logs a URL without its query string (a search, an OAuth code).
 */
import type { FastifyRequest } from 'fastify';
import { errorChain } from './db-errors.js';

type Props = Record<string, unknown>;

/** What the logger writes for an error (the shape Fastify's types ask of an `err` serializer). */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const sqlState = /^[0-9A-Z]{5}$/;

function isDatabaseError(e: Props): boolean {
  if (typeof e.query === 'string' && 'params' in e) return true;
  return typeof e.code === 'string' && sqlState.test(e.code) && ('severity' in e || 'routine' in e);
}

/** Names from the database's catalogue, never values. */
const identifierKeys = ['schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

/** The error's class; its `name` when the class name is missing or minified (PGlite's is one letter). */
function typeOf(e: Props): string {
  const name = (e.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' && name.length > 2 && name !== 'Object' ? name : String(e.name ?? 'Error');
}

/** Only the `at …` lines: a stack's first lines repeat the message, which may hold values. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** PostgreSQL quotes a refused value after a colon (`invalid input syntax for type uuid: "…"`): cut there. */
function safeMessage(message: unknown): string {
  if (typeof message !== 'string') return '';
  return message.replace(/:\s*["'].*$/s, ': …').slice(0, 200);
}

function databaseError(chain: Props[]): SerializedError {
  const driver = chain.find((e) => typeof e.code === 'string' && sqlState.test(e.code)) ?? chain[chain.length - 1]!;
  const query = chain.find((e) => typeof e.query === 'string')?.query;
  const out: SerializedError = {
    type: chain.map(typeOf).join(' ← '),
    code: driver.code,
    message: safeMessage(driver.message),
    query,
    stack: framesOf(chain[0]!.stack),
  };
  for (const key of identifierKeys) if (typeof driver[key] === 'string') out[key] = driver[key];
  return out;
}

function plainError(e: Props, depth: number): SerializedError {
  const out: SerializedError = { type: typeOf(e), message: String(e.message ?? ''), stack: String(e.stack ?? '') };
  for (const [key, value] of Object.entries(e)) {
    if (!(key in out)) out[key] = value instanceof Error && depth < 4 ? plainError(value as unknown as Props, depth + 1) : value;
  }
  // A cause given to the Error constructor is not enumerable.
  if (!('cause' in out) && e.cause !== undefined) {
    out.cause = e.cause instanceof Error && depth < 4 ? plainError(e.cause as unknown as Props, depth + 1) : e.cause;
  }
  return out;
}

export function serializeError(err: Error): SerializedError {
  // Logged values that are not errors stay as they are (as with pino's serializer).
  if (!(err instanceof Error)) return err as unknown as SerializedError;
  const chain = [...errorChain(err)];
  if (chain.some(isDatabaseError)) return databaseError(chain);
  return plainError(err as unknown as Props, 0);
}

/** Fastify's request line, with the query string's values left out. */
export function serializeRequest(req: FastifyRequest): Props {
  const query = req.url.indexOf('?');
  return {
    method: req.method,
    url: query < 0 ? req.url : `${req.url.slice(0, query)}?…`,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
