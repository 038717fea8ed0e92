/**
 * The upload field's early checks and texts (pure, unit-tested): the same rules the server
 * applies, so a person hears at once what the server would refuse — the server stays the judge
 * (it sniffs the bytes; these only read the name and the size).
 */
import { acceptAttribute, nameFitsKinds, type FileKind } from '../../../../common/schemas/files';

export type PrecheckCode = 'FILE_EMPTY' | 'FILE_TOO_LARGE' | 'FILE_TYPE_REFUSED';

export interface PrecheckRules {
  accept: readonly FileKind[];
  maxSizeMb: number;
}

/** The error code the server would answer for this file's size or name, or null. */
export function precheckFile(file: { name: string; size: number }, rules: PrecheckRules): PrecheckCode | null {
  if (file.size === 0) return 'FILE_EMPTY';
  if (file.size > rules.maxSizeMb * 1024 * 1024) return 'FILE_TOO_LARGE';
  if (!nameFitsKinds(file.name, rules.accept)) return 'FILE_TYPE_REFUSED';
  return null;
}

/** How many of `picked` still fit next to `present` files when at most `maxFiles` are allowed. */
export function fitCount(present: number, picked: number, maxFiles: number): { take: number; refused: number } {
  const take = Math.max(0, Math.min(picked, maxFiles - present));
  return { take, refused: picked - take };
}

/** The file input's `accept` (extensions and content types). */
export function acceptFor(kinds: readonly FileKind[]): string[] {
  return acceptAttribute(kinds).split(',');
}

export type SizeUnit = 'bytes' | 'kb' | 'mb' | 'gb';

/** A size in the unit a person reads it in, with a Dutch decimal comma: `{ unit: 'mb', value: '1,5' }`. */
export function sizeParts(bytes: number, locale = 'nl-NL'): { unit: SizeUnit; value: string } {
  const format = (n: number) => n.toLocaleString(locale, { maximumFractionDigits: n < 10 ? 1 : 0 });
  if (bytes < 1024) return { unit: 'bytes', value: String(bytes) };
  if (bytes < 1024 ** 2) return { unit: 'kb', value: format(bytes / 1024) };
  if (bytes < 1024 ** 3) return { unit: 'mb', value: format(bytes / 1024 ** 2) };
  return { unit: 'gb', value: format(bytes / 1024 ** 3) };
}

/** A file's URL with a query parameter added (its URL may carry an upload token already). */
export function withQuery(url: string, name: string, value: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;
}

/** The error code in a JSON error answer's body, or null. */
export function errorCodeOf(body: string | null | undefined): string | null {
  if (!body) return null;
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown } };
    return typeof parsed.error?.code === 'string' ? parsed.error.code : null;
  } catch {
    return null;
  }
}
