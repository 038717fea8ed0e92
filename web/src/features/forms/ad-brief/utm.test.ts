import { describe, expect, it } from 'vitest';
import { landingUrlWithUtm, parseLandingUrl } from './utm';

describe('landing URL with UTM parameters', () => {
  it('adds the filled parts, keeps the address’s own query', () => {
    expect(landingUrlWithUtm('https://shop.nl/zomer?ref=1', { source: 'facebook', medium: 'paid_social', campaign: 'zomer 2026' })).toBe(
      'https://shop.nl/zomer?ref=1&utm_source=facebook&utm_medium=paid_social&utm_campaign=zomer+2026',
    );
  });

  it('reads an address without scheme as https and refuses what is no web address', () => {
    expect(landingUrlWithUtm('shop.nl', { source: 'fb' })).toBe('https://shop.nl/?utm_source=fb');
    expect(parseLandingUrl('javascript:alert(1)')).toBeNull();
    expect(parseLandingUrl('localhost')).toBeNull();
    expect(landingUrlWithUtm('', {})).toBeNull();
  });

  it('leaves an existing utm_ parameter when its part is empty', () => {
    expect(landingUrlWithUtm('https://shop.nl/?utm_source=mail', { campaign: 'x' })).toBe('https://shop.nl/?utm_source=mail&utm_campaign=x');
  });
});
