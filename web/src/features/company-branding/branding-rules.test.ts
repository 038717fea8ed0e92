import { describe, expect, it } from 'vitest';
import { brandColorFromText, logoFileProblem, logoMaxBytes } from './branding-rules';

describe('a chosen logo file', () => {
  it('is sent when it is a PNG or JPEG of at most 1 MB', () => {
    expect(logoFileProblem({ size: 2_000, type: 'image/png' })).toBeNull();
    expect(logoFileProblem({ size: logoMaxBytes, type: 'image/jpeg' })).toBeNull();
    expect(logoFileProblem({ size: 2_000, type: '' })).toBeNull();
  });

  it('is refused at once when it is too large or of another type', () => {
    expect(logoFileProblem({ size: logoMaxBytes + 1, type: 'image/png' })).toBe('LOGO_TOO_LARGE');
    expect(logoFileProblem({ size: 2_000, type: 'image/svg+xml' })).toBe('LOGO_INVALID');
    expect(logoFileProblem({ size: 2_000, type: 'image/gif' })).toBe('LOGO_INVALID');
  });
});

describe('the typed brand colour', () => {
  it('reads #rrggbb with or without # and expands three digits', () => {
    expect(brandColorFromText('#1F6FEB')).toBe('#1f6feb');
    expect(brandColorFromText('1f6feb')).toBe('#1f6feb');
    expect(brandColorFromText(' #abc ')).toBe('#aabbcc');
  });

  it('is null for anything else', () => {
    expect(brandColorFromText('')).toBeNull();
    expect(brandColorFromText('blue')).toBeNull();
    expect(brandColorFromText('#12345')).toBeNull();
  });
});
