/**
 * Every date and date-time field of a request (issue 33): stored exactly as given, or refused with
 * its field named — never moved, never a 500. A date-time is ISO 8601 with seconds and an offset
 * (`Z` or `±hh:mm`: without one the server's own zone would decide); a date is `YYYY-MM-DD`. Both
 * are real dates (no 30 February, no month 00, which `Date.parse` would roll over into March) and
 * lie within `dateBounds`: years 1900–2999, plenty for a marketing calendar, and far from the
 * years JavaScript and PostgreSQL disagree about (year 0 does not exist in PostgreSQL, years 0–99
 * become 1900–1999 in `Date.UTC` and in drizzle's reading of a timestamp, years past 9999 are
 * `+010000-…` in `toISOString`). A series may run at most five years (recurrenceMaxYears), so its
 * times end before 3005. The fuzzer (server/test/fuzz) sends these fields extreme dates.
 */
import { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import { fail } from './text-rules.js';

/** The first and the last year a date field takes (inclusive; an instant is compared in UTC). */
export const dateBounds = { firstYear: 1900, lastYear: 2999 } as const;

const earliest = Date.UTC(dateBounds.firstYear, 0, 1);
const afterLatest = Date.UTC(dateBounds.lastYear + 1, 0, 1);

/** Whether an instant (epoch ms) lies within dateBounds. */
export const isWithinDateBounds = (ms: number): boolean => ms >= earliest && ms < afterLatest;

/**
 * A date-time with an offset, any year 0000–9999: only for the end of a range read, whose start is
 * bounded and whose length its schema limits (so a range may end in the year 3000).
 */
export const isoInstant = (invalid: ErrorCode) => z.iso.datetime({ offset: true, message: invalid, abort: true }).max(40, { message: invalid, abort: true });

/** A date-time with an offset, within dateBounds: `invalid` when it is none, DATE_OUT_OF_RANGE outside. */
export const boundedInstant = (invalid: ErrorCode) => isoInstant(invalid).refine((v) => isWithinDateBounds(Date.parse(v)), fail('DATE_OUT_OF_RANGE'));

/** A calendar date `YYYY-MM-DD` within dateBounds: `invalid` when it is none, DATE_OUT_OF_RANGE outside. */
export const boundedDate = (invalid: ErrorCode) =>
  z.iso.date({ message: invalid, abort: true }).refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= dateBounds.firstYear && year <= dateBounds.lastYear;
  }, fail('DATE_OUT_OF_RANGE'));
