/**
 * Issue 18, defect 13 (axe: aria-hidden-focus on `.toast`). HeroUI hides an exiting toast from
 * assistive technology (aria-hidden) but keeps it — the frontmost one at least — at tabIndex 0, and
 * sets it back to 0 whenever the stack re-renders during the exit animation (the pointer resting on
 * the region expands it, keyboard focus becomes visible …). Taking it out of the tab order once, when
 * aria-hidden arrived, lost that race. A toast that is aria-hidden is made `inert` instead: no
 * element in it can take focus whatever tabIndex React writes, and nothing is announced. Pointer
 * events stop hitting the fading ghost, which only matters for the stack's hover expansion.
 */

/** The part of a DOM element this rule uses (unit-tested without a DOM). */
export interface ToastElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  hasAttribute(name: string): boolean;
  tabIndex: number;
}

/** Whether `el` is a toast hidden from assistive technology (exiting, or beyond the visible stack). */
export function isHiddenToast(el: ToastElement): boolean {
  return el.getAttribute('data-slot') === 'toast' && el.getAttribute('aria-hidden') === 'true';
}

/**
 * Makes a hidden toast unreachable: inert (it and its buttons leave the tab order and the
 * accessibility tree) and tabIndex -1. Touches the element only when something is off, so it can
 * run on every mutation without feeding itself. Answers whether it changed anything.
 */
export function settleHiddenToast(el: ToastElement): boolean {
  if (!isHiddenToast(el)) return false;
  let changed = false;
  if (!el.hasAttribute('inert')) {
    el.setAttribute('inert', '');
    changed = true;
  }
  if (el.tabIndex !== -1) {
    el.tabIndex = -1;
    changed = true;
  }
  return changed;
}
