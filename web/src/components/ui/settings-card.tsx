import { type ComponentType, type ReactNode, useId } from 'react';

/** A lucide icon, or any mark drawn the same way (a platform's). */
export type CardIcon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' | 'false' }>;

interface SettingsCardProps {
  icon: CardIcon;
  title: string;
  description?: ReactNode;
  /** Shown beside the title, e.g. a status chip. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One card of the settings screens: an icon, an h2, a line of explanation and its content. */
export function SettingsCard({ icon: Icon, title, description, badge, children }: SettingsCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-accent-soft-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold break-words text-foreground">
            {title}
          </h2>
          {badge}
        </div>
      </div>
      {description ? <p className="mt-2 text-sm text-muted sm:pl-13">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
