/**
 * Single-use backup codes for the 2FA step: ten at a time, 'XXXXX-XXXXX' from an alphabet without
 * look-alikes (no 0/O, 1/I/L), about 49 bits each. Only their SHA-256 is stored; a code is typed
 * with or without the dash, spaces and capitals.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import { backupCodeCount } from '../../../common/schemas/account.js';
import type { Db } from '../../db/database.js';
import { backupCodes } from '../../db/schema/index.js';

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const groupLength = 5;
const codeLength = groupLength * 2;
const normalisedPattern = new RegExp(`^[${alphabet}]{${codeLength}}$`);

/** A transaction or the database itself. */
type Executor = Pick<Db, 'insert' | 'delete' | 'update' | 'select'>;

export function generateBackupCode(): string {
  const chars = Array.from({ length: codeLength }, () => alphabet[randomInt(alphabet.length)]!).join('');
  return `${chars.slice(0, groupLength)}-${chars.slice(groupLength)}`;
}

/** The code without dash and spaces, in capitals; null when it cannot be a backup code. */
export function normaliseBackupCode(code: string): string | null {
  const compact = code.replace(/[\s-]+/g, '').toUpperCase();
  return normalisedPattern.test(compact) ? compact : null;
}

export function hashBackupCode(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}

/** Replaces the user's backup codes with a new set; returns the plain codes (shown once). */
export async function replaceBackupCodes(tx: Executor, userId: string, now: Date): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < backupCodeCount) codes.add(generateBackupCode());
  const plain = [...codes];
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await tx.insert(backupCodes).values(plain.map((code) => ({ userId, codeHash: hashBackupCode(normaliseBackupCode(code)!), createdAt: now })));
  return plain;
}

export async function countUnusedBackupCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks the code used, atomically (a code cannot be used twice, even by two requests at once). */
export async function consumeBackupCode(db: Executor, userId: string, code: string, now: Date): Promise<boolean> {
  const normalised = normaliseBackupCode(code);
  if (!normalised) return false;
  const used = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, hashBackupCode(normalised)), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length > 0;
}
