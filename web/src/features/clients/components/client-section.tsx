import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface ClientSectionProps {
  /** The section's name in ids: its heading is `${id}-title`, its test id `id`. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** Beside the title, e.g. a count. */
  badge?: ReactNode;
  /** On the right of the heading, e.g. an add button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One card of the client's page: an icon and an h2 that names the section, an optional action, then its content. */
export function ClientSection({ id, icon: Icon, title, badge, action, children }: ClientSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm sm:p-6" data-testid={id}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-2">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
          <h2 id={`${id}-title`} className="text-lg font-semibold text-foreground">
            {title}
          </h2>
          {badge}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A small count beside a section's title. */
export function CountBadge({ count }: { count: number }) {
  return <span className="rounded-full bg-default px-2 py-0.5 text-xs font-medium text-foreground tabular-nums">{count}</span>;
}
