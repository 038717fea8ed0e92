import { useCallback, useRef, useState } from 'react';
import { setInteractionModality } from 'react-aria/useFocusVisible';
import type { SelectHandoff } from './deferred-select';

/**
 * The real (HeroUI) Select taking over from its preview trigger (see deferred-select.tsx): on
 * mount it moves focus to the real trigger if the preview had it or was pressed, and then opens
 * the list if the preview was pressed. Opening only once the trigger has focus lets the popover
 * return focus to the trigger when it closes, as it does after a normal open. For the Select's
 * `isOpen`/`onOpenChange` and the trigger's `ref`/`onFocus`.
 */
export function useSelectHandoff(handoff: SelectHandoff | undefined) {
  const [isOpen, setOpen] = useState(false);
  // Only the handoff given at mount counts.
  const pending = useRef(handoff && (handoff.focus || handoff.open) ? handoff : null);

  const swapping = useRef(handoff !== undefined);

  const triggerRef = useCallback((trigger: HTMLButtonElement | null) => {
    if (!trigger) return;
    if (swapping.current) {
      swapping.current = false;
      // The preview already showed the hover background or the focus ring: the new trigger
      // shows them at once instead of fading them in again (HeroUI's 150 ms transition).
      trigger.style.transition = 'none';
      requestAnimationFrame(() => requestAnimationFrame(() => trigger.style.removeProperty('transition')));
    }
    const taking = pending.current;
    if (!taking) return;
    // React Aria's own listeners missed the events that led here.
    if (taking.modality) setInteractionModality(taking.modality);
    trigger.focus({ preventScroll: true });
    if (trigger.ownerDocument.activeElement !== trigger) pending.current = null;
  }, []);

  const onTriggerFocus = useCallback(() => {
    const taking = pending.current;
    pending.current = null;
    if (taking?.open) setOpen(true);
  }, []);

  return { isOpen, onOpenChange: setOpen, triggerRef, onTriggerFocus };
}
