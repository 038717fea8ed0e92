import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (e.g. rotating a phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `md` breakpoint the sidebar starts collapsed and overlays when expanded. */
export const smallScreenQuery = '(max-width: 767.98px)';
