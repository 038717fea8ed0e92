/**
 * Fastify's response serializer: each route's zod response schema is compiled once, when the route
 * is registered, into a fast-json-stringify function (server/lib/response-json-schema.ts), so a
 * response is written without running zod over it. A schema fast-json-stringify cannot express
 * faithfully keeps the old path: zod's parse, then JSON.stringify. A schema marked `builtExactlyAs`
 * (its handler builds exactly that shape) is written by JSON.stringify alone.
 *
 * With `verify` (NODE_ENV=test) every response also runs the old path: data that does not match the
 * schema fails as before (ResponseSerializationError, a 500), and an answer that differs from
 * zod's by one byte fails with ResponseSerializerMismatch naming the route. The API tests so prove
 * both paths equal on every response they produce.
 */
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeParse } from 'zod/v4/core';
import { fastJsonSchemaOf } from './response-json-schema.js';

type Serialize = (data: unknown) => string;

export interface ResponseSerializerOptions {
  /** Also serialise with zod and require the same bytes (tests). */
  verify: boolean;
}

export class ResponseSerializerMismatch extends Error {
  constructor(route: string, fast: string, zod: string) {
    let at = 0;
    while (at < fast.length && fast[at] === zod[at]) at += 1;
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
    super(`${route}: fast-json-stringify wrote ${around(fast)}, zod wrote ${around(zod)} (from character ${at})`);
    this.name = 'ResponseSerializerMismatch';
  }
}

/** The route's zod schema: given as is, or as `{ properties: schema }` (as fastify-type-provider-zod accepts). */
function zodSchemaOf(routeSchema: unknown): $ZodType {
  if (routeSchema instanceof $ZodType) return routeSchema;
  const properties = (routeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(routeSchema));
}

/**
 * fast-json-stringify functions by zod schema, and by JSON Schema for the schemas a route file
 * builds inline: every app built in a process (tests) shares them.
 */
const compiledBySchema = new WeakMap<$ZodType, Serialize | null>();
const compiledByJson = new Map<string, Serialize>();

const builtExactly = new WeakSet<$ZodType>();

/**
 * Marks a response schema whose handler builds exactly its shape (its fields in the schema's order,
 * nothing more): V8's own JSON.stringify writes it, several times faster than fast-json-stringify
 * over a large array of small objects (the calendar's range: 4,000 events, 2 MB, 15 ms against
 * 4 ms). The tests' `verify` still compares every such answer byte for byte with zod's, so a field
 * added, left out or reordered by the handler fails there.
 */
export function builtExactlyAs<T extends $ZodType>(schema: T): T {
  builtExactly.add(schema);
  return schema;
}

/** The fast function for `schema` (JSON.stringify for a schema built exactly, else fast-json-stringify), or null when zod must write it. */
export function compileFastSerializer(schema: $ZodType): Serialize | null {
  if (builtExactly.has(schema)) return JSON.stringify;
  if (compiledBySchema.has(schema)) return compiledBySchema.get(schema) ?? null;
  const json = fastJsonSchemaOf(schema);
  let serialize: Serialize | null = null;
  if (json) {
    const key = JSON.stringify(json);
    serialize = compiledByJson.get(key) ?? (fastJson(json) as Serialize);
    compiledByJson.set(key, serialize);
  }
  compiledBySchema.set(schema, serialize);
  return serialize;
}

function zodSerializer(schema: $ZodType, method: string, url: string): Serialize {
  return (data) => {
    const result = safeParse(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

/**
 * The mismatch also goes to stderr: the test apps' logs are silent, and the test itself only sees
 * the 500 the error handler makes of it.
 */
function mismatch(route: string, fast: string, zod: string): ResponseSerializerMismatch {
  const err = new ResponseSerializerMismatch(route, fast, zod);
  process.stderr.write(`${err.message}\n`);
  return err;
}

function verifying(route: string, fast: Serialize, zod: Serialize): Serialize {
  return (data) => {
    const expected = zod(data);
    let actual: string;
    try {
      actual = fast(data);
    } catch (err) {
      throw mismatch(route, `(threw ${String(err)})`, expected);
    }
    if (actual !== expected) throw mismatch(route, actual, expected);
    return actual;
  };
}

export function createResponseSerializerCompiler({ verify }: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url, httpStatus }) => {
    const schema = zodSchemaOf(routeSchema);
    const zod = zodSerializer(schema, method, url);
    const fast = compileFastSerializer(schema);
    if (!fast) return zod;
    return verify ? verifying(`${method} ${url} (${httpStatus})`, fast, zod) : fast;
  };
}
