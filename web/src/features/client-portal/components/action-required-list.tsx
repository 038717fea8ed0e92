import { CalendarClock, ChevronRight, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PortalActionItem } from '../../../../../common/schemas/clients';
import { useTimeText } from '../../../lib/use-time-text';
import { useAgendaDates } from '../hooks/use-agenda-dates';

interface ActionRequiredListProps {
  items: PortalActionItem[];
  /** Each item's address in the portal (with the chosen client); null in the preview, where nothing opens. */
  hrefFor: ((item: PortalActionItem) => string) | null;
  now: Date;
}

/**
 * "Actie vereist": what waits for the client — with its deadline, or for an appointment to answer
 * the day and time it starts — or, addressed to the client, that nothing does now.
 */
export function ActionRequiredList({ items, hrefFor, now }: ActionRequiredListProps) {
  const { t } = useTranslation('portal');
  const time = useTimeText();
  const dates = useAgendaDates();

  if (items.length === 0) {
    return (
      <div className="flex items-start gap-3 rounded-xl bg-default/60 p-4">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">{t('overview.actionEmptyTitle')}</p>
          <p className="mt-1 text-sm text-muted">{t('overview.actionEmpty')}</p>
        </div>
      </div>
    );
  }

  return (
    <ul className="flex flex-col divide-y divide-border">
      {items.map((item) => {
        const overdue = item.deadline !== null && new Date(item.deadline).getTime() < now.getTime();
        let when;
        if (item.deadline && item.timeKind !== undefined && item.timeKind !== 'deadline') {
          const day = dates.longDay(new Date(item.deadline));
          when = (
            <span className="flex items-center gap-1 text-sm text-muted" data-testid="action-when">
              <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
              <time dateTime={item.deadline}>
                {item.timeKind === 'all-day-appointment'
                  ? t('overview.appointmentAllDay', { day })
                  : t('overview.appointmentAt', { day, time: dates.clock(item.deadline) })}
              </time>
            </span>
          );
        } else if (item.deadline) {
          when = (
            <span className={`flex items-center gap-1 text-sm ${overdue ? 'text-danger' : 'text-muted'}`} data-testid="action-when">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              <time dateTime={item.deadline}>{t(overdue ? 'overview.overdue' : 'overview.deadline', { date: time.date(item.deadline) })}</time>
            </span>
          );
        } else {
          when = <span className="text-sm text-muted">{t('overview.noDeadline')}</span>;
        }
        const body = (
          <>
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="font-medium break-words text-foreground">{item.title}</span>
              {when}
            </span>
            {hrefFor ? <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted" /> : null}
          </>
        );
        return (
          <li key={`${item.kind}:${item.id}`}>
            {hrefFor ? (
              <Link
                to={hrefFor(item)}
                className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 outline-none hover:bg-default/60 focus-visible:ring-2 focus-visible:ring-focus"
              >
                {body}
              </Link>
            ) : (
              <div className="flex items-center gap-3 py-3">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
