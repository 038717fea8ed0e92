import { describe, expect, it } from 'vitest';
import { creativeProblem, metaTruncate, misfitPlacements } from './ad-rules';

describe('metaTruncate', () => {
  it('keeps a short text whole', () => {
    expect(metaTruncate('Zomerkorting', 27)).toEqual({ shown: 'Zomerkorting', isCut: false });
  });
  it('cuts where Meta cuts, on a word when one ends close by', () => {
    expect(metaTruncate('Nu 30% korting op alle zomerjurken', 27)).toEqual({ shown: 'Nu 30% korting op alle', isCut: true });
    expect(metaTruncate('a'.repeat(40), 27)).toEqual({ shown: 'a'.repeat(27), isCut: true });
  });
});

describe('creatives', () => {
  it('refuses what Meta does not take', () => {
    expect(creativeProblem({ type: 'image/jpeg', size: 1000, width: 1080 })).toBeNull();
    expect(creativeProblem({ type: 'image/png', size: 31 * 1024 * 1024, width: 1080 })).toBe('too_large');
    expect(creativeProblem({ type: 'image/png', size: 1000, width: 500 })).toBe('too_small');
    expect(creativeProblem({ type: 'image/gif', size: 1000, width: 1080 })).toBe('type');
    expect(creativeProblem({ type: 'video/quicktime', size: 400 * 1024 * 1024, width: null })).toBeNull();
  });
  it('warns about placements the ratio does not fit', () => {
    expect(misfitPlacements(1080, 1080, ['feed_square', 'stories'])).toEqual(['stories']);
    expect(misfitPlacements(1080, 1920, ['stories', 'reels', 'feed_portrait'])).toEqual(['feed_portrait']);
    expect(misfitPlacements(1080, 1350, ['feed_portrait'])).toEqual([]);
  });
});
