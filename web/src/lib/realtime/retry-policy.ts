/**
 * The realtime connection's retry rules (spec sections 4 and 9), as pure decisions the client
 * (realtime-client.ts) carries out: up to 5 retries 2 s apart, a warning once more than 2 retries
 * were needed, a failure message after the 5th, then quiet attempts every 5 s; a working
 * connection that closes is reconnected after 2 s; a closed session is not reconnected blindly.
 */
import { realtimeCloseCodes, realtimeTimings } from './protocol';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'retrying' | 'failed';

/** The spec's timings (common/realtime-protocol.ts), as plain numbers so tests can shorten them. */
export type RealtimeTimings = { [K in keyof typeof realtimeTimings]: number };
export type RetryTimings = Pick<RealtimeTimings, 'maxRetries' | 'retryDelayMs' | 'warnAfterRetries' | 'retryIntervalMs' | 'reconnectAfterCloseMs'>;

/** What the person is told: 'Realtime verbinding problemen. Probeer n/5...' or the failure. */
export type RealtimeNotice = { kind: 'retrying'; retry: number; maxRetries: number } | { kind: 'gave-up'; maxRetries: number };

export interface RetryDecision {
  /** The number of the attempt this schedules (1-based; above maxRetries: a quiet attempt). */
  retry: number;
  delayMs: number;
  status: Extract<RealtimeStatus, 'retrying' | 'failed'>;
  notice: RealtimeNotice | null;
}

/**
 * An attempt to connect failed (the socket closed before it opened). `retries` is how many
 * retries were made since the last working connection (0: the first attempt failed).
 */
export function afterFailedAttempt(retries: number, timings: RetryTimings = realtimeTimings): RetryDecision {
  const { maxRetries, retryDelayMs, warnAfterRetries, retryIntervalMs } = timings;
  const retry = retries + 1;
  if (retries < maxRetries) {
    return {
      retry,
      delayMs: retryDelayMs,
      status: 'retrying',
      notice: retry > warnAfterRetries ? { kind: 'retrying', retry, maxRetries } : null,
    };
  }
  return {
    retry,
    delayMs: retryIntervalMs,
    status: 'failed',
    notice: retries === maxRetries ? { kind: 'gave-up', maxRetries } : null,
  };
}

export type CloseDecision = { kind: 'session-ended' } | { kind: 'reconnect'; delayMs: number } | { kind: 'retry'; decision: RetryDecision };

/**
 * The socket closed. A session that ended (4401) is checked before anything else; a connection
 * that had opened is replaced after 2 s (the retry count starts again); one that never opened
 * counts as a failed attempt.
 */
export function afterClose(
  { code, wasOpen, retries }: { code: number; wasOpen: boolean; retries: number },
  timings: RetryTimings = realtimeTimings,
): CloseDecision {
  if (code === realtimeCloseCodes.sessionEnded) return { kind: 'session-ended' };
  if (wasOpen) return { kind: 'reconnect', delayMs: timings.reconnectAfterCloseMs };
  return { kind: 'retry', decision: afterFailedAttempt(retries, timings) };
}

/** Coming back online or to the tab: try at once, but only once the retries were given up. */
export function shouldConnectNow(status: RealtimeStatus): boolean {
  return status === 'failed';
}

/** A ping sent at `pingSentAt` (null: none outstanding) is unanswered for too long: the connection is dead. */
export function isHeartbeatOverdue(pingSentAt: number | null, now: number, timeoutMs: number = realtimeTimings.heartbeatTimeoutMs): boolean {
  return pingSentAt !== null && now - pingSentAt >= timeoutMs;
}
