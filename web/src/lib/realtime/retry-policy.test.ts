import { describe, expect, it } from 'vitest';
import { realtimeTimings } from '../../../../common/realtime';
import { afterClose, afterFailedAttempt, isHeartbeatOverdue, shouldConnectNow } from './retry-policy';

describe('realtime retry policy', () => {
  it('retries 5 times, 2 s apart, and warns from the 3rd retry on', () => {
    const steps = [0, 1, 2, 3, 4].map((retries) => afterFailedAttempt(retries));
    expect(steps.map((s) => s.retry)).toEqual([1, 2, 3, 4, 5]);
    expect(steps.map((s) => s.delayMs)).toEqual([2_000, 2_000, 2_000, 2_000, 2_000]);
    expect(steps.map((s) => s.status)).toEqual(['retrying', 'retrying', 'retrying', 'retrying', 'retrying']);
    expect(steps.map((s) => s.notice)).toEqual([
      null,
      null,
      { kind: 'retrying', retry: 3, maxRetries: 5 },
      { kind: 'retrying', retry: 4, maxRetries: 5 },
      { kind: 'retrying', retry: 5, maxRetries: 5 },
    ]);
  });

  it('gives up after the 5th retry once, then tries quietly every 5 s', () => {
    expect(afterFailedAttempt(5)).toEqual({ retry: 6, delayMs: 5_000, status: 'failed', notice: { kind: 'gave-up', maxRetries: 5 } });
    expect(afterFailedAttempt(6)).toEqual({ retry: 7, delayMs: 5_000, status: 'failed', notice: null });
    expect(afterFailedAttempt(40).notice).toBeNull();
  });

  it('follows the timings it is given', () => {
    const timings = { ...realtimeTimings, maxRetries: 2, warnAfterRetries: 0, retryDelayMs: 10, retryIntervalMs: 99 };
    expect(afterFailedAttempt(0, timings)).toMatchObject({ retry: 1, delayMs: 10, notice: { kind: 'retrying', retry: 1, maxRetries: 2 } });
    expect(afterFailedAttempt(2, timings)).toMatchObject({ delayMs: 99, status: 'failed', notice: { kind: 'gave-up' } });
  });

  it('reconnects a working connection after 2 s, whatever the retries before', () => {
    expect(afterClose({ code: 1001, wasOpen: true, retries: 7 })).toEqual({ kind: 'reconnect', delayMs: 2_000 });
    expect(afterClose({ code: 1006, wasOpen: true, retries: 0 })).toEqual({ kind: 'reconnect', delayMs: 2_000 });
  });

  it('counts a connection that never opened as a failed attempt', () => {
    expect(afterClose({ code: 1006, wasOpen: false, retries: 2 })).toEqual({ kind: 'retry', decision: afterFailedAttempt(2) });
  });

  it('does not reconnect blindly when the session ended', () => {
    expect(afterClose({ code: 4401, wasOpen: true, retries: 0 })).toEqual({ kind: 'session-ended' });
    expect(afterClose({ code: 4401, wasOpen: false, retries: 3 })).toEqual({ kind: 'session-ended' });
  });

  it('tries at once on online or visibility only after giving up', () => {
    expect(shouldConnectNow('failed')).toBe(true);
    for (const status of ['idle', 'connecting', 'open', 'retrying'] as const) expect(shouldConnectNow(status)).toBe(false);
  });

  it('declares the connection dead 10 s after an unanswered ping', () => {
    expect(isHeartbeatOverdue(null, 1_000_000)).toBe(false);
    expect(isHeartbeatOverdue(1_000, 10_999)).toBe(false);
    expect(isHeartbeatOverdue(1_000, 11_000)).toBe(true);
  });
});
