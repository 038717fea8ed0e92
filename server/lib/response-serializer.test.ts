import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noteListResponse, type Note } from '../../common/schemas/notes.js';
import { createTestApp } from '../test/test-app.js';
import { builtExactlyAs, compileFastSerializer, createResponseSerializerCompiler, ResponseSerializerMismatch } from './response-serializer.js';

const id = '0b7c3a52-8d0e-4f4e-9a5e-2f1c0d9e8b7a';

/** fast-json-stringify's bytes equal zod's parse plus JSON.stringify, for every value. */
function expectSameAsZod(schema: z.ZodType, ...values: unknown[]) {
  const serialize = compileFastSerializer(schema);
  expect(serialize).not.toBeNull();
  for (const value of values) expect(serialize?.(value)).toBe(JSON.stringify(schema.parse(value)));
}

const serializerFor = (schema: z.ZodType, verify: boolean) =>
  createResponseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/api/things', httpStatus: '200' });

describe('fast-json-stringify writes what zod writes', () => {
  it('drops unknown keys, at every depth, and keeps the shape order', () => {
    const schema = z.object({ b: z.string(), a: z.object({ x: z.number() }), list: z.array(z.object({ y: z.boolean() })) });
    expectSameAsZod(schema, { a: { x: 1, extra: 2 }, secret: 'no', b: 'b', list: [{ y: true, z: 1 }, { y: false }] });
  });

  it('writes nullable values of every kind', () => {
    const schema = z.object({
      text: z.string().nullable(),
      id: z.string().uuid().nullable(),
      count: z.number().int().nullable(),
      kind: z.enum(['a', 'b']).nullable(),
      exactly: z.literal('x').nullable(),
      person: z.object({ name: z.string() }).nullable(),
      tags: z.array(z.string()).nullable(),
      anything: z.unknown().nullable(),
    });
    const nulls = { text: null, id: null, count: null, kind: null, exactly: null, person: null, tags: null, anything: null };
    const values = { text: 't', id, count: 3, kind: 'b', exactly: 'x', person: { name: 'n', age: 3 }, tags: ['q'], anything: { deep: [1] } };
    expectSameAsZod(schema, nulls, values);
  });

  it('leaves out optional fields that are missing or undefined, wherever they stand', () => {
    const schema = z.object({
      first: z.string().optional(),
      second: z.number(),
      third: z.number().int().nullable().optional(),
      fourth: z.string(),
    });
    expectSameAsZod(
      schema,
      { second: 1, fourth: 'f' },
      { first: undefined, second: 1, third: null, fourth: 'f' },
      { fourth: 'f', third: 2, second: 1, first: 'a' },
    );
  });

  it('fills in defaults and writes given values', () => {
    const schema = z.object({
      time: z.string().default('08:00'),
      day: z.number().int().default(1),
      zone: z.literal('Europe/Amsterdam').default('Europe/Amsterdam'),
      off: z.boolean().nullable().default(null),
    });
    expectSameAsZod(schema, {}, { time: '09:30', day: 3, zone: 'Europe/Amsterdam', off: true });
  });

  it('writes records, passthrough and catchall objects with all their keys', () => {
    const schema = z.object({
      data: z.record(z.string(), z.unknown()),
      counts: z.record(z.string(), z.number()),
      loose: z.looseObject({ a: z.string() }),
      rest: z.object({ a: z.string() }).catchall(z.number()),
    });
    expectSameAsZod(schema, {
      data: { 2: 'two', b: [1, { c: null }], skipped: undefined, when: new Date(0), 1: true },
      counts: {},
      loose: { z: 1, a: 'a', y: { q: 2 } },
      rest: { b: 1, a: 'a' },
    });
  });

  it('writes a record of known keys in the keys’ order, a partial one in the value’s order', () => {
    const schema = z.object({
      all: z.record(z.enum(['x', 'y']), z.number()),
      literals: z.record(z.union([z.literal('q'), z.literal('p')]), z.number().optional()),
      some: z.partialRecord(z.enum(['x', 'y']), z.object({ n: z.number() })),
    });
    expectSameAsZod(
      schema,
      { all: { y: 1, x: 2 }, literals: { p: 1, q: 2 }, some: { y: { n: 1, m: 2 }, x: { n: 3 } } },
      { all: { x: 1, y: 2 }, literals: { p: undefined, q: undefined }, some: {} },
    );
  });

  it('writes unknown and any values as JSON.stringify does', () => {
    const schema = z.object({ u: z.unknown(), a: z.any(), gone: z.unknown() });
    expectSameAsZod(schema, { u: { nested: [1, 'two', null], at: new Date(1e12) }, a: 'text', gone: undefined }, { u: null, a: [], gone: undefined });
  });

  it('leaves strings with formats and patterns as they are, and writes Dates as toISOString does', () => {
    const schema = z.object({
      id: z.uuid(),
      email: z.email(),
      at: z.string().datetime(),
      day: z.iso.date(),
      time: z.string().regex(/^\d\d:\d\d$/),
      date: z.date(),
      dates: z.array(z.date()),
    });
    expectSameAsZod(schema, {
      id,
      email: 'a@b.nl',
      at: '2025-03-04T05:06:07.123456Z',
      day: '2025-03-04',
      time: '08:00',
      date: new Date('2025-03-04T05:06:07.1Z'),
      dates: [new Date(0)],
    });
  });

  it('escapes strings and writes numbers as JSON.stringify does', () => {
    const schema = z.object({ texts: z.array(z.string()), numbers: z.array(z.number()), ints: z.array(z.number().int()) });
    const texts = [
      '',
      'plain',
      'quote " backslash \\ slash /',
      'line\nbreak\ttab\u0001',
      'emoji 😀 é',
      'lone \ud800 surrogate',
      '\u2028\u2029',
      'x'.repeat(6000),
    ];
    expectSameAsZod(schema, { texts, numbers: [0, -0, 1.5, -2e-7, 1e21, 123456789.123], ints: [0, -5, Number.MAX_SAFE_INTEGER] });
  });

  it('writes tuples and literals', () => {
    const schema = z.object({
      pair: z.tuple([z.string(), z.number()]),
      one: z.literal(3),
      flag: z.literal(true),
      none: z.null(),
      kinds: z.literal(['a', 'b']),
    });
    expectSameAsZod(schema, { pair: ['a', 1], one: 3, flag: true, none: null, kinds: 'b' });
  });

  it('writes a union’s first matching option, as zod chooses it', () => {
    const schema = z.object({
      value: z.union([z.string(), z.number(), z.null()]),
      shape: z.union([z.object({ kind: z.literal('short'), a: z.string() }), z.object({ a: z.string(), b: z.number() })]),
      maybe: z.union([z.object({ a: z.string() }), z.array(z.string())]).nullable(),
    });
    expectSameAsZod(
      schema,
      { value: 'x', shape: { a: 'a', b: 1 }, maybe: null },
      { value: 2, shape: { kind: 'short', a: 'a', b: 1 }, maybe: ['x'] },
      { value: null, shape: { a: 'a', b: 2, c: 3 }, maybe: { a: 'a', extra: 1 } },
    );
  });

  it('writes the option a discriminated union’s discriminator names', () => {
    const event = z.discriminatedUnion('name', [
      z.object({ name: z.literal('created'), item: z.object({ id: z.string() }) }),
      z.object({ name: z.enum(['updated', 'renamed']), ids: z.array(z.string()), by: z.string().nullable() }),
      z.object({ name: z.literal('gone'), version: z.number() }),
    ]);
    const schema = z.object({ event, maybe: event.nullable() });
    expectSameAsZod(
      schema,
      { event: { name: 'created', item: { id: 'a', x: 1 }, ids: ['no'] }, maybe: null },
      { event: { name: 'renamed', ids: ['a'], by: null, version: 3 }, maybe: { name: 'gone', version: 2, item: {} } },
      { event: { name: 'updated', ids: [], by: 'b' }, maybe: { name: 'created', item: { id: 'b' } } },
    );
  });

  it('writes recursive schemas', () => {
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    expectSameAsZod(z.object({ root: tree, maybe: tree.nullable() }), { root: { name: 'a', children: [{ name: 'b', children: [], x: 1 }] }, maybe: null });
  });
});

describe('schemas fast-json-stringify cannot write as zod does keep zod', () => {
  it.each([
    ['a transform', z.object({ n: z.string().transform(Number) })],
    ['a pipe', z.object({ id: z.string().pipe(z.uuid()) })],
    ['a trimmed string', z.object({ s: z.string().trim() })],
    ['a catch', z.object({ n: z.number().catch(0) })],
    ['unknown array items', z.object({ list: z.array(z.unknown()) })],
    ['optional array items', z.array(z.string().optional())],
    ['a default that changes', z.object({ at: z.string().default(() => `${Math.random()}`) })],
    ['a refinement in a union', z.union([z.string().refine((s) => s.length > 2), z.string()])],
    ['a strict object in a union', z.union([z.strictObject({ a: z.string() }), z.object({ a: z.string(), b: z.string() })])],
    ['an exclusive union', z.xor([z.object({ a: z.string() }), z.object({ b: z.string() })])],
    ['an intersection', z.intersection(z.object({ a: z.string() }), z.record(z.string(), z.string()))],
    ['a bigint', z.object({ n: z.bigint() })],
    ['a loose record', z.looseRecord(z.enum(['a']), z.number())],
  ])('%s', (_name, schema) => {
    expect(compileFastSerializer(schema)).toBeNull();
  });

  it('serialises such a route with zod, refusing data that does not match', () => {
    const serialize = serializerFor(z.object({ n: z.string().transform(Number) }), false);
    expect(serialize({ n: '42', other: 1 })).toBe('{"n":42}');
    expect(() => serialize({ n: 42 })).toThrow(ResponseSerializationError);
  });
});

describe('the serializer compiler', () => {
  const schema = z.object({ n: z.number(), s: z.string() });

  it('in production writes with fast-json-stringify alone', () => {
    const serialize = serializerFor(schema, false);
    expect(serialize({ s: 'x', n: 1, extra: true })).toBe('{"n":1,"s":"x"}');
    // zod would refuse this; fast-json-stringify converts as it converts.
    expect(serialize({ n: '2', s: 3 })).toBe('{"n":2,"s":"3"}');
  });

  it('in tests refuses data that does not match the schema, as zod did', () => {
    const serialize = serializerFor(schema, true);
    expect(serialize({ s: 'x', n: 1, extra: true })).toBe('{"n":1,"s":"x"}');
    expect(() => serialize({ n: '2', s: 3 })).toThrow(ResponseSerializationError);
  });

  it('in tests refuses an answer that differs from zod’s, naming the route', () => {
    let reads = 0;
    // A getter answers differently on every read: zod's pass and fast-json-stringify's disagree.
    const changing = {
      s: 'x',
      get n() {
        reads += 1;
        return reads;
      },
    };
    const serialize = serializerFor(schema, true);
    expect(() => serialize(changing)).toThrow(ResponseSerializerMismatch);
    expect(() => serialize(changing)).toThrow(/^GET \/api\/things \(200\): fast-json-stringify wrote .*4.*, zod wrote .*3/);
  });
});

describe('a schema its handler builds exactly', () => {
  const schema = builtExactlyAs(z.object({ n: z.number(), s: z.string() }));

  it('is written by JSON.stringify', () => {
    expect(compileFastSerializer(schema)).toBe(JSON.stringify);
    expect(serializerFor(schema, false)({ n: 1, s: 'x' })).toBe('{"n":1,"s":"x"}');
  });

  it('in tests refuses a field more, a field reordered or a value of the wrong type', () => {
    const serialize = serializerFor(schema, true);
    expect(serialize({ n: 1, s: 'x' })).toBe('{"n":1,"s":"x"}');
    expect(() => serialize({ n: 1, s: 'x', secret: 'y' })).toThrow(ResponseSerializerMismatch);
    expect(() => serialize({ s: 'x', n: 1 })).toThrow(ResponseSerializerMismatch);
    expect(() => serialize({ n: '1', s: 'x' })).toThrow(ResponseSerializationError);
  });
});

describe('the response schemas of common/schemas', () => {
  const directory = path.resolve(import.meta.dirname, '../../common/schemas');
  const files = readdirSync(directory).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it.each(files)('%s: every response schema compiles to fast-json-stringify', async (file) => {
    const module = (await import(path.join(directory, file))) as Record<string, unknown>;
    const responses = Object.entries(module).filter(([name, value]) => name.endsWith('Response') && value instanceof z.ZodType);
    for (const [name, schema] of responses) expect(compileFastSerializer(schema as z.ZodType), name).not.toBeNull();
  });

  it('writes a list of notes as zod does', () => {
    expectSameAsZod(noteListResponse, { notes: Array.from({ length: 50 }, (_, i) => sampleNote(i)), nextCursor: null });
  });
});

describe('the app’s routes', () => {
  it('all write their responses with fast-json-stringify', async () => {
    const t = await createTestApp();
    try {
      const responses = t.app.registeredRoutes.flatMap((route) =>
        Object.entries((route.schema?.response ?? {}) as Record<string, z.ZodType>).map(([status, schema]) => ({
          route: `${route.method} ${route.url} ${status}`,
          schema,
        })),
      );
      expect(responses.length).toBeGreaterThan(50);
      expect(responses.filter(({ schema }) => compileFastSerializer(schema) === null).map(({ route }) => route)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

function sampleNote(i: number): Note & { internal: string } {
  const person = { id, name: `Sanne ${i}`, email: `sanne${i}@demo.nl`, avatarUrl: null, avatarColor: i % 2 ? 'teal' : null };
  return {
    id,
    title: `Budget "Q${i}" check\nnext week`,
    source: 'website',
    adAccount: { id, accountId: `12345${i}`, platform: i % 2 ? 'facebook' : 'google', name: 'Bakkerij de Vries' },
    clientName: i % 3 ? 'Klant' : null,
    clientId: null,
    campaignName: null,
    companyId: id,
    creator: i % 4 ? person : null,
    userId: id,
    createdAt: '2025-03-04T05:06:07.123Z',
    updatedAt: '2025-03-04T05:06:07.123Z',
    activityAt: '2025-03-05T05:06:07.123Z',
    assignments: [{ userId: id, assignedBy: null, user: person }],
    commentCount: i,
    lastCommentAt: i ? '2025-03-05T05:06:07.123Z' : null,
    resolvedAt: i % 2 ? '2025-03-05T05:06:07.123Z' : null,
    resolvedBy: i % 2 ? id : null,
    internal: 'not in the schema',
  };
}
