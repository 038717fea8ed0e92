/**
 * TOTP (RFC 6238) as authenticator apps expect it: SHA1, 6 digits, 30-second steps, a 160-bit
 * random secret. Codes are accepted one step early or late (clock drift); the caller stores the
 * accepted step so a code cannot be used twice.
 */
import { Secret, TOTP } from 'otpauth';

export const totpIssuer = 'Marketing Werkplek';
const period = 30;
const digits = 6;
/** Steps accepted on either side of the current one. */
export const totpWindow = 1;

const codePattern = /^\d{6}$/;

function totpOf(secretBase32: string): TOTP {
  return new TOTP({ issuer: totpIssuer, algorithm: 'SHA1', digits, period, secret: Secret.fromBase32(secretBase32) });
}

export interface NewTotpSecret {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUrl: string;
}

/** A fresh random secret and its otpauth:// URL, labelled with the user's e-mail address. */
export function createTotpSecret(email: string): NewTotpSecret {
  const totp = new TOTP({ issuer: totpIssuer, label: email, algorithm: 'SHA1', digits, period, secret: new Secret({ size: 20 }) });
  return { secret: totp.secret.base32, otpauthUrl: totp.toString() };
}

export function isTotpCodeShaped(code: string): boolean {
  return codePattern.test(code);
}

/** The time step of `now`. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / period);
}

/** The time step the code belongs to (within ±1 step of `now`), or null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, now: Date): number | null {
  if (!isTotpCodeShaped(code)) return null;
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: totpWindow });
  return delta === null ? null : totpStep(now) + delta;
}
