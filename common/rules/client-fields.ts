/**
 * The rules of a client's fields (issue 19), shared by the forms and the API: each normaliser
 * answers the value as stored, or null when the input is not valid. Pure, with unit tests.
 */
import type { ClientCountry } from '../client-constants.js';

/** KvK number: 8 digits; spaces and dots as people write them are allowed. */
export function normalizeKvk(input: string): string | null {
  const digits = input.replace(/[\s.]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/**
 * VAT number: Dutch ones as NL + 9 digits + B + 2 digits (the btw-id), other EU numbers as two
 * letters and 2–12 letters or digits. Spaces and dots are dropped, letters upper-cased.
 */
export function normalizeVat(input: string): string | null {
  const value = input.replace(/[\s.-]/g, '').toUpperCase();
  if (value.startsWith('NL')) return /^NL\d{9}B\d{2}$/.test(value) ? value : null;
  return /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/.test(value) ? value : null;
}

const postalCodes: Partial<Record<ClientCountry, { pattern: RegExp; format: (m: RegExpMatchArray) => string }>> = {
  NL: { pattern: /^(\d{4})\s?([A-Z]{2})$/, format: (m) => `${m[1]} ${m[2]}` },
  BE: { pattern: /^(\d{4})$/, format: (m) => m[1]! },
  LU: { pattern: /^(?:L-?)?(\d{4})$/, format: (m) => `L-${m[1]}` },
  DE: { pattern: /^(\d{5})$/, format: (m) => m[1]! },
  FR: { pattern: /^(\d{5})$/, format: (m) => m[1]! },
  GB: { pattern: /^([A-Z]{1,2}\d[A-Z\d]?)\s?(\d[A-Z]{2})$/, format: (m) => `${m[1]} ${m[2]}` },
};

/** A postal code in the country's own form ("1234 AB"); any 2–10 characters for another country. */
export function normalizePostalCode(input: string, country: ClientCountry): string | null {
  const value = input.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = postalCodes[country];
  if (!rule) return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(value) ? value : null;
  const match = value.match(rule.pattern);
  return match ? rule.format(match) : null;
}

/**
 * A website: http(s) with a host that has a dot; "www.bakkerij.nl" becomes "https://www.bakkerij.nl".
 * No user name or password in it; the path stays as typed.
 */
export function normalizeWebsite(input: string): string | null {
  const value = input.trim();
  if (value === '' || /\s/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) || url.hostname.startsWith('-')) return null;
  const text = url.toString();
  // new URL adds a slash to a bare host; keep what the person typed.
  return url.pathname === '/' && !withScheme.endsWith('/') && !url.search && !url.hash ? text.slice(0, -1) : text;
}

/** A short code for badges: 2–6 letters or digits, upper-cased ("BAKK"). */
export function normalizeClientCode(input: string): string | null {
  const value = input.trim().toUpperCase();
  return /^[A-Z0-9]{2,6}$/.test(value) ? value : null;
}
