/**
 * Focuses the element once it can take focus: after an error the form re-renders and its
 * buttons are enabled again a moment later. Gives up after about half a second.
 */
export function focusWhenReady(target: () => HTMLElement | null | undefined, tries = 30): void {
  const element = target();
  if (element && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true') {
    element.focus();
    return;
  }
  if (tries > 0) window.requestAnimationFrame(() => focusWhenReady(target, tries - 1));
}
