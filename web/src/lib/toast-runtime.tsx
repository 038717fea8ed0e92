import { Toast, toast } from '@heroui/react';
import { useEffect } from 'react';
import { settleHiddenToast } from './hidden-toast';

/**
 * Keeps every hidden toast inert (lib/hidden-toast.ts): checked whenever a toast's aria-hidden,
 * tabindex or inert changes, so a re-render during the exit animation that puts it back in the tab
 * order is undone before anything else runs (the observer's callback is a microtask).
 */
function useHiddenToastsInert() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof HTMLElement) settleHiddenToast(target);
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden', 'tabindex', 'inert'] });
    return () => observer.disconnect();
  }, []);
}

/**
 * The HeroUI toast region and queue, loaded after the first paint (see lib/toast.ts and the
 * providers) so the entry chunk carries no HeroUI or React Aria code.
 */
export function Toaster() {
  useHiddenToastsInert();
  return <Toast.Provider placement="bottom end" width={380} />;
}

export { toast as heroToast };
