/**
 * Phone numbers of client contacts (issue 19): stored in E.164 ("+31612345678"), typed and shown
 * the Dutch way. A number without a country code is read as Dutch.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The number in E.164, or null when it is not a possible number. */
export function normalizePhone(input: string): string | null {
  const value = input.trim();
  if (!/^[+\d(][\d\s().-]{5,24}$/.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, 'NL');
  return parsed && parsed.isValid() ? parsed.number : null;
}

/** How a stored number reads: Dutch numbers in the national form ("06 12345678"), others international. */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.country === 'NL' ? parsed.formatNational() : parsed.formatInternational();
}
