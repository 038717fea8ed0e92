import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** A short status label such as "Nog niet beschikbaar". */
  status?: string;
  children?: ReactNode;
}

/** The one honest "nothing here yet" block used by every unfinished screen. */
export function EmptyState({ icon: Icon, title, description, status, children }: EmptyStateProps) {
  return (
    <section aria-label={title} className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-default text-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      {status ? <span className="rounded-full bg-default px-3 py-1 text-xs font-medium text-foreground">{status}</span> : null}
      <h2 className="text-base font-semibold text-foreground">{title}</h2>
      <p className="max-w-md text-sm text-muted">{description}</p>
      {children}
    </section>
  );
}
