/**
 * The open event (a click on the grid, or `?event=<id>` in the address, also after a reload): its
 * details, owner, client and contact with the channel's one-click action, the client's response,
 * "Bevestigen" for a client's request, the outcome prompt of a past contact moment of mine, and
 * "Bewerken" / "Verwijderen". From a contact_event_update (`highlight=changes`) the changed rows
 * carry a visible "Gewijzigd" mark (event-details.tsx).
 */
import { Button, Modal } from '@heroui/react';
import { ExternalLink, Mail, MessageCircle, MessagesSquare, Pencil, Phone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecurrenceScope } from '../../../../../common/calendar-constants';
import type { CalendarEvent } from '../../../../../common/schemas/calendar';
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
import { changedRows, type CardRow } from '../changed-fields';
import { channelAction } from '../channel-action';
import { Changed, EventDetails } from './event-details';
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

const actionIcons = { call: Phone, whatsapp: MessageCircle, email: Mail, chat: MessagesSquare } as const;

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
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const now = useNow();
  const update = useUpdateEvent(companyId);
  const remove = useDeleteEvent(companyId);
  const [deleting, setDeleting] = useState<'confirm' | 'scope' | null>(null);
  const recurring = event.recurrence !== null || event.seriesId !== null || occurrence?.occurrenceStart != null;
  const start = occurrence?.start ?? event.start;
  const end = occurrence?.end ?? event.end;
  const action = event.kind === 'contact' ? channelAction(event.contact, event.client) : null;
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
        <EventDetails event={event} changed={changed} start={start} end={end} timeZone={timeZone} />
        {event.followUpOf ? (
          <button type="button" className="self-start text-sm text-accent underline-offset-2 hover:underline" onClick={() => onOpenEvent(event.followUpOf!)}>
            {t('card.followUpOf')}
          </button>
        ) : null}
      </Modal.Body>
      <Modal.Footer className="flex-wrap justify-between gap-2">
        <span className="flex flex-wrap gap-2">
          {action?.inApp ? (
            <Link to={action.href} className={buttonClass({ variant: 'primary', size: 'sm' })} data-testid="channel-action">
              <MessagesSquare aria-hidden="true" className="size-4" />
              {t(`card.action.${action.kind}`)}
            </Link>
          ) : action ? (
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
