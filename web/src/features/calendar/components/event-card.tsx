/**
 * The open event (a click on the grid, or `?event=<id>` in the address, also after a reload): its
 * details, owner, client and contact with the channel's one-click action, the client's response,
 * "Bevestigen" for a client's request, the outcome prompt of a past contact moment of mine, and
 * "Bewerken" / "Verwijderen". From a contact_event_update (`highlight=changes`) the changed rows
 * carry a visible "Gewijzigd" mark, also named to assistive technology.
 */
import { Button, Modal } from '@heroui/react';
import { ExternalLink, Mail, MessageCircle, Pencil, Phone, Trash2 } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecurrenceScope } from '../../../../../common/calendar-constants';
import { formatPhone } from '../../../../../common/rules/phone';
import type { CalendarEvent } from '../../../../../common/schemas/calendar';
import { Avatar } from '../../../components/ui/avatar';
import { buttonClass } from '../../../components/ui/button-class';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useDeleteEvent, useUpdateEvent } from '../api/change-events';
import { useCalendarEvent } from '../api/get-event';
import { clientAccent } from '../calendar-events';
import { changedRows, type CardRow } from '../changed-fields';
import { channelAction } from '../channel-action';
import { timeRangeText } from '../event-text';
import { OutcomePrompt } from './outcome-prompt';
import { ScopeDialog } from './scope-dialog';

export interface OpenOccurrence {
  start: string;
  end: string;
  occurrenceStart: string | null;
  outcomeDue: boolean;
}

interface EventCardProps {
  companyId: string;
  eventId: string;
  notificationId: string | null;
  highlightChanges: boolean;
  /** The time of the series that was clicked (none when opened from the address). */
  occurrence: OpenOccurrence | null;
  viewerId: string;
  timeZone: string;
  onClose: () => void;
  onEdit: (event: CalendarEvent, occurrence: OpenOccurrence | null) => void;
  onOpenEvent: (id: string) => void;
}

const actionIcons = { call: Phone, whatsapp: MessageCircle, email: Mail } as const;

export function EventCard(props: EventCardProps) {
  const { t } = useTranslation('calendar');
  const { companyId, eventId, notificationId, highlightChanges, onClose } = props;
  const query = useCalendarEvent(companyId, eventId, highlightChanges ? notificationId : null);
  const title = query.data?.event.title ?? t('card.label');
  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal.Container size="md" scroll="outside">
        <Modal.Dialog data-testid="event-card" aria-label={title}>
          <Modal.CloseTrigger aria-label={t('card.close')} />
          {query.isPending ? (
            <Modal.Body>
              <ListSkeleton rows={3} />
            </Modal.Body>
          ) : query.isError ? (
            <Modal.Body className="py-6">
              {isApiError(query.error) && (query.error.status === 404 || query.error.status === 403) ? (
                <p role="alert" className="text-sm text-muted">
                  {t('card.gone')}
                </p>
              ) : (
                <LoadError message={t('card.loadFailed')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
              )}
            </Modal.Body>
          ) : (
            <CardBody {...props} event={query.data.event} changed={highlightChanges ? changedRows(query.data.changedFields) : new Set()} />
          )}
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}

function CardBody({
  companyId,
  event,
  changed,
  occurrence,
  viewerId,
  timeZone,
  onClose,
  onEdit,
  onOpenEvent,
}: EventCardProps & { event: CalendarEvent; changed: ReadonlySet<CardRow> }) {
  const { t, i18n } = useTranslation('calendar');
  const errorText = useErrorText();
  const now = useNow();
  const update = useUpdateEvent(companyId);
  const remove = useDeleteEvent(companyId);
  const [deleting, setDeleting] = useState<'confirm' | 'scope' | null>(null);
  const recurring = event.recurrence !== null || event.seriesId !== null || occurrence?.occurrenceStart != null;
  const start = occurrence?.start ?? event.start;
  const end = occurrence?.end ?? event.end;
  const action = event.kind === 'contact' ? channelAction(event.contact) : null;
  const outcomeDue =
    occurrence?.outcomeDue ?? (event.kind === 'contact' && event.owner?.id === viewerId && event.outcome === null && Date.parse(end) <= now.getTime());

  const del = (scope: RecurrenceScope | undefined) =>
    remove.mutate(
      { id: event.id, version: event.version, ...(scope ? { scope } : {}), occurrenceStart: occurrence?.occurrenceStart ?? null },
      {
        onSuccess: () => {
          toast.success(t('delete.done'), { description: event.title });
          setDeleting(null);
          onClose();
        },
        onError: (error) => {
          setDeleting(null);
          toast.danger(errorText(error), { timeout: 5_000 });
        },
      },
    );

  const confirm = () =>
    update.mutate(
      { id: event.id, changes: { status: 'confirmed', version: event.version } },
      { onSuccess: () => toast.success(t('card.confirmed_toast')), onError: (error) => toast.danger(errorText(error), { timeout: 5_000 }) },
    );

  const recurrenceText = event.recurrence
    ? [
        t(`card.recurrenceText.${event.recurrence.freq}`, {
          count: event.recurrence.interval,
          days: event.recurrence.byWeekday.map((d) => t(`form.weekdays.${d as 1 | 2 | 3 | 4 | 5 | 6 | 7}`)).join(', '),
        }),
        event.recurrence.until ? t('card.recurrenceText.until', { date: event.recurrence.until.split('-').reverse().join('-') }) : null,
        event.recurrence.count ? t('card.recurrenceText.count', { count: event.recurrence.count }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : null;

  return (
    <>
      <Modal.Header className="flex-col items-start gap-1 pr-10">
        <span className="flex flex-wrap items-center gap-2">
          <span className={`cal-kind-badge cal-kind-badge-${event.kind} rounded-full px-2 py-0.5 text-xs font-medium`}>{t(`kinds.${event.kind}`)}</span>
          {event.status === 'tentative' ? (
            <span className="rounded-full border border-dashed border-border px-2 py-0.5 text-xs text-muted">{t('grid.tentative')}</span>
          ) : null}
          {event.contact ? (
            <span className={`cal-priority-badge cal-priority-badge-${event.contact.priority} rounded-full px-2 py-0.5 text-xs font-medium`}>
              {t(`priorities.${event.contact.priority}`)}
            </span>
          ) : null}
        </span>
        <Modal.Heading>
          <Changed row="title" changed={changed}>
            {event.title}
          </Changed>
        </Modal.Heading>
      </Modal.Header>
      <Modal.Body className="flex flex-col gap-4">
        {changed.size > 0 ? (
          <p className="rounded-lg bg-accent-soft px-3 py-2 text-sm text-accent-soft-foreground" role="status" data-testid="changes-summary">
            {t('card.changedSummary')}
          </p>
        ) : null}
        {outcomeDue && event.outcome === null ? (
          <OutcomePrompt companyId={companyId} event={event} timeZone={timeZone} onFollowUp={(followUp) => onOpenEvent(followUp.id)} />
        ) : null}
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
        {event.followUpOf ? (
          <button type="button" className="self-start text-sm text-accent underline-offset-2 hover:underline" onClick={() => onOpenEvent(event.followUpOf!)}>
            {t('card.followUpOf')}
          </button>
        ) : null}
      </Modal.Body>
      <Modal.Footer className="flex-wrap justify-between gap-2">
        <span className="flex flex-wrap gap-2">
          {action ? (
            <a
              href={action.href}
              {...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={buttonClass({ variant: 'primary', size: 'sm' })}
              data-testid="channel-action"
            >
              {(() => {
                const Icon = actionIcons[action.kind];
                return <Icon aria-hidden="true" className="size-4" />;
              })()}
              {t(`card.action.${action.kind}`)}
              {action.external ? <ExternalLink aria-hidden="true" className="size-3.5" /> : null}
            </a>
          ) : null}
          {event.status === 'tentative' ? (
            <Button size="sm" variant="primary" onPress={confirm} isDisabled={update.isPending} data-testid="confirm-request">
              {update.isPending ? t('card.confirming') : t('card.confirm')}
            </Button>
          ) : null}
        </span>
        <span className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onPress={() => setDeleting(recurring ? 'scope' : 'confirm')}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('card.delete')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => onEdit(event, occurrence)} data-testid="edit-event">
            <Pencil aria-hidden="true" className="size-4" />
            {t('card.edit')}
          </Button>
        </span>
      </Modal.Footer>
      <ConfirmDialog
        isOpen={deleting === 'confirm'}
        onCancel={() => setDeleting(null)}
        onConfirm={() => del(undefined)}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        isBusy={remove.isPending}
      >
        {t('delete.body', { title: event.title })}
      </ConfirmDialog>
      {deleting === 'scope' ? <ScopeDialog action="delete" onCancel={() => setDeleting(null)} onChoose={del} isBusy={remove.isPending} /> : null}
    </>
  );
}

function minutesText(t: ReturnType<typeof useTranslation<'calendar'>>['t'], minutes: number): string {
  const presets = [0, 5, 10, 15, 30, 60, 1440, 10080];
  return presets.includes(minutes) ? t(`form.minutesBefore.${minutes as 0}`) : t('form.minutesBefore.other', { count: minutes });
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

function Changed({ row, changed, children }: { row: CardRow; changed: ReadonlySet<CardRow>; children: ReactNode }) {
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
