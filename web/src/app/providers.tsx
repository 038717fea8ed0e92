import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import { queryClient } from '../lib/query-client';
import { loadedToastRuntime, subscribeToToastRuntime } from '../lib/toast';

/**
 * The toast region (bottom-right, spec section 9), mounted once the toast code has arrived
 * (loaded with the first toast). A download that fails leaves no region and no broken page.
 */
function LazyToaster() {
  const runtime = useSyncExternalStore(subscribeToToastRuntime, loadedToastRuntime, () => null);
  return runtime ? <runtime.Toaster /> : null;
}

/** App-wide providers: server state and the toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
