import type { ReactNode } from 'react';

/** A page section with the site's width and spacing; `id` makes it a link target. */
export function Section({ id, className = '', children }: { id?: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={`mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-16 sm:px-6 sm:py-20 ${className}`}>
      {children}
    </section>
  );
}

export function SectionHeading({ title, lead, id }: { title: string; lead?: string; id?: string }) {
  return (
    <div className="mb-10 flex max-w-2xl flex-col gap-3">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="text-lg text-muted">{lead}</p> : null}
    </div>
  );
}

/** A small pill such as 'BETA'. */
export function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex w-fit items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-soft-foreground">{children}</span>
  );
}
