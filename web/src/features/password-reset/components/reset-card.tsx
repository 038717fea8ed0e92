import { type ReactNode, useEffect, useRef } from 'react';

/** The card every state of the reset screen is shown in (the login card's look). */
export function ResetCard({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      {children}
    </section>
  );
}

/** The card's heading; takes focus when a new state appears, so screen readers announce it. */
export function ResetHeading({ id, children, focusOnMount = false }: { id: string; children: ReactNode; focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <h1 id={id} tabIndex={-1} ref={ref} className="text-2xl font-semibold text-foreground outline-none">
      {children}
    </h1>
  );
}
