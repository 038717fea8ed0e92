import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** false while rendering at build time and during hydration, true afterwards (browser-only values wait for it). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
