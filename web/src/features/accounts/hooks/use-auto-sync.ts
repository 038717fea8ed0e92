import { useEffect, useRef } from 'react';
import type { AccountListResponse } from '../../../../../common/schemas/ad-accounts';

/**
 * Opening the accounts screen syncs once when a sync is due (spec section 4: a connected
 * platform's last sync is older than 5 minutes or never happened; the server answers `syncDue`).
 * Only a list loaded since the screen opened counts, not one from the cache; and once per visit,
 * so a failing platform is not tried again and again.
 */
export function useAutoSync(list: AccountListResponse | undefined, isFreshLoad: boolean, sync: () => void): void {
  const done = useRef(false);
  const latest = useRef(sync);
  useEffect(() => {
    latest.current = sync;
  });
  const due = Boolean(list?.syncDue) && isFreshLoad;
  useEffect(() => {
    if (!due || done.current) return;
    done.current = true;
    latest.current();
  }, [due]);
}
