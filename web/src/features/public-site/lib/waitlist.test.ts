import { describe, expect, it } from 'vitest';
import { uiText } from '../site-text';
import { waitlistErrorText } from './waitlist';

describe('waitlist answers', () => {
  const texts = uiText('nl').waitlist;

  it("shows the spec's Dutch message for each error code", () => {
    expect(waitlistErrorText('WAITLIST_EMAIL_TAKEN', texts)).toBe('Dit email adres is al aangemeld!');
    expect(waitlistErrorText('WAITLIST_EMAIL_REQUIRED', texts)).toBe('Email is verplicht');
    expect(waitlistErrorText('WAITLIST_FAILED', texts)).toBe('Er ging iets mis. Probeer het opnieuw.');
    expect(waitlistErrorText('EMAIL_INVALID', texts)).toBe(texts.invalid);
    expect(waitlistErrorText('RATE_LIMITED', texts)).toBe(texts.rateLimited);
  });

  it('falls back to the general failure for anything else, also without an answer', () => {
    expect(waitlistErrorText('INTERNAL', texts)).toBe('Er ging iets mis. Probeer het opnieuw.');
    expect(waitlistErrorText(undefined, texts)).toBe('Er ging iets mis. Probeer het opnieuw.');
  });

  it('speaks English on the English pages', () => {
    expect(waitlistErrorText('WAITLIST_EMAIL_TAKEN', uiText('en').waitlist)).toBe('This email address is already on the waitlist!');
  });
});
