import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checklistRules } from '../../../../common/checklist-constants';
import { createFetchGate, FetchStoppedError } from './fetch-gate';

const gateOptions = { intervalMs: checklistRules.fetchIntervalMs, maxErrors: checklistRules.maxConsecutiveErrors };

describe('checklist fetch gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-05-12T07:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts two quick fetches at least 2 s apart', async () => {
    const gate = createFetchGate(gateOptions);
    const starts: number[] = [];
    const fetch = vi.fn(async () => {
      starts.push(Date.now());
      return 'ok';
    });

    const first = gate.run(fetch);
    const second = gate.run(fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(Promise.all([first, second])).resolves.toEqual(['ok', 'ok']);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(2_000);

    // A fetch long after the previous one does not wait.
    await vi.advanceTimersByTimeAsync(10_000);
    const third = gate.run(fetch);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(3);
    await third;
  });

  it('resets the error count on a success', async () => {
    const gate = createFetchGate(gateOptions);
    const outcomes = ['fail', 'fail', 'ok', 'fail', 'fail', 'ok'];
    const fetch = vi.fn(async () => {
      const outcome = outcomes.shift();
      if (outcome === 'fail') throw new Error('HTTP 500');
      return outcome;
    });

    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const attempt = gate.run(fetch).then(
        () => 'ok',
        () => 'fail',
      );
      await vi.advanceTimersByTimeAsync(2_000);
      results.push(await attempt);
      if (i === 1) expect(gate.consecutiveErrors).toBe(2);
      if (i === 2) expect(gate.consecutiveErrors).toBe(0);
    }
    expect(results).toEqual(['fail', 'fail', 'ok', 'fail', 'fail', 'ok']);
    expect(fetch).toHaveBeenCalledTimes(6);
    expect(gate.state).toBe('open');
  });

  it('stops after exactly 3 consecutive errors and makes no 4th call', async () => {
    const gate = createFetchGate(gateOptions);
    const fetch = vi.fn(async () => {
      throw new Error('HTTP 503');
    });

    // A query retrying through the gate: four attempts asked for, quickly after each other.
    const attempts = [gate.run(fetch), gate.run(fetch), gate.run(fetch), gate.run(fetch)].map((p) =>
      p.then(
        () => 'ok',
        (error: unknown) => (error instanceof FetchStoppedError ? 'stopped' : 'failed'),
      ),
    );
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await Promise.all(attempts)).toEqual(['failed', 'failed', 'failed', 'stopped']);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(gate.state).toBe('stopped');

    // Later calls are refused at once, without a request.
    await expect(gate.run(fetch)).rejects.toBeInstanceOf(FetchStoppedError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not count a cancelled wait or fetch as an error', async () => {
    const gate = createFetchGate(gateOptions);
    const fetch = vi.fn(async () => 'ok');
    await gate.run(fetch);
    const controller = new AbortController();
    const waiting = gate.run(fetch, controller.signal).catch((error: unknown) => error);
    controller.abort();
    expect(await waiting).toBeInstanceOf(DOMException);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(gate.consecutiveErrors).toBe(0);
  });

  it('does not push later fetches back when a waiting one is cancelled', async () => {
    const gate = createFetchGate(gateOptions);
    const starts: number[] = [];
    const fetch = vi.fn(async () => {
      starts.push(Date.now());
      return 'ok';
    });
    const t0 = Date.now();
    await gate.run(fetch);
    // A live event every half second replaces the waiting reload each time.
    for (let i = 0; i < 3; i += 1) {
      const controller = new AbortController();
      void gate.run(fetch, controller.signal).catch(() => undefined);
      await vi.advanceTimersByTimeAsync(500);
      controller.abort();
    }
    const last = gate.run(fetch);
    await vi.advanceTimersByTimeAsync(2_000);
    await last;
    expect(starts.map((s) => s - t0)).toEqual([0, 2_000]);
  });
});
