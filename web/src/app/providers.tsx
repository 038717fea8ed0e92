import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { queryClient } from '../lib/query-client';
import { isToastRuntimeRequested, loadToastRuntime, subscribeToToastRuntime } from '../lib/toast';

const Toaster = lazy(() => loadToastRuntime().then((m) => ({ default: m.Toaster })));

/** The toast region (bottom-right, spec section 9), mounted once the first toast is asked for. */
function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToToastRuntime, isToastRuntimeRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
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
