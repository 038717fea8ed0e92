/**
 * fast-check arbitraries from zod 4 schemas (issue 16, schema fuzzing): values a schema accepts,
 * mixed at every level with hostile ones (hostile-values.ts), so a route sees both what its form
 * sends and what an attacker sends. Transforms, refinements and pipes are generated from their
 * input side. A zod type the generator does not know throws: a route with a new kind of schema
 * fails the fuzz test until the generator learns it, instead of going unfuzzed.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { dateBounds } from '../../../common/schemas/dates.js';
import { extremeDates, extremeDateTimes, hostileKey, hostileValue, objectWithKeys } from './hostile-values.js';

export interface ArbitraryOptions {
  /** Out of 100: how often a value is replaced by a hostile one (at every level). Default 15. */
  hostility?: number;
  /** Real ids for uuid strings (half the uuids generated come from here when given). */
  uuids?: fc.Arbitrary<string>;
  /**
   * Values people send for an object member of this name, mixed with the schema's own: for what
   * the schema checks after a transform (an account id that must be digits, an e-mail address).
   */
  hints?: Partial<Record<string, fc.Arbitrary<unknown>>>;
}

interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

interface Def {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  /** A tuple's members. */
  items?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((c) => c._zod.def);

/** The generator's own limits: long enough to cross every length rule, short enough to be fast. */
const longest = 5_000;
const mostItems = 25;
const defaultHostility = 15;
/** Single characters that broke or disguised text: NUL and other controls, lone surrogates, bidi overrides. */
const poisonCharacters = ['\u0000', '\u0000', '\u0001', '\u0008', '\u001b', '\u007f', '\ud800', '\udfff', '\u202e', '\u2066'];

/** Keeps the values `schema` accepts, unless it accepts too few of them to filter on. */
function acceptedBy(schema: z.ZodType, arbitrary: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const accepts = (value: string) => schema.safeParse(value).success;
  const sample = fc.sample(arbitrary, { numRuns: 40, seed: 1 });
  return sample.filter(accepts).length >= 4 ? arbitrary.filter(accepts) : arbitrary;
}

function stringArbitrary(schema: z.ZodType, def: Def, options: ArbitraryOptions): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format = def.format ?? checks.find((c) => c.check === 'string_format')?.format;
  const pattern = def.pattern ?? checks.find((c) => c.check === 'string_format')?.pattern;
  if (format === 'uuid' || format === 'guid') {
    return options.uuids ? fc.oneof(options.uuids, fc.uuid()) : fc.uuid();
  }
  if (format === 'datetime' || format === 'date') return dateArbitrary(format, options);
  // email, regex and the other formats: zod keeps the pattern it checks.
  if (pattern) return fc.stringMatching(pattern);
  if (format !== undefined) throw new Error(`zod-arbitrary: no generator for string format '${format}'`);
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const max = Math.min(longest, ...checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? longest));
  // Mostly short text as people type it; sometimes as long as the rule allows.
  const typed = fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.max(min, Math.min(max, 40)) }) },
    { weight: 1, arbitrary: fc.constant('a'.repeat(Math.max(min, max))) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: Math.max(min, Math.min(max, 300)) }) },
  );
  const valid = acceptedBy(schema, typed);
  const hostility = options.hostility ?? defaultHostility;
  if (hostility <= 0) return valid;
  // One past the limit, where off-by-one mistakes live, and a valid text with one bad character
  // in it (it passes every other rule, so it reaches furthest).
  const tooLong = fc.constant('a'.repeat(Math.min(max, longest) + 1));
  const poisoned = fc
    .tuple(valid, fc.constantFrom(...poisonCharacters), fc.nat())
    .map(([text, char, at]) => `${text.slice(0, at % (text.length + 1))}${char}${text.slice(at % (text.length + 1))}`);
  return fc.oneof(
    { weight: 100 - hostility, arbitrary: valid },
    { weight: Math.ceil(hostility / 8), arbitrary: tooLong },
    { weight: Math.ceil(hostility / 2), arbitrary: poisoned },
  );
}

/** Dates within the API's bounds (common/schemas/dates.ts), and the extreme ones at the hostility's rate. */
function dateArbitrary(format: 'datetime' | 'date', options: ArbitraryOptions): fc.Arbitrary<string> {
  const instant = fc.date({ min: new Date(Date.UTC(dateBounds.firstYear, 0, 1)), max: new Date(Date.UTC(dateBounds.lastYear, 11, 31)), noInvalidDate: true });
  const valid = format === 'date' ? instant.map((d) => d.toISOString().slice(0, 10)) : instant.map((d) => d.toISOString());
  const hostility = options.hostility ?? defaultHostility;
  if (hostility <= 0) return valid;
  const extreme = fc.constantFrom(...(format === 'date' ? extremeDates : extremeDateTimes));
  return fc.oneof({ weight: 100 - hostility, arbitrary: valid }, { weight: hostility, arbitrary: extreme });
}

function numberArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<number | string> {
  const checks = checksOf(def);
  const isInt = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
  const lower = checks.find((c) => c.check === 'greater_than');
  const upper = checks.find((c) => c.check === 'less_than');
  const min = lower ? lower.value! + (lower.inclusive || !isInt ? 0 : 1) : isInt ? -1_000_000 : -1e9;
  const max = upper ? upper.value! - (upper.inclusive || !isInt ? 0 : 1) : isInt ? 1_000_000 : 1e9;
  const inRange = isInt ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const edges = fc.constantFrom(min - 1, max + 1, 0);
  const number = (options.hostility ?? defaultHostility) > 0 ? fc.oneof({ weight: 5, arbitrary: inRange }, { weight: 1, arbitrary: edges }) : inRange;
  // A coerced number usually comes from a query string.
  return def.coerce ? fc.oneof(number, number.map(String)) : number;
}

function objectArbitrary(def: Def, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const shape = def.shape ?? {};
  const member = (key: string, schema: z.ZodType) => {
    const own = arbitraryOf(schema, options);
    const hint = options.hints?.[key];
    return hint ? fc.oneof(hint, own) : own;
  };
  const members = Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, member(key, schema)]));
  const object = fc.record(members);
  const extra = fc.array(fc.tuple(hostileKey, hostileValue), { maxLength: 2 });
  return fc.oneof(
    { weight: 9, arbitrary: object },
    { weight: 1, arbitrary: fc.tuple(object, extra).map(([values, more]) => objectWithKeys([...Object.entries(values), ...more])) },
  );
}

/** The values `schema` accepts, without hostile ones mixed in at this level. */
function validArbitrary(schema: z.ZodType, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, options);
    case 'number':
      return numberArbitrary(def, options);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'object':
      return objectArbitrary(def, options);
    case 'array': {
      const checks = checksOf(def);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = Math.min(mostItems, checks.find((c) => c.check === 'max_length')?.maximum ?? mostItems);
      return fc.array(arbitraryOf(def.element!, options), { minLength, maxLength: Math.max(minLength, maxLength) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => arbitraryOf(item, options)));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 20 }), arbitraryOf(def.valueType!, options), { maxKeys: 5 });
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 3 });
    case 'optional':
    case 'default':
    case 'prefault':
    case 'catch':
      return fc.option(arbitraryOf(def.innerType!, options), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!, options), { nil: null, freq: 4 });
    case 'union':
      return fc.oneof(...def.options!.map((option) => arbitraryOf(option, options)));
    case 'pipe':
      // A preprocess is a pipe from a transform: what follows it says what to send.
      return defOf(def.in!).type === 'transform' ? arbitraryOf(def.out!, options) : arbitraryOf(def.in!, options);
    case 'transform':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: no generator for zod type '${def.type}'`);
  }
}

/** Values for `schema`: valid ones, each level replaced by a hostile value `hostility` times in 100. */
export function arbitraryOf(schema: z.ZodType, options: ArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const hostility = options.hostility ?? defaultHostility;
  const valid = validArbitrary(schema, options);
  if (hostility <= 0) return valid;
  return fc.oneof({ weight: 100 - hostility, arbitrary: valid }, { weight: hostility, arbitrary: hostileValue });
}
