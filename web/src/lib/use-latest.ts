import { useEffect, useRef } from 'react';

/**
 * A ref to this render's `value`, brought up to date after each commit: callbacks and effects that
 * must stay the same (memoized children, listeners set up once) read the latest props through it.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
