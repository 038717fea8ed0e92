/**
 * A zod response schema as the JSON Schema that makes fast-json-stringify write what zod's parse
 * plus JSON.stringify writes, or null when it cannot (server/lib/response-schema-support.ts).
 *
 * zod's JSON Schema (draft-07, output side) is adapted where fast-json-stringify reads it otherwise:
 * - nullable (`anyOf [X, null]`) becomes `type: [X's type, 'null']`; a nullable reference or
 *   discriminated union an `if null` test, so Ajv never checks whole values;
 * - a discriminated union (`oneOf`) becomes an if/then/else chain on the discriminator's values;
 * - a record with a finite set of keys (not a partial one) becomes an object with those properties, in zod's order;
 * - `format` goes (fast-json-stringify rewrites date-time strings), `additionalProperties: false`
 *   too (only declared properties are written anyway, and Ajv must not refuse extra keys zod strips);
 * - `required` keeps only the properties before the first optional one, since fast-json-stringify
 *   writes required properties first and zod writes the shape's order.
 * Inside a plain union (`anyOf`, chosen by Ajv per value) `required` stays whole, and an object
 * whose order it would change, or a reference, is refused.
 */
import { z } from 'zod';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { isExpressibleForFastJson } from './response-schema-support.js';

export type JsonSchema = { [keyword: string]: unknown };

class Unsupported extends Error {}

/** What zod's JSON Schema leaves out and the adaptation needs, added by the `override` below. */
const discriminatorKeyword = 'x-discriminator';
const recordKeysKeyword = 'x-record-keys';
const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (schema: unknown) => isSchema(schema) && schema.type === 'null' && Object.keys(schema).every((k) => k === 'type' || k === 'const');

function adaptMap(map: unknown, inUnion: boolean): JsonSchema {
  if (!isSchema(map)) throw new Unsupported();
  return Object.fromEntries(Object.entries(map).map(([key, schema]) => [key, adapt(schema, inUnion)]));
}

/**
 * A record: zod writes a finite set of keys (`z.record(z.enum(…), …)`) in that set's order, any
 * other record's keys in the value's order. The key rules themselves are zod's to check.
 */
function recordKeys(schema: JsonSchema): JsonSchema {
  const { propertyNames: _names, [recordKeysKeyword]: keys, ...rest } = schema;
  if (!Array.isArray(keys)) return rest;
  const { additionalProperties = {}, required: _required, ...object } = rest;
  return { ...object, properties: Object.fromEntries(keys.map((key) => [key, additionalProperties])) };
}

/** The properties before the first optional one stay required: fast-json-stringify then keeps zod's order. */
function requiredInOrder(schema: JsonSchema, inUnion: boolean): JsonSchema {
  if (!isSchema(schema.properties) || !Array.isArray(schema.required)) return schema;
  const required = new Set(schema.required);
  const order = Object.keys(schema.properties);
  const firstOptional = order.findIndex((key) => !required.has(key));
  const prefix = firstOptional === -1 ? order : order.slice(0, firstOptional);
  if (prefix.length === required.size) return schema;
  if (inUnion) throw new Unsupported();
  return { ...schema, required: prefix };
}

function typesOf(schema: JsonSchema): unknown[] | null {
  if (typeof schema.type === 'string') return [schema.type];
  return Array.isArray(schema.type) ? schema.type : null;
}

function nullable(option: JsonSchema, siblings: JsonSchema): JsonSchema {
  if (Object.keys(option).length === 0) return siblings;
  const types = typesOf(option);
  const combinator = ['anyOf', 'oneOf', 'allOf', 'if', '$ref'].some((keyword) => keyword in option);
  if (!types || combinator) return { ...siblings, if: { type: 'null' }, then: { type: 'null' }, else: option };
  const merged: JsonSchema = { ...option, ...siblings, type: [...new Set([...types, 'null'])] };
  if (merged.const !== undefined) {
    merged.enum = [merged.const, null];
    delete merged.const;
  } else if (Array.isArray(merged.enum)) merged.enum = [...merged.enum, null];
  return merged;
}

function discriminatorValues(option: unknown, discriminator: string): unknown[] {
  const property = isSchema(option) && isSchema(option.properties) ? option.properties[discriminator] : undefined;
  if (!isSchema(property)) throw new Unsupported();
  if (property.const !== undefined) return [property.const];
  if (Array.isArray(property.enum)) return property.enum;
  throw new Unsupported();
}

/** Each option is tried on its discriminator alone, as zod does; the last one is the fallback. */
function discriminatedUnion(options: unknown[], discriminator: string, siblings: JsonSchema): JsonSchema {
  const [first, ...others] = options;
  if (!isSchema(first)) throw new Unsupported();
  if (others.length === 0) return { ...siblings, ...first };
  return {
    ...siblings,
    if: { type: 'object', properties: { [discriminator]: { enum: discriminatorValues(first, discriminator) } }, required: [discriminator] },
    then: first,
    else: discriminatedUnion(others, discriminator, {}),
  };
}

/** One schema without its unions: its own keywords, then its children. */
function adaptNode(input: JsonSchema, inUnion: boolean): JsonSchema {
  let schema: JsonSchema = { ...input };
  delete schema.$schema;
  delete schema.format;
  if (schema.additionalProperties === false) delete schema.additionalProperties;
  if (!inUnion) schema = recordKeys(schema);
  for (const keyword of ['properties', 'definitions']) {
    if (keyword in schema) schema[keyword] = adaptMap(schema[keyword], inUnion);
  }
  for (const keyword of ['additionalProperties', 'additionalItems', 'propertyNames']) {
    if (isSchema(schema[keyword])) schema[keyword] = adapt(schema[keyword], inUnion);
  }
  if (Array.isArray(schema.items)) schema.items = schema.items.map((item) => adapt(item, inUnion));
  else if (schema.items !== undefined) schema.items = adapt(schema.items, inUnion);
  return requiredInOrder(schema, inUnion);
}

function adapt(input: unknown, inUnion: boolean): JsonSchema {
  if (!isSchema(input)) throw new Unsupported();
  if (inUnion && '$ref' in input) throw new Unsupported();
  if (['allOf', 'not', 'if', 'patternProperties'].some((keyword) => keyword in input)) throw new Unsupported();
  const { anyOf, oneOf, [discriminatorKeyword]: discriminator, ...rest } = input;
  if (Array.isArray(anyOf) && anyOf.length === 2 && anyOf.some(isNullSchema)) {
    return nullable(
      adapt(
        anyOf.find((option) => !isNullSchema(option)),
        inUnion,
      ),
      adaptNode(rest, inUnion),
    );
  }
  if (Array.isArray(oneOf)) {
    if (typeof discriminator !== 'string') throw new Unsupported();
    const options = oneOf.map((option) => adapt(option, inUnion));
    return discriminatedUnion(options, discriminator, adaptNode(rest, inUnion));
  }
  const schema = adaptNode(rest, inUnion);
  if (Array.isArray(anyOf)) schema.anyOf = anyOf.map((option) => adapt(option, true));
  return schema;
}

interface ZodDef {
  type: string;
  discriminator?: string;
  shape?: Record<string, $ZodType>;
  keyType?: $ZodType;
  partial?: boolean;
}

/**
 * A property whose schema lets undefined through (z.unknown(), z.any()) may be undefined in zod's
 * output, which JSON.stringify leaves out: fast-json-stringify must not require it.
 */
function mayBeLeftOut(property: $ZodType): boolean {
  try {
    const result = safeParse(property, undefined);
    return result.success && result.data === undefined;
  } catch {
    return false;
  }
}

/** The JSON Schema fast-json-stringify compiles for `schema`, or null when zod must write it. */
export function fastJsonSchemaOf(schema: $ZodType): JsonSchema | null {
  if (!isExpressibleForFastJson(schema)) return null;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const def = zodSchema._zod.def as ZodDef;
        if (def.type === 'union' && def.discriminator !== undefined) jsonSchema[discriminatorKeyword] = def.discriminator;
        const keys = def.keyType?._zod.values;
        if (def.type === 'record' && keys && !def.partial) jsonSchema[recordKeysKeyword] = [...keys].map(String);
        if (def.type === 'object' && Array.isArray(jsonSchema.required)) {
          jsonSchema.required = jsonSchema.required.filter((key) => !def.shape?.[key] || !mayBeLeftOut(def.shape[key]));
        }
      },
    });
    return adapt(json, false);
  } catch (err) {
    if (err instanceof Unsupported) return null;
    throw err;
  }
}
