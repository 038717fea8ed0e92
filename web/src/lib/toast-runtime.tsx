import { Toast, toast } from '@heroui/react';
import { useEffect } from 'react';

/**
 * HeroUI hides an exiting toast from assistive technology (aria-hidden) and takes its buttons out
 * of the tab order, but leaves the frontmost toast itself at tabIndex 0 while it fades out: a
 * focusable element inside aria-hidden (axe: aria-hidden-focus). Whenever a toast becomes hidden,
 * it leaves the tab order too.
 */
function useHiddenToastsUnfocusable() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      for (const { target } of records) {
        if (target instanceof HTMLElement && target.classList.contains('toast') && target.getAttribute('aria-hidden') === 'true') {
          target.tabIndex = -1;
        }
      }
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}

/**
 * The HeroUI toast region and queue, loaded after the first paint (see lib/toast.ts and the
 * providers) so the entry chunk carries no HeroUI or React Aria code.
 */
export function Toaster() {
  useHiddenToastsUnfocusable();
  return <Toast.Provider placement="bottom end" width={380} />;
}

export { toast as heroToast };
