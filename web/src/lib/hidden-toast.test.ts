import { describe, expect, it } from 'vitest';
import { settleHiddenToast, type ToastElement } from './hidden-toast';

function element(attributes: Record<string, string>, tabIndex = 0): ToastElement & { attributes: Record<string, string>; writes: number } {
  return {
    attributes: { ...attributes },
    writes: 0,
    tabIndex,
    getAttribute(name) {
      return this.attributes[name] ?? null;
    },
    setAttribute(name, value) {
      this.attributes[name] = value;
      this.writes++;
    },
    hasAttribute(name) {
      return name in this.attributes;
    },
  };
}

describe('settleHiddenToast', () => {
  it('makes an exiting (aria-hidden) toast inert and takes it out of the tab order', () => {
    const toast = element({ 'data-slot': 'toast', 'aria-hidden': 'true', 'data-exiting': 'true' });
    expect(settleHiddenToast(toast)).toBe(true);
    expect(toast.attributes.inert).toBe('');
    expect(toast.tabIndex).toBe(-1);
  });

  it('settles it again when a re-render during the exit puts it back at tabIndex 0', () => {
    const toast = element({ 'data-slot': 'toast', 'aria-hidden': 'true', 'data-exiting': 'true' });
    settleHiddenToast(toast);
    toast.tabIndex = 0; // HeroUI's layout effect after the stack expanded under the pointer
    expect(settleHiddenToast(toast)).toBe(true);
    expect(toast.tabIndex).toBe(-1);
    expect(toast.attributes.inert).toBe('');
  });

  it('leaves a shown toast alone, and writes nothing when a hidden one is already settled', () => {
    const shown = element({ 'data-slot': 'toast' });
    expect(settleHiddenToast(shown)).toBe(false);
    expect(shown.tabIndex).toBe(0);
    expect(shown.attributes.inert).toBeUndefined();

    const settled = element({ 'data-slot': 'toast', 'aria-hidden': 'true', inert: '' }, -1);
    expect(settleHiddenToast(settled)).toBe(false);
    expect(settled.writes).toBe(0);
  });

  it('is only about toasts', () => {
    const other = element({ 'data-slot': 'button', 'aria-hidden': 'true' });
    expect(settleHiddenToast(other)).toBe(false);
  });
});
