/**
 * Recognises PostgreSQL errors by SQLSTATE on both drivers (pg and PGlite), also when drizzle
 * wraps the driver's error in `cause`. Never by message text.
 */

/** The error and its causes, outermost first (at most 8). */
export function* errorChain(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

function errorCodes(err: unknown): string[] {
  return [...errorChain(err)].map((e) => e.code).filter((code): code is string => typeof code === 'string');
}

export function isUniqueViolation(err: unknown): boolean {
  return errorCodes(err).includes('23505');
}

/** The name of the unique constraint or index a unique violation broke (both drivers name it `constraint`), or null. */
export function violatedConstraint(err: unknown): string | null {
  if (!isUniqueViolation(err)) return null;
  for (const e of errorChain(err)) if (typeof e.constraint === 'string') return e.constraint;
  return null;
}

/**
 * The SQLSTATEs of a value PostgreSQL cannot take: a character it cannot store (22021, 22P05), a
 * text longer than its column (22001), a value too large for an index or a row (54000), a date-time
 * out of its range (22008: year 0), with an impossible offset (22009: also how it reads a year past
 * 9999, `+010000-…` from toISOString) or unreadable (22007: a negative year, `-000001-…`). The
 * input rules should refuse these first (common/schemas/dates.ts); the error handler answers them
 * 400 as a backstop, not 500.
 */
const invalidValueCodes = new Set(['22021', '22P05', '22001', '54000', '22007', '22008', '22009']);

export function isInvalidValue(err: unknown): boolean {
  return errorCodes(err).some((code) => invalidValueCodes.has(code));
}

/** Network failures and the SQLSTATEs of "cannot connect" (08xxx, 57P01–57P03, 53300). */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  return errorCodes(err).some((code) => unavailableCodes.has(code) || code.startsWith('08'));
}
