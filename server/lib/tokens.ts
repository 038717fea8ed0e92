/** Random bearer tokens (sessions, challenges, reset links, invitations): only their SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Whether a value has the shape of createToken's output (checked before any database lookup). */
export function isTokenShaped(value: string | null | undefined): value is string {
  return typeof value === 'string' && tokenPattern.test(value);
}
