import { describe, expect, it } from 'vitest';
import { reviewParamsOf, searchWithReview, shownVersion } from './review-params';

describe('the review parameters', () => {
  it('read the tab, version and comment, with defaults for missing or wrong values', () => {
    expect(reviewParamsOf(new URLSearchParams('creative=c1&tab=history&version=2&comment=k9'))).toEqual({ tab: 'history', version: 2, comment: 'k9' });
    expect(reviewParamsOf(new URLSearchParams('creative=c1'))).toEqual({ tab: 'review', version: null, comment: null });
    expect(reviewParamsOf(new URLSearchParams('tab=nope&version=-1&comment=%20'))).toEqual({ tab: 'review', version: null, comment: null });
    expect(reviewParamsOf(new URLSearchParams('version=1.5'))).toMatchObject({ version: null });
  });

  it('show the version asked for when the reader has it, else the newest', () => {
    const versions = [{ version: 1 }, { version: 2 }, { version: 3 }];
    expect(shownVersion(2, versions, 3)).toBe(2);
    expect(shownVersion(null, versions, 3)).toBe(3);
    expect(shownVersion(7, versions, 3)).toBe(3);
  });

  it('change only the review parameters, keeping the list filters and the portal client', () => {
    const current = new URLSearchParams('client=a1&creative=c1&status=in_review');
    expect(searchWithReview(current, { tab: 'compare' }).toString()).toBe('client=a1&creative=c1&status=in_review&tab=compare');
    expect(searchWithReview(new URLSearchParams('creative=c1&tab=compare'), { tab: 'review' }).toString()).toBe('creative=c1');
    expect(searchWithReview(current, { version: 2, comment: 'k1' }, 3).toString()).toBe('client=a1&creative=c1&status=in_review&version=2&comment=k1');
    expect(searchWithReview(new URLSearchParams('creative=c1&version=2&comment=k1'), { version: 3, comment: null }, 3).toString()).toBe('creative=c1');
    expect(current.toString()).toBe('client=a1&creative=c1&status=in_review');
  });
});
