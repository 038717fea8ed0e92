import { describe, expect, it } from 'vitest';
import { isHelpShortcut, isPaletteShortcut, isTextEntry, shortcutKeys, shortcuts, usesCommandKey } from './shortcuts';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

const element = (tagName: string, extra: Partial<{ type: string; isContentEditable: boolean; role: string }> = {}) => ({
  tagName,
  type: extra.type,
  isContentEditable: extra.isContentEditable ?? false,
  getAttribute: (name: string) => (name === 'role' ? (extra.role ?? null) : null),
});

describe('isPaletteShortcut', () => {
  it('is Ctrl-K or ⌘-K, with or without Shift (caps lock gives "K")', () => {
    expect(isPaletteShortcut(press('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(press('k', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(press('K', { ctrlKey: true, shiftKey: true }))).toBe(true);
  });

  it('is not K alone, another letter, or with Alt', () => {
    expect(isPaletteShortcut(press('k'))).toBe(false);
    expect(isPaletteShortcut(press('j', { ctrlKey: true }))).toBe(false);
    expect(isPaletteShortcut(press('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('isHelpShortcut', () => {
  it('is "?" outside a text field', () => {
    expect(isHelpShortcut(press('?', { shiftKey: true }), element('BODY'))).toBe(true);
    expect(isHelpShortcut(press('?'), element('BUTTON'))).toBe(true);
    expect(isHelpShortcut(press('?'), element('INPUT', { type: 'checkbox' }))).toBe(true);
    expect(isHelpShortcut(press('?'), null)).toBe(true);
  });

  it('is a question mark while typing', () => {
    expect(isHelpShortcut(press('?'), element('INPUT'))).toBe(false);
    expect(isHelpShortcut(press('?'), element('INPUT', { type: 'search' }))).toBe(false);
    expect(isHelpShortcut(press('?'), element('TEXTAREA'))).toBe(false);
    expect(isHelpShortcut(press('?'), element('DIV', { isContentEditable: true }))).toBe(false);
    expect(isHelpShortcut(press('?'), element('DIV', { role: 'combobox' }))).toBe(false);
  });

  it('is not "?" with Ctrl, ⌘ or Alt, nor another key', () => {
    expect(isHelpShortcut(press('?', { ctrlKey: true }), element('BODY'))).toBe(false);
    expect(isHelpShortcut(press('?', { metaKey: true }), element('BODY'))).toBe(false);
    expect(isHelpShortcut(press('?', { altKey: true }), element('BODY'))).toBe(false);
    expect(isHelpShortcut(press('/'), element('BODY'))).toBe(false);
  });
});

describe('isTextEntry', () => {
  it('knows text fields from other controls', () => {
    expect(isTextEntry(element('SELECT'))).toBe(true);
    expect(isTextEntry(element('INPUT', { type: 'email' }))).toBe(true);
    expect(isTextEntry(element('INPUT', { type: 'radio' }))).toBe(false);
    expect(isTextEntry(element('A'))).toBe(false);
    expect(isTextEntry(undefined)).toBe(false);
  });
});

describe('shortcut list', () => {
  it('shows the modifier of the platform', () => {
    expect(usesCommandKey('macOS')).toBe(true);
    expect(usesCommandKey('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(usesCommandKey('Windows')).toBe(false);
    expect(usesCommandKey('Linux x86_64')).toBe(false);
    const palette = shortcuts.find((s) => s.id === 'palette');
    expect(palette && shortcutKeys(palette, true)).toEqual(['⌘', 'K']);
    expect(palette && shortcutKeys(palette, false)).toEqual(['Ctrl', 'K']);
  });

  it('lists each shortcut once', () => {
    expect(new Set(shortcuts.map((s) => s.id)).size).toBe(shortcuts.length);
  });
});
