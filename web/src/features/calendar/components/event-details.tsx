/**
 * The open event's details as rows (when, repeats, owner, client and their answer, the contact,
 * place, description, reminders); after a contact_event_update each changed row carries a visible
 * "Gewijzigd" mark, also named to assistive technology.
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../../../common/rules/phone';
import type { CalendarEvent } from '../../../../../common/schemas/calendar';
import { Avatar } from '../../../components/ui/avatar';
import { clientAccent } from '../calendar-events';
import type { CardRow } from '../changed-fields';
import { timeRangeText } from '../event-text';

interface EventDetailsProps {
  event: CalendarEvent;
  changed: ReadonlySet<CardRow>;
  /** The time shown (a series' clicked time, else the event's own). */
  start: string;
  end: string;
  timeZone: string;
}

export function EventDetails({ event, changed, start, end, timeZone }: EventDetailsProps) {
  const { t, i18n } = useTranslation('calendar');
  const recurrenceText = event.recurrence
    ? [
        t(`card.recurrenceText.${event.recurrence.freq}`, {
          count: event.recurrence.interval,
          // "maandag en woensdag"
          days: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
            event.recurrence.byWeekday.map((d) => t(`form.weekdaysLong.${d as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)),
          ),
        }),
        event.recurrence.until ? t('card.recurrenceText.until', { date: event.recurrence.until.split('-').reverse().join('-') }) : null,
        event.recurrence.count ? t('card.recurrenceText.count', { count: event.recurrence.count }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : null;

  return (
    <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
      <Row label={t('card.when')} row="time" changed={changed}>
        {timeRangeText(start, end, event.allDay, timeZone, i18n.language)}
        {event.timeZone !== timeZone ? <span className="block text-xs text-muted">{t('card.timeZone', { zone: event.timeZone })}</span> : null}
      </Row>
      {recurrenceText ? (
        <Row label={t('card.recurrence')} row="recurrence" changed={changed}>
          {recurrenceText}
        </Row>
      ) : null}
      <Row label={t('card.owner')} row="owner" changed={changed}>
        {event.owner ? (
          <span className="inline-flex items-center gap-2">
            <Avatar person={event.owner} size="xs" decorative />
            {event.owner.name || event.owner.email}
          </span>
        ) : (
          '—'
        )}
      </Row>
      {event.client ? (
        <Row label={t('card.client')} row="client" changed={changed}>
          <span className="inline-flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: clientAccent(event.client.color) ?? 'var(--muted)' }} />
            {event.client.name}
          </span>
        </Row>
      ) : null}
      {event.kind === 'appointment' ? (
        <Row label={t('card.clientResponse')} row="status" changed={changed}>
          <span data-testid="client-response">{t(`responses.${event.clientResponse}`)}</span>
          {event.clientResponse === 'declined' && event.clientDeclineReason ? (
            <span className="mt-1 block text-xs whitespace-pre-wrap text-muted" data-testid="client-decline-reason">
              {t('card.declineReason', { reason: event.clientDeclineReason })}
            </span>
          ) : null}
          {event.status === 'tentative' ? <span className="block text-xs text-muted">{t('card.tentative')}</span> : null}
          {event.requestedBy ? <span className="block text-xs text-muted">{t('card.requestedBy', { name: event.requestedBy.name })}</span> : null}
          {event.requestMessage ? <span className="mt-1 block text-xs whitespace-pre-wrap text-muted">{event.requestMessage}</span> : null}
        </Row>
      ) : null}
      {event.contact ? (
        <>
          <Row label={t('card.contactType')} row="contactType" changed={changed}>
            {t(`contactTypes.${event.contact.type}`)}
          </Row>
          <Row label={t('card.priority')} row="priority" changed={changed}>
            {t(`priorities.${event.contact.priority}`)}
          </Row>
          {event.contact.name ? (
            <Row label={t('card.contactName')} row="contactName" changed={changed}>
              {event.contact.name}
            </Row>
          ) : null}
          {event.contact.company ? (
            <Row label={t('card.company')} row="company" changed={changed}>
              {event.contact.company}
            </Row>
          ) : null}
          {event.contact.email ? (
            <Row label={t('card.email')} row="email" changed={changed}>
              <span className="break-all">{event.contact.email}</span>
            </Row>
          ) : null}
          {event.contact.phone ? (
            <Row label={t('card.phone')} row="phone" changed={changed}>
              {formatPhone(event.contact.phone)}
            </Row>
          ) : null}
          {event.outcome ? (
            <Row label={t('card.status')} row="status" changed={changed}>
              {t('card.outcome', { outcome: t(`outcome.values.${event.outcome}`) })}
            </Row>
          ) : null}
        </>
      ) : null}
      {event.location ? (
        <Row label={t('card.location')} row="location" changed={changed}>
          {event.location}
        </Row>
      ) : null}
      {event.description ? (
        <Row label={t('card.description')} row="description" changed={changed}>
          <span className="whitespace-pre-wrap">{event.description}</span>
        </Row>
      ) : null}
      <Row label={t('card.reminders')} row="reminders" changed={changed}>
        {event.reminders.length === 0
          ? t('card.noReminders')
          : event.reminders.map((r) => `${t(`form.reminders.${r.channel}`)}: ${minutesText(t, r.minutesBefore)}`).join(' · ')}
      </Row>
    </dl>
  );
}

/** A reminder's time by its kind: "15 minuten van tevoren", "2 uur van tevoren", "1 dag van tevoren", "2 weken van tevoren". */
function minutesText(t: ReturnType<typeof useTranslation<'calendar'>>['t'], minutes: number): string {
  const presets = [0, 5, 10, 15, 30, 60, 1440, 10080];
  if (presets.includes(minutes)) return t(`form.minutesBefore.${minutes as 0}`);
  if (minutes % 10080 === 0) return t('form.minutesBefore.weeks', { count: minutes / 10080 });
  if (minutes % 1440 === 0) return t('form.minutesBefore.days', { count: minutes / 1440 });
  if (minutes % 60 === 0) return t('form.minutesBefore.hours', { count: minutes / 60 });
  return t('form.minutesBefore.other', { count: minutes });
}

/** One row of details; a changed one carries the visible "Gewijzigd" mark, named in the row's description. */
function Row({ label, row, changed, children }: { label: string; row: CardRow; changed: ReadonlySet<CardRow>; children: ReactNode }) {
  const markId = useId();
  const isChanged = changed.has(row);
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd
        className={`min-w-0 ${isChanged ? 'cal-changed rounded-md' : ''}`}
        data-changed={isChanged || undefined}
        aria-describedby={isChanged ? markId : undefined}
      >
        {children}
        {isChanged ? <ChangedMark id={markId} /> : null}
      </dd>
    </>
  );
}

export function Changed({ row, changed, children }: { row: CardRow; changed: ReadonlySet<CardRow>; children: ReactNode }) {
  const markId = useId();
  if (!changed.has(row)) return <>{children}</>;
  return (
    <span className="cal-changed rounded-md" data-changed aria-describedby={markId}>
      {children}
      <ChangedMark id={markId} />
    </span>
  );
}

function ChangedMark({ id }: { id: string }) {
  const { t } = useTranslation('calendar');
  return (
    <span
      id={id}
      className="ml-2 inline-flex items-center rounded-full bg-warning px-1.5 py-0.5 align-middle text-[0.6875rem] font-semibold text-warning-foreground"
      data-testid="changed-mark"
      title={t('card.changedHint')}
    >
      {t('card.changed')}
    </span>
  );
}
