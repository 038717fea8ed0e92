import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface PortalCardProps {
  icon: LucideIcon;
  title: string;
  /** h2 on the portal page; h3 in the preview, whose section title is an h2. */
  headingLevel?: 2 | 3;
  children: ReactNode;
}

/** One block of the overview: an icon in the accent, a heading, its content. */
export function PortalCard({ icon: Icon, title, headingLevel = 2, children }: PortalCardProps) {
  const id = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-(--portal-accent)" />
        <Heading id={id} className="text-lg font-semibold text-foreground">
          {title}
        </Heading>
      </div>
      {children}
    </section>
  );
}
