import { useEffect } from 'react';
import type { SetURLSearchParams } from 'react-router';

/**
 * `new=<kind>` in the address (the command palette's "Nieuwe notitie" / "Nieuwe checklist"): when
 * the screen is `ready` it calls `open` once and takes the parameter out of the address, so a
 * reload or Back does not open the dialog again. Returns whether the parameter asks for it now.
 */
export function useNewParam(kind: string, searchParams: URLSearchParams, setSearchParams: SetURLSearchParams, ready: boolean, open: () => void): boolean {
  const wanted = searchParams.get('new') === kind && ready;
  useEffect(() => {
    if (!wanted) return;
    open();
    const next = new URLSearchParams(window.location.search);
    next.delete('new');
    setSearchParams(next, { replace: true });
    // `open` is the screen's state setter wrapped per render; the parameter decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, setSearchParams]);
  return wanted;
}
