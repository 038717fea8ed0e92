import { describe, expect, it } from 'vitest';
import { checkWaitlistEmail, normaliseWaitlistEmail } from './waitlist-email.js';

describe('waitlist address', () => {
  it('trims, lower-cases the whole address and applies NFKC', () => {
    expect(normaliseWaitlistEmail('  Anna@Example.NL \t')).toBe('anna@example.nl');
    expect(normaliseWaitlistEmail('\u00a0ANNA@EXAMPLE.NL\u3000')).toBe('anna@example.nl');
    // Fullwidth letters and a fullwidth @ are the same address.
    expect(normaliseWaitlistEmail('\uff21nna\uff20example.nl')).toBe('anna@example.nl');
  });

  it("refuses an address that is empty after trimming with 'Email is verplicht'", () => {
    for (const raw of ['', '   ', '\t\n', '\u3000']) expect(checkWaitlistEmail(raw)).toEqual({ ok: false, code: 'WAITLIST_EMAIL_REQUIRED' });
  });

  it('refuses what cannot be an address, and anything over 254 characters', () => {
    for (const raw of ['geen-adres', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl', 'anna@@example.nl']) {
      expect(checkWaitlistEmail(raw), raw).toEqual({ ok: false, code: 'EMAIL_INVALID' });
    }
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.nl`;
    expect(longest).toHaveLength(254);
    expect(checkWaitlistEmail(longest)).toEqual({ ok: true, email: longest });
    expect(checkWaitlistEmail(`x${longest}`)).toEqual({ ok: false, code: 'EMAIL_INVALID' });
  });

  it('gives the normalised address when it is fine', () => {
    expect(checkWaitlistEmail(' Jan.de-Vries+beta@Bureau.NL ')).toEqual({ ok: true, email: 'jan.de-vries+beta@bureau.nl' });
  });
});
