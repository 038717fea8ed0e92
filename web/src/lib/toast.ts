import type { ReactNode } from 'react';

/** The spec's five toast colours; HeroUI v3 calls the spec's "primary" `accent`. */
export type ToastColor = 'default' | 'accent' | 'success' | 'warning' | 'danger';

/** Spec section 9: 4 s by default, 5 s for agenda warnings. */
export const toastTimeoutMs = { default: 4_000, agendaWarning: 5_000 } as const;

export interface ToastOptions {
  color?: ToastColor;
  description?: ReactNode;
  timeout?: number;
  /**
   * Toasts with the same key within a short window are shown once: effects that run twice
   * (React StrictMode, a guard re-rendering while it redirects) do not stack duplicates.
   */
  dedupeKey?: string;
}

const dedupeWindowMs = 1_500;
const lastShownAt = new Map<string, number>();

type ToastRuntime = typeof import('./toast-runtime');

let runtime: Promise<ToastRuntime> | null = null;
let loaded: ToastRuntime | null = null;
const listeners = new Set<() => void>();

/**
 * HeroUI's toast code (region and queue) is loaded on the first toast (or ahead of time, see the
 * realtime connection), and the provider mounts the region once it is there: pages that never
 * show a toast never download it. A failed download (offline, the server restarting) is tried
 * again with the next toast instead of breaking the page.
 */
export function loadToastRuntime(): Promise<ToastRuntime> {
  if (!runtime) {
    runtime = import('./toast-runtime').then((module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    });
    runtime.catch(() => {
      runtime = null;
    });
  }
  return runtime;
}

export function subscribeToToastRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast code once it has arrived (the provider renders its region then). */
export function loadedToastRuntime(): ToastRuntime | null {
  return loaded;
}

function showToast(message: ReactNode, options: ToastOptions = {}): void {
  const { color = 'default', description, timeout = toastTimeoutMs.default, dedupeKey } = options;
  if (dedupeKey) {
    const now = Date.now();
    const last = lastShownAt.get(dedupeKey);
    if (last !== undefined && now - last < dedupeWindowMs) return;
    lastShownAt.set(dedupeKey, now);
  }
  loadToastRuntime().then(
    ({ heroToast }) => heroToast(message, { variant: color, timeout, description }),
    () => undefined,
  );
}

type ColourShortcut = (message: ReactNode, options?: Omit<ToastOptions, 'color'>) => void;

function shortcut(color: ToastColor): ColourShortcut {
  return (message, options) => showToast(message, { ...options, color });
}

/** The app's one toast helper: bottom-right, 4 s unless told otherwise, the spec's five colours. */
export const toast = Object.assign(showToast, {
  success: shortcut('success'),
  danger: shortcut('danger'),
  warning: shortcut('warning'),
  accent: shortcut('accent'),
  info: shortcut('default'),
});
