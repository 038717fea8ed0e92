import { useEffect, useSyncExternalStore } from 'react';
import { loadNamespace } from '../../lib/i18n';
import { usePalette } from './palette-store';
import { isHelpShortcut, isPaletteShortcut } from './shortcuts';

type PaletteModule = typeof import('./command-palette');

/**
 * The command palette's code and texts are not part of the workspace's first load: they are
 * requested on the first Ctrl-K / ⌘-K, "?" or press of the sidebar's button (or a hover or focus
 * of that button), and kept from then on.
 */
let paletteModule: PaletteModule | null = null;
let request: Promise<PaletteModule> | null = null;
const listeners = new Set<() => void>();

export function preloadPalette(): Promise<PaletteModule> {
  if (request) return request;
  const loading = Promise.all([import('./command-palette'), loadNamespace('palette')]).then(([module]) => {
    paletteModule = module;
    for (const listener of listeners) listener();
    return module;
  });
  request = loading;
  // A failed download is tried again on the next intent.
  loading.catch(() => {
    request = null;
    usePalette.getState().close();
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the palette (loading its code first when needed). */
export function openPalette(view: 'commands' | 'shortcuts' = 'commands'): void {
  void preloadPalette();
  usePalette.getState().show(view);
}

/** Another dialog is open: "?" leaves it alone (Ctrl-K still opens the palette over the page, not over a dialog). */
function modalOpen(): boolean {
  // The palette's own dialog may still be fading out after a close: it does not count.
  const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
  return [...dialogs].some((dialog) => !dialog.closest('[data-command-palette]'));
}

/**
 * The workspace's keyboard shortcuts (Ctrl-K / ⌘-K toggles the palette, "?" outside a text field
 * shows the shortcuts) and, once opened, the palette itself. Mounted once by the workspace layout.
 */
export function CommandPaletteHost() {
  const open = usePalette((s) => s.open);
  const view = usePalette((s) => s.view);
  const close = usePalette((s) => s.close);
  const module = useSyncExternalStore(
    subscribe,
    () => paletteModule,
    () => null,
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        const state = usePalette.getState();
        if (state.open) state.close();
        else if (!modalOpen()) openPalette('commands');
        return;
      }
      if (!usePalette.getState().open && isHelpShortcut(event, document.activeElement as HTMLElement | null) && !modalOpen()) {
        event.preventDefault();
        openPalette('shortcuts');
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!open || !module) return null;
  return <module.CommandPalette initialView={view} onClose={close} />;
}
