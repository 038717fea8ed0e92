import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** The section's name in ids: its heading is `${id}-title`, its test id `id`. */
  id: string;
  icon: LucideIcon;
  title: string;
  /** Shown beside the title, e.g. a count. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One card of the account's page below its summary: an icon and an h2 that names the section, then its content. */
export function AccountSection({ id, icon: Icon, title, badge, children }: AccountSectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm sm:p-6" data-testid={id}>
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 text-muted" />
        <h2 id={`${id}-title`} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {badge}
      </div>
      {children}
    </section>
  );
}
