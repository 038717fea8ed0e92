import { z } from 'zod';
import type { ErrorCode } from '../errors.js';

/** The waitlist's address rule (spec section 5): the same normal form on the server and in the browser. */

export const emailMaxLength = 254;

const emailFormat = z.email();

/** Unicode NFKC (fullwidth letters and signs become plain ones), surrounding whitespace removed, lower-cased. */
export function normaliseWaitlistEmail(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

export type WaitlistEmailCheck = { ok: true; email: string } | { ok: false; code: Extract<ErrorCode, 'WAITLIST_EMAIL_REQUIRED' | 'EMAIL_INVALID'> };

/** The normalised address, or why it cannot be one: empty ('Email is verplicht') or not a plausible address. */
export function checkWaitlistEmail(raw: string): WaitlistEmailCheck {
  const email = normaliseWaitlistEmail(raw);
  if (email === '') return { ok: false, code: 'WAITLIST_EMAIL_REQUIRED' };
  if (email.length > emailMaxLength || !emailFormat.safeParse(email).success) return { ok: false, code: 'EMAIL_INVALID' };
  return { ok: true, email };
}
