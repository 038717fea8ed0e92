import { checklistRules } from '../../../../../common/checklist-constants';
import { isApiError } from '../../../lib/api-client';
import { createFetchGate, type FetchGate } from '../fetch-gate';

/**
 * One fetch gate per kind of checklist data (the list, the templates, each open checklist): at
 * least 2 s between its fetches, and no more after 3 consecutive failures (spec sections 4 and 9).
 * The gates live as long as the page: after a stop, reloading the page starts afresh.
 */
const gates = new Map<string, FetchGate>();

/**
 * A little over the spec's 2 s: timers and the network add jitter, and the calls should also
 * arrive at least 2 s apart (seen from the server, 1999 ms gaps were measured with exactly 2 s).
 */
const intervalMs = checklistRules.fetchIntervalMs + 50;

export function gateFor(queryKey: readonly unknown[]): FetchGate {
  const id = JSON.stringify(queryKey);
  let gate = gates.get(id);
  if (!gate) {
    gate = createFetchGate({ intervalMs, maxErrors: checklistRules.maxConsecutiveErrors });
    gates.set(id, gate);
  }
  return gate;
}

/** Whether loading this data has stopped after 3 consecutive errors. */
export function isLoadStopped(queryKey: readonly unknown[]): boolean {
  return gates.get(JSON.stringify(queryKey))?.state === 'stopped';
}

/** An answer another attempt will not change (404, 409 …): no retry. */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * A query's function, retry and retry delay going through its gate: a failure is tried again
 * through the gate (which spaces the attempts; no delay of its own) until the gate stops.
 */
export function gatedQuery<T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>) {
  const gate = gateFor(queryKey);
  return {
    queryFn: ({ signal }: { signal: AbortSignal }) => gate.run(() => fetch(signal), signal),
    retry: (_failureCount: number, error: unknown) => gate.state === 'open' && !isPermanent(error),
    retryDelay: 0,
  };
}
