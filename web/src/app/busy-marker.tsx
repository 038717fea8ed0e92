import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';

/**
 * Tells the page whether the app is still loading what it shows: `data-app-busy` on <html> is
 * "true" while a route (its code and texts) loads or a query or mutation runs, "false" otherwise.
 * Browser tests wait for it instead of for network silence, which a screen that reads ahead while
 * idle, or a live connection, may never give.
 */
export function BusyMarker() {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigating = useNavigation().state !== 'idle';
  const busy = fetching > 0 || mutating > 0 || navigating;
  useEffect(() => {
    document.documentElement.dataset.appBusy = String(busy);
  }, [busy]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.appBusy;
    },
    [],
  );
  return null;
}
