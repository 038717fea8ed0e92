/** The zod → fast-check generator of the schema fuzzing: valid values by default, hostile ones mixed in. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedDate, boundedInstant } from '../../../common/schemas/dates.js';
import { extremeDates, extremeDateTimes, RawJson, toJson } from './hostile-values.js';
import { arbitraryOf } from './zod-arbitrary.js';

const everything = z.object({
  id: z.string().uuid(),
  newer: z.uuid(),
  email: z.string().email(),
  when: z.string().datetime({ offset: true }),
  bounded: boundedInstant('CALENDAR_TIME_INVALID'),
  day: boundedDate('CALENDAR_TIME_INVALID'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  name: z.string().trim().min(2).max(12),
  count: z.number().int().min(1).max(7),
  ratio: z.number().min(0).max(1),
  limit: z.coerce.number().int().min(1).max(100),
  on: z.boolean(),
  kind: z.enum(['a', 'b']),
  fixed: z.literal('vast'),
  tags: z.array(z.string().max(5)).min(1).max(3),
  note: z.string().max(10).optional(),
  parent: z.string().nullable(),
  level: z.number().int().min(0).max(3).default(1),
  first: z.string().max(3).prefault(''),
  either: z.union([z.boolean(), z.number().int().min(0).max(1)]),
  action: z.discriminatedUnion('action', [z.object({ action: z.literal('create'), name: z.string() }), z.object({ action: z.literal('keep') })]),
  data: z.record(z.string(), z.unknown()),
  trimmed: z
    .string()
    .max(5)
    .transform((s) => s.trim()),
  checked: z.string().refine((s) => s.length < 50),
  path: z.preprocess((v) => v, z.enum(['/x', '/y'])),
});

describe('arbitraryOf', () => {
  it('without hostility generates only values the schema accepts, for every kind of schema our routes use', () => {
    fc.assert(
      fc.property(arbitraryOf(everything, { hostility: 0 }), (value) => {
        const parsed = everything.safeParse(JSON.parse(toJson(value)));
        expect(parsed.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 300, seed: 16 },
    );
  });

  it('takes uuids from the given real ids half the time', () => {
    const ids = ['11111111-1111-4111-8111-111111111111'];
    const values = fc.sample(arbitraryOf(z.string().uuid(), { hostility: 0, uuids: fc.constantFrom(...ids) }), { numRuns: 200, seed: 16 });
    const real = values.filter((v) => v === ids[0]).length;
    expect(real).toBeGreaterThan(60);
    expect(real).toBeLessThan(140);
  });

  it('mixes in the hint of a member, for rules after a transform', () => {
    const digits = z.object({
      accountId: z
        .string()
        .transform((s) => s.replace(/-/g, ''))
        .refine((s) => /^\d+$/.test(s)),
    });
    const values = fc.sample(arbitraryOf(digits, { hostility: 0, hints: { accountId: fc.stringMatching(/^\d{1,5}$/) } }), { numRuns: 200, seed: 16 });
    const accepted = values.filter((v) => digits.safeParse(v).success).length;
    expect(accepted).toBeGreaterThan(80);
  });

  it('mixes in hostile values: controls, lone surrogates, wrong types, raw JSON', () => {
    const values = fc.sample(arbitraryOf(z.object({ title: z.string().max(20) }), { hostility: 50 }), { numRuns: 300, seed: 16 });
    const titles = values.map((v) => (v as { title?: unknown } | null)?.title);
    expect(titles.some((t) => typeof t === 'string' && t.includes('\u0000'))).toBe(true);
    expect(titles.some((t) => typeof t === 'string' && /[\ud800-\udbff](?![\udc00-\udfff])/.test(t))).toBe(true);
    expect(titles.some((t) => typeof t !== 'string')).toBe(true);
    expect(values.some((v) => v instanceof RawJson || titles.some((t) => t instanceof RawJson))).toBe(true);
  });

  it('sends date fields the extreme dates: years 0, 1, 99, 9999, 10000, +275760, negative years, days that do not exist', () => {
    const dates = z.object({ at: boundedInstant('CALENDAR_TIME_INVALID'), on: boundedDate('CALENDAR_TIME_INVALID') });
    const values = fc.sample(arbitraryOf(dates, { hostility: 50 }), { numRuns: 600, seed: 16 }) as Array<{ at?: unknown; on?: unknown } | null>;
    const sent = new Set(values.flatMap((v) => (v && typeof v === 'object' ? [v.at, v.on] : [])));
    for (const extreme of [
      '0000-01-01T00:00:00.000Z',
      '0001-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '+010000-01-01T00:00:00.000Z',
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '0000-00-00T00:00:00Z',
      '2026-02-30T10:00:00Z',
    ])
      expect([extreme, sent.has(extreme)]).toEqual([extreme, true]);
    for (const extreme of ['0000-01-01', '0001-01-01', '10000-01-01', '-000001-01-01', '0000-00-00', '2026-02-30'])
      expect([extreme, sent.has(extreme)]).toEqual([extreme, true]);
    // And the schemas refuse every one of them.
    for (const extreme of extremeDateTimes) expect([extreme, dates.shape.at.safeParse(extreme).success]).toEqual([extreme, false]);
    for (const extreme of extremeDates.filter((d) => d !== '2026-02-29'))
      expect([extreme, dates.shape.on.safeParse(extreme).success]).toEqual([extreme, false]);
  });

  it('refuses a zod type it has no generator for, so no new route goes unfuzzed', () => {
    expect(() => arbitraryOf(z.object({ at: z.date() }))).toThrow("no generator for zod type 'date'");
  });

  it('writes JSON that carries lone surrogates and __proto__ keys as sent', () => {
    const value = Object.defineProperty({ a: 'x\ud800' }, '__proto__', { value: 1, enumerable: true });
    expect(toJson(value)).toBe('{"a":"x\\ud800","__proto__":1}');
  });
});
