import { create } from 'zustand';
import type { RealtimeStatus } from './retry-policy';

/**
 * The live-update connection's state, for the status indicator and for tests (the workspace
 * layout's `data-realtime-status`): idle (signed out), connecting, open, retrying (`retry` is the
 * attempt under way, 0 while reconnecting after a close) or failed (the retries were given up).
 */
export const useRealtimeStatus = create<{ status: RealtimeStatus; retry: number }>()(() => ({ status: 'idle', retry: 0 }));
