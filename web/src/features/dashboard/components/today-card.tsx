import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';

interface TodayCardProps {
  icon: LucideIcon;
  title: string;
  /** Where the whole list lives (the card's footer link). */
  to: string;
  linkText: string;
  /** How many there are in all (the footer says "Alle 7 bekijken" when more than shown). */
  total: number;
  shown: number;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  empty: string;
  children: ReactNode;
}

/** One of the dashboard's "today" cards: a few items linking to their objects, with loading, error and empty states. */
export function TodayCard(props: TodayCardProps) {
  const { icon: Icon, title, to, linkText, total, shown, isPending, error, empty } = props;
  const { t } = useTranslation('screens');
  const titleId = useId();
  let body: ReactNode;
  if (isPending) body = <ListSkeleton rows={2} />;
  else if (error) body = <LoadError message={t('dashboard.today.loadFailed')} error={error} onRetry={props.onRetry} isRetrying={props.isRetrying} />;
  else if (shown === 0) body = <p className="rounded-xl bg-default/60 px-3 py-4 text-sm text-muted">{empty}</p>;
  else body = <ul className="-mx-2 flex flex-col">{props.children}</ul>;

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-2xl bg-surface p-4 shadow-sm sm:p-5">
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-foreground">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-accent-soft-foreground" />
        <span className="min-w-0 flex-1">{title}</span>
        {!isPending && !error && total > 0 ? (
          <span className="rounded-full bg-default px-2 py-0.5 text-xs font-medium text-foreground tabular-nums">{total}</span>
        ) : null}
      </h3>
      {body}
      <Link
        to={to}
        className="mt-auto w-fit rounded-md text-sm font-medium text-accent-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
      >
        {total > shown ? t('dashboard.today.more', { count: total }) : linkText}
      </Link>
    </section>
  );
}

interface TodayItemProps {
  to: string;
  onClick?: () => void;
  title: string;
  /** The second line: account, time, progress. */
  detail: ReactNode;
  /** Something to the right (a badge). */
  aside?: ReactNode;
}

/** One item of a card: a link to the object. */
export function TodayItem({ to, onClick, title, detail, aside }: TodayItemProps) {
  return (
    <li>
      <Link
        to={to}
        onClick={onClick}
        className="flex items-start gap-3 rounded-xl px-2 py-2 outline-none hover:bg-default focus-visible:ring-2 focus-visible:ring-focus"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-foreground">{title}</span>
          <span className="line-clamp-2 text-xs break-words text-muted">{detail}</span>
        </span>
        {aside}
      </Link>
    </li>
  );
}
