import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

interface InboxHistoryState {
  inboxPanel?: boolean;
}

function withoutFlag(state: unknown): Record<string, unknown> | null {
  if (!state || typeof state !== 'object') return null;
  const { inboxPanel: _removed, ...rest } = state as InboxHistoryState & Record<string, unknown>;
  return Object.keys(rest).length > 0 ? rest : null;
}

/**
 * The inbox panel's open state lives in the history entry, so the browser's back button closes
 * it (spec: closes on outside click, Escape or browser back). Opening pushes an entry for the
 * same URL; Escape and the toggle pop it again; an outside click replaces it (a link click may
 * be navigating at the same moment, and two history moves must not race).
 */
export function useInboxPanel() {
  const location = useLocation();
  const navigate = useNavigate();
  const pushedKey = useRef<string | null>(null);
  const isOpen = Boolean((location.state as InboxHistoryState | null)?.inboxPanel);
  const here = `${location.pathname}${location.search}${location.hash}`;

  const open = useCallback(() => {
    if (isOpen) return;
    const state = { ...(withoutFlag(location.state) ?? {}), inboxPanel: true };
    void Promise.resolve(navigate(here, { state, preventScrollReset: true })).then(() => {
      // React Router keeps the location key in history.state.
      const entry = window.history.state as { key?: unknown } | null;
      pushedKey.current = typeof entry?.key === 'string' ? entry.key : null;
    });
  }, [isOpen, navigate, here, location.state]);

  /** Closes in place: the entry stays, without the flag. */
  const dismiss = useCallback(() => {
    if (!isOpen) return;
    void navigate(here, { replace: true, state: withoutFlag(location.state), preventScrollReset: true });
  }, [isOpen, navigate, here, location.state]);

  /** Closes by going back over the entry `open` pushed (or in place when it was not ours). */
  const close = useCallback(() => {
    if (!isOpen) return;
    if (pushedKey.current !== null && pushedKey.current === location.key) {
      pushedKey.current = null;
      void navigate(-1);
    } else {
      dismiss();
    }
  }, [isOpen, navigate, location.key, dismiss]);

  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, close, open]);

  return { isOpen, open, close, dismiss, toggle };
}
