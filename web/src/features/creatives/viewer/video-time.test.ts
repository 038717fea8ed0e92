import { describe, expect, it } from 'vitest';
import { formatVideoTime, isNearTime, timeMsOf } from './video-time';

describe('timeMsOf', () => {
  it('turns seconds into whole milliseconds', () => {
    expect(timeMsOf(12.3456)).toBe(12346);
    expect(timeMsOf(0)).toBe(0);
  });

  it('never answers a negative or non-finite moment', () => {
    expect(timeMsOf(-1)).toBe(0);
    expect(timeMsOf(Number.NaN)).toBe(0);
    expect(timeMsOf(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatVideoTime', () => {
  it('shows minutes and seconds, and hours only when there are any', () => {
    expect(formatVideoTime(7_900)).toBe('0:07');
    expect(formatVideoTime(754_000)).toBe('12:34');
    expect(formatVideoTime(3_723_000)).toBe('1:02:03');
    expect(formatVideoTime(-5)).toBe('0:00');
  });
});

describe('isNearTime', () => {
  it('keeps annotations within half a second of the paused frame', () => {
    expect(isNearTime(10_000, 10_500)).toBe(true);
    expect(isNearTime(10_000, 9_500)).toBe(true);
    expect(isNearTime(10_000, 10_501)).toBe(false);
    expect(isNearTime(10_000, 12_000, 2_000)).toBe(true);
  });

  it('shows an annotation without a moment on every frame', () => {
    expect(isNearTime(undefined, 99_000)).toBe(true);
  });
});
