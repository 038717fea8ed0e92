import { useEffect, useSyncExternalStore } from 'react';
import { loadNamespace } from '../../lib/i18n';

type InboxBodyModule = typeof import('../../features/inbox/components/inbox-body');
type LoadState = { module: InboxBodyModule | null; failed: boolean };

/**
 * The inbox's list, filters and modes are a chunk of their own (the workspace's first load keeps
 * only the count), with their texts: requested when the panel first opens, or earlier on hover or
 * focus of the Inbox entry. A failed download can be requested again.
 */
let state: LoadState = { module: null, failed: false };
let request: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: LoadState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function preloadInboxBody(): void {
  if (request || state.module) return;
  if (state.failed) set({ module: null, failed: false });
  request = Promise.all([import('../../features/inbox/components/inbox-body'), loadNamespace(['inbox', 'errors'])]).then(
    ([module]) => set({ module, failed: false }),
    () => {
      request = null;
      set({ module: null, failed: true });
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The inbox body's code once it is there (requesting it on first use), and whether that failed. */
export function useInboxBody(): LoadState & { retry: () => void } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (!current.failed) preloadInboxBody();
  }, [current.failed]);
  return { ...current, retry: preloadInboxBody };
}
