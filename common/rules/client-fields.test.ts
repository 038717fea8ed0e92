import { describe, expect, it } from 'vitest';
import { normalizeClientCode, normalizeKvk, normalizePostalCode, normalizeVat, normalizeWebsite } from './client-fields.js';
import { formatPhone, normalizePhone } from './phone.js';

describe('client fields', () => {
  it('KvK: 8 digits, spaces and dots allowed', () => {
    expect(normalizeKvk('12345678')).toBe('12345678');
    expect(normalizeKvk('1234 5678')).toBe('12345678');
    expect(normalizeKvk('12.34.56.78')).toBe('12345678');
    for (const wrong of ['1234567', '123456789', '1234567a', '', 'NL12345678']) expect(normalizeKvk(wrong), wrong).toBeNull();
  });

  it('VAT: the Dutch btw-id strictly, other EU numbers by their country prefix', () => {
    expect(normalizeVat('nl 1234.56.789 b01')).toBe('NL123456789B01');
    expect(normalizeVat('BE0123456789')).toBe('BE0123456789');
    expect(normalizeVat('DE123456789')).toBe('DE123456789');
    for (const wrong of ['NL123456789', 'NL12345678B01', '123456789B01', 'US123456789', 'BE1', '']) expect(normalizeVat(wrong), wrong).toBeNull();
  });

  it('postal codes in the country’s own form', () => {
    expect(normalizePostalCode('1234ab', 'NL')).toBe('1234 AB');
    expect(normalizePostalCode(' 1234  AB ', 'NL')).toBe('1234 AB');
    expect(normalizePostalCode('1000', 'BE')).toBe('1000');
    expect(normalizePostalCode('1234', 'LU')).toBe('L-1234');
    expect(normalizePostalCode('10115', 'DE')).toBe('10115');
    expect(normalizePostalCode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(normalizePostalCode('12-345', 'OTHER')).toBe('12-345');
    for (const [wrong, country] of [
      ['1234', 'NL'],
      ['123 AB', 'NL'],
      ['12345', 'BE'],
      ['1234', 'DE'],
      ['x', 'OTHER'],
    ] as const)
      expect(normalizePostalCode(wrong, country), wrong).toBeNull();
  });

  it('websites: https added when missing, only http(s) with a real host', () => {
    expect(normalizeWebsite('www.bakkerij.nl')).toBe('https://www.bakkerij.nl');
    expect(normalizeWebsite('http://bakkerij.nl/over-ons')).toBe('http://bakkerij.nl/over-ons');
    expect(normalizeWebsite('https://bakkerij.nl/')).toBe('https://bakkerij.nl/');
    for (const wrong of ['javascript:alert(1)', 'ftp://bakkerij.nl', 'bakkerij', 'https://user:pw@bakkerij.nl', 'bak kerij.nl', '', 'https://-x.nl'])
      expect(normalizeWebsite(wrong), wrong).toBeNull();
  });

  it('codes: 2–6 letters or digits, upper-cased', () => {
    expect(normalizeClientCode(' bakk ')).toBe('BAKK');
    expect(normalizeClientCode('A1')).toBe('A1');
    for (const wrong of ['A', 'ABCDEFG', 'AB-C', '']) expect(normalizeClientCode(wrong), wrong).toBeNull();
  });

  it('phone numbers: stored in E.164, Dutch ones shown nationally', () => {
    expect(normalizePhone('06 12345678')).toBe('+31612345678');
    expect(normalizePhone('+31 20 123 4567')).toBe('+31201234567');
    expect(normalizePhone('+32 470 12 34 56')).toBe('+32470123456');
    expect(normalizePhone('(020) 123-4567')).toBe('+31201234567');
    for (const wrong of ['12', '06 1234', 'abc', '+31 6 1234 5678 9999', '']) expect(normalizePhone(wrong), wrong).toBeNull();
    expect(formatPhone('+31612345678')).toBe('06 12345678');
    expect(formatPhone('+32470123456')).toBe('+32 470 12 34 56');
  });
});
