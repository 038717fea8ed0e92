import { describe, expect, it } from 'vitest';
import nl from '../locales/nl/common.json';
import { dateTimeFormat, inSentence } from './use-time-text';

describe('inSentence', () => {
  it("lower-cases the standalone labels inside a sentence ('Net nu' → 'net nu', 'Gisteren' → 'gisteren')", () => {
    expect(inSentence(nl.time.justNow, 'nl-NL')).toBe('net nu');
    expect(inSentence(nl.time.yesterday, 'nl-NL')).toBe('gisteren');
    expect(inSentence('Just now', 'en-GB')).toBe('just now');
  });

  it('keeps the spec label itself capitalised where it stands alone', () => {
    expect(nl.time.justNow).toBe('Net nu');
  });
});

describe('dateTimeFormat', () => {
  it('shows 24-hour times in Dutch', () => {
    const at = new Date(Date.UTC(2025, 4, 1, 19, 5));
    expect(dateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(at)).toBe('19:05');
  });
});
