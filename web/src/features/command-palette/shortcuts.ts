/**
 * The workspace's keyboard shortcuts: which key presses open the command palette or the list of
 * shortcuts, and the list itself (shown by "?" and in the palette). Pure, so unit-tested; the
 * listener that uses them is part of the workspace shell (palette-host.tsx), kept tiny.
 */

/** The parts of a KeyboardEvent the rules read. */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

/** The parts of an element the rules read (an EventTarget that is an Element, or null). */
export interface FocusTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?: (name: string) => string | null;
}

/** Ctrl-K, or ⌘-K on a Mac (never with Alt: Alt-Ctrl-K is a character on some layouts). */
export function isPaletteShortcut(press: KeyPress): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';
}

const nonTextInputTypes = new Set(['button', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'reset', 'submit']);

/** Whether typing goes into this element: a text field, a text area, a select or editable content. */
export function isTextEntry(target: FocusTarget | null | undefined): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') return !nonTextInputTypes.has((target.type ?? 'text').toLowerCase());
  const role = target.getAttribute?.('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox' || role === 'spinbutton';
}

/** "?" shows the shortcuts, unless the person is typing (a "?" in a text field is a question mark). */
export function isHelpShortcut(press: KeyPress, focused: FocusTarget | null | undefined): boolean {
  return press.key === '?' && !press.ctrlKey && !press.metaKey && !press.altKey && !isTextEntry(focused);
}

/** Whether the modifier of this platform is ⌘ (macOS, iOS) rather than Ctrl. */
export function usesCommandKey(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The platform string of this browser (userAgentData where it exists, else the user agent). */
export function browserPlatform(): string {
  if (typeof navigator === 'undefined') return '';
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return data?.platform || navigator.userAgent;
}

/** One shortcut: its keys ('mod' is Ctrl or ⌘) and the key of its description in the palette's texts. */
export interface Shortcut {
  id: 'palette' | 'help' | 'move' | 'firstLast' | 'open' | 'close';
  keys: readonly string[];
}

/** Everything the workspace answers to from the keyboard, in the order the list shows them. */
export const shortcuts: readonly Shortcut[] = [
  { id: 'palette', keys: ['mod', 'K'] },
  { id: 'help', keys: ['?'] },
  { id: 'move', keys: ['↑', '↓'] },
  { id: 'firstLast', keys: ['Home', 'End'] },
  { id: 'open', keys: ['Enter'] },
  { id: 'close', keys: ['Esc'] },
];

/** A shortcut's keys as shown: 'mod' becomes ⌘ or Ctrl. */
export function shortcutKeys(shortcut: Shortcut, commandKey: boolean): string[] {
  return shortcut.keys.map((key) => (key === 'mod' ? (commandKey ? '⌘' : 'Ctrl') : key));
}
