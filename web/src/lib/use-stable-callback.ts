import { useCallback } from 'react';
import { useLatest } from './use-latest';

/** A function that stays the same between renders and calls the latest `callback`: for props of memoised children. */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useLatest(callback);
  return useCallback((...args: A) => latest.current(...args), [latest]);
}
