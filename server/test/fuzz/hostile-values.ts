/**
 * What an attacker sends instead of a form's values (issue 16, schema fuzzing): control characters,
 * lone surrogates, bidi overrides, 1 MB strings, wrong types, deep nesting, prototype keys. Also
 * the JSON writer and URL encoder that carry them to the server unchanged (JSON.stringify cannot
 * write 100,000 levels of nesting or a key named `__proto__` of an object literal).
 */
import fc from 'fast-check';

/** A piece of JSON text sent as it is (deep nesting, numbers JSON.stringify would rewrite). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object with own keys that object literals treat specially (`__proto__`). */
export function objectWithKeys(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

const megabyte = 'x'.repeat(1_000_000);
const nesting = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const objectNesting = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Characters PostgreSQL cannot store or that disguise text: the strings that broke routes before. */
export const controlStrings: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003',
  '\u0007bel',
  'tab\u000bvt\u000cff',
  '\u001b[31mrood\u001b[0m',
  '\u007f',
  '\ud800',
  'x\udbff',
  '\udc00y',
  '\udfff\ud800',
  'factuur\u202efdp.exe',
  '\u2066geïsoleerd\u2069',
  '\u202a\u202b\u202c\u202d',
  'Budget\u0000verhogen',
  'regel\n\u0000\nregel',
];

export const hostileStrings: readonly string[] = [
  '',
  ' ',
  '\t\n\r\n',
  '\u00a0\u2028\u2029\ufeff',
  'Crème brûlée 🍰 👩‍👩‍👧',
  "'; drop table users; --",
  '%00',
  '%ZZ',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{{constructor.constructor}}',
  '__proto__',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '9'.repeat(30),
  '0000-00-00',
  '0000-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-1',
  '1e309',
  'null',
  'x'.repeat(10_000),
];

/**
 * Dates JavaScript and PostgreSQL disagree about (issue 33): year 0 (not in PostgreSQL), years 0–99
 * (1900–1999 to `Date.UTC` and to a timestamp's reading), years past 9999 and before 0 (`+010000`,
 * `-000001` in `toISOString`), JavaScript's last instant, and dates that do not exist (which
 * `Date.parse` rolls over into the next month).
 */
export const extremeDateTimes: readonly string[] = [
  '0000-01-01T00:00:00.000Z',
  '0000-12-31T23:59:59Z',
  '0001-01-01T00:00:00.000Z',
  '0001-03-01T09:00:00+01:00',
  '0099-12-31T23:00:00.000Z',
  '1899-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
  '9999-12-31T23:00:00-14:00',
  '+010000-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '0000-00-00T00:00:00Z',
  '2026-02-30T10:00:00Z',
  '2026-13-01T10:00:00Z',
  '2026-01-01T24:00:00Z',
  '2026-01-01T10:00:00+25:00',
  '2026-01-01T10:00:00',
];

export const extremeDates: readonly string[] = [
  '0000-01-01',
  '0001-01-01',
  '0099-12-31',
  '1899-12-31',
  '9999-12-31',
  '10000-01-01',
  '+275760-09-13',
  '-000001-01-01',
  '0000-00-00',
  '2026-02-30',
  '2026-02-29',
];

/** Strings near and over the body limit (1 MiB): slow to send, so drawn rarely. */
export const hugeStrings: readonly string[] = [megabyte, `${megabyte.slice(0, 999_990)}\u0000`, '🍰'.repeat(300_000)];

/** Values of the wrong type or shape for any field. */
export const hostileValues: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  new RawJson('9007199254740993'),
  new RawJson('1e999'),
  new RawJson('-0'),
  [],
  [null],
  {},
  nesting(10_000),
  objectNesting(2_000),
  objectWithKeys([['__proto__', { isAdmin: true }]]),
  objectWithKeys([['constructor', { prototype: { isAdmin: true } }]]),
  objectWithKeys([['\u0000', 1]]),
  objectWithKeys([['a\ud800', 'x']]),
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 60, arbitrary: fc.constantFrom(...controlStrings) },
  { weight: 40, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 20, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...hostileValues) },
);

/** Keys added to an object besides its schema's own. */
export const hostileKey: fc.Arbitrary<string> = fc.constantFrom('__proto__', 'constructor', 'prototype', '\u0000', 'x\ud800', '\u202e', 'extra', '');

/** A whole body that is no object at all (the two largest drawn rarely: they are slow to send). */
export const hostileBody: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.constantFrom(
      new RawJson(''),
      new RawJson('null'),
      new RawJson('[]'),
      new RawJson('"tekst"'),
      new RawJson('{'),
      new RawJson('{"a":1,"a":2}'),
      new RawJson('{"__proto__":{"isAdmin":true}}'),
      new RawJson('{"constructor":{"prototype":{"isAdmin":true}}}'),
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(nesting(100_000), new RawJson(JSON.stringify(megabyte))) },
);

/** JSON text of a generated value: RawJson as it is, undefined object members left out, any own key. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${toJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encoding that also carries a lone surrogate (as the three bytes a sloppy client sends). */
export function encodeUriPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate: encoded piece by piece below.
  }
  let out = '';
  for (const part of text.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    const unit = part.charCodeAt(0);
    if (part.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(part);
    }
  }
  return out;
}

/** A short, printable description of a value for a failure report (long strings cut, controls escaped). */
export function describeValue(value: unknown): string {
  const json = value instanceof RawJson ? value.text : toJson(value);
  const escaped = json.replace(
    // eslint-disable-next-line no-control-regex -- escaping control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > 400 ? `${escaped.slice(0, 400)}… (${escaped.length} characters)` : escaped;
}
