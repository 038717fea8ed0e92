import type { MeResponse } from '../../../../common/schemas/auth';

/** Same height as the selects, so nothing moves when they arrive. */
export function SidebarSelectsPlaceholder({ me, showMarketeerSelect }: { me: MeResponse; showMarketeerSelect: boolean }) {
  const count = (me.memberships.length > 1 ? 1 : 0) + (showMarketeerSelect ? 1 : 0);
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-10 rounded-xl bg-default md:h-9" />
      ))}
    </>
  );
}
