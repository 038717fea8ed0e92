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

let runtime: Promise<typeof import('./toast-runtime')> | null = null;
const requestListeners = new Set<() => void>();

/**
 * HeroUI's toast code (region and queue) is loaded on the first toast, and the provider mounts
 * the region then: pages that never show a toast never download it.
 */
export function loadToastRuntime() {
  if (!runtime) {
    runtime = import('./toast-runtime');
    for (const listener of requestListeners) listener();
  }
  return runtime;
}

export function subscribeToToastRuntime(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

export function isToastRuntimeRequested(): boolean {
  return runtime !== null;
}

function showToast(message: ReactNode, options: ToastOptions = {}): void {
  const { color = 'default', description, timeout = toastTimeoutMs.default, dedupeKey } = options;
  if (dedupeKey) {
    const now = Date.now();
    const last = lastShownAt.get(dedupeKey);
    if (last !== undefined && now - last < dedupeWindowMs) return;
    lastShownAt.set(dedupeKey, now);
  }
  void loadToastRuntime().then(({ heroToast }) => {
    heroToast(message, { variant: color, timeout, description });
  });
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
