/**
 * Whether a zod response schema can be serialised by fast-json-stringify with exactly zod's output
 * (parse, then JSON.stringify). The schema's JSON Schema only describes shapes: anything that
 * changes a value (transforms, pipes, trim-like checks, catch, prefault) or that fast-json-stringify
 * writes differently (an optional or unknown array item, a default outside an object's property)
 * is refused, and the route keeps zod. Plain unions are chosen per value by Ajv on the JSON
 * Schema, so their options may only hold rules the JSON Schema states as zod checks them.
 */
import type { $ZodType } from 'zod/v4/core';

/**
 * Where a schema sits: an object's property, a record's or catchall's entry (both left out when
 * undefined, by JSON.stringify and fast-json-stringify alike), an array's item, or anywhere else.
 */
type Position = 'property' | 'entry' | 'item' | 'value';

interface Visit {
  position: Position;
  /** Inside a plain union: Ajv picks the option, so every rule must be in the JSON Schema. */
  inUnion: boolean;
}

/** The parts of zod's internal definitions this walk reads. */
interface Def {
  type: string;
  checks?: { _zod: { def: { check: string; pattern?: unknown } } }[];
  format?: string;
  pattern?: unknown;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  options?: $ZodType[];
  discriminator?: string;
  inclusive?: boolean;
  unionFallback?: boolean;
  keyType?: $ZodType;
  mode?: string;
  valueType?: $ZodType;
  innerType?: $ZodType;
  values?: unknown[];
  defaultValue?: unknown;
  getter?: () => $ZodType;
}

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** Check kinds a JSON Schema states as zod checks them (the rest are refinements or value changes). */
const checksInJsonSchema = new Set(['min_length', 'max_length', 'length_equals', 'string_format', 'greater_than', 'less_than', 'multiple_of', 'number_format']);
const wrappers = new Set(['nullable', 'readonly', 'nonoptional']);

function checksKeepValue(def: Def, inUnion: boolean): boolean {
  if (inUnion && def.format !== undefined && !(def.pattern instanceof RegExp)) return false;
  return (def.checks ?? []).every(({ _zod: { def: check } }) => {
    if (check.check === 'overwrite') return false;
    if (!inUnion) return true;
    return checksInJsonSchema.has(check.check) && (check.check !== 'string_format' || check.pattern instanceof RegExp);
  });
}

/** A default read twice gives the same JSON: a constant, which the JSON Schema can carry. */
function hasConstantDefault(def: Def): boolean {
  const first = JSON.stringify(def.defaultValue);
  return first !== undefined && first === JSON.stringify(def.defaultValue);
}

/** Record keys zod checks without changing them (a finite set becomes the object's properties). */
function isPlainKey(schema: $ZodType, inUnion: boolean): boolean {
  const def = defOf(schema);
  if (!checksKeepValue(def, inUnion)) return false;
  if (inUnion) return def.type === 'string' && !def.checks?.length && def.format === undefined;
  if (def.type === 'union') return (def.options ?? []).every((option) => defOf(option).type === 'never' || isPlainKey(option, inUnion));
  return ['string', 'enum', 'literal', 'template_literal'].includes(def.type);
}

/** A discriminated union's option is chosen by a value its discriminator must have (never by its absence). */
function hasDiscriminatorValue(option: $ZodType, discriminator: string): boolean {
  const values = option._zod.propValues?.[discriminator];
  return values !== undefined && values.size > 0 && !values.has(undefined);
}

function isLiteralValue(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/**
 * Recursive schemas (getters, z.lazy) reach a schema again: it is being checked already, in the
 * same position, so it passes there.
 */
function expressible(schema: $ZodType, visit: Visit, seen: Map<$ZodType, Set<string>>): boolean {
  const key = `${visit.position}:${visit.inUnion}`;
  const visits = seen.get(schema) ?? new Set<string>();
  if (visits.has(key)) return true;
  seen.set(schema, visits.add(key));

  const def = defOf(schema);
  if (!checksKeepValue(def, visit.inUnion)) return false;
  const inner = (child: $ZodType | undefined, next: Partial<Visit> = {}) => child !== undefined && expressible(child, { ...visit, ...next }, seen);
  if (wrappers.has(def.type)) return inner(def.innerType);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'template_literal':
    case 'enum':
      return true;
    case 'any':
    case 'unknown':
      // JSON.stringify writes an undefined array item as null, fast-json-stringify as `undefined`.
      return visit.position !== 'item';
    case 'date':
      // No JSON Schema: written as JSON.stringify writes it (toISOString); Ajv could not tell it apart.
      return !visit.inUnion;
    case 'literal':
      return (def.values ?? []).every(isLiteralValue);
    case 'optional':
      return (visit.position === 'property' || visit.position === 'entry') && inner(def.innerType);
    case 'default':
      return visit.position === 'property' && !visit.inUnion && hasConstantDefault(def) && inner(def.innerType);
    case 'lazy':
      return def.getter !== undefined && inner(def.getter());
    case 'object': {
      const catchall = def.catchall ? defOf(def.catchall).type : undefined;
      if (catchall === 'never' && visit.inUnion) return false;
      if (catchall !== undefined && catchall !== 'never' && !inner(def.catchall, { position: 'entry' })) return false;
      return Object.values(def.shape ?? {}).every((property) => inner(property, { position: 'property' }));
    }
    case 'record':
      // z.looseRecord copies keys outside its key set without checking their values.
      return def.mode !== 'loose' && def.keyType !== undefined && isPlainKey(def.keyType, visit.inUnion) && inner(def.valueType, { position: 'entry' });
    case 'array':
      return inner(def.element, { position: 'item' });
    case 'tuple':
      return (def.items ?? []).every((item) => inner(item, { position: 'item' })) && (!def.rest || inner(def.rest, { position: 'item' }));
    case 'union': {
      const options = def.options ?? [];
      if (def.discriminator === undefined) {
        // z.xor (exclusive) refuses a value two options accept; Ajv takes the first.
        return def.inclusive !== false && options.length > 0 && options.every((option) => inner(option, { position: 'value', inUnion: true }));
      }
      if (visit.inUnion || def.unionFallback || !options.every((option) => hasDiscriminatorValue(option, def.discriminator ?? ''))) return false;
      return options.every((option) => inner(option, { position: 'value' }));
    }
    default:
      return false;
  }
}

export function isExpressibleForFastJson(schema: $ZodType): boolean {
  return expressible(schema, { position: 'value', inUnion: false }, new Map());
}
