/**
 * "Nieuw event" / "Event bewerken": kind, title, times (or all day) in a chosen zone, owner,
 * client, the contact moment's fields, location, description, recurrence and reminders. The
 * server judges the input; its codes show at their fields (the first focused) and nothing typed
 * is lost. Changing a recurring event asks "alleen deze / deze en volgende / alle" first.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarEventKinds, calendarLimits, type RecurrenceScope } from '../../../../../common/calendar-constants';
import type { ErrorCode } from '../../../../../common/errors';
import type { CalendarEvent, UpdateEventRequest } from '../../../../../common/schemas/calendar';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { TimeInput } from '../../../components/ui/time-input';
import { TextFormField } from '../../../components/ui/text-form-field';
import { ApiError, isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { useCreateEvent, useUpdateEvent } from '../api/change-events';
import { countPosition, withEnd, withStart } from '../draft-times';
import { draftForEvent, type EventDraft, eventFieldErrors, eventFormFields, requestOf } from '../event-draft';
import { ContactFields } from './contact-fields';
import { DateInput, FormSelect, type Option, SwitchField, TextAreaField, TimeZoneField } from './form-controls';
import { RecurrenceFields } from './recurrence-fields';
import { ReminderFields } from './reminder-fields';
import { ScopeDialog } from './scope-dialog';

const fieldOfCode: Partial<Record<ErrorCode, (typeof eventFormFields)[number]>> = {
  CALENDAR_TITLE_REQUIRED: 'title',
  CALENDAR_TITLE_TOO_LONG: 'title',
  CALENDAR_TIME_INVALID: 'start',
  CALENDAR_END_BEFORE_START: 'end',
  CALENDAR_TOO_LONG: 'end',
  CALENDAR_TIME_ZONE_INVALID: 'timeZone',
  CALENDAR_KIND_INVALID: 'kind',
  CALENDAR_CLIENT_REQUIRED: 'clientId',
  CLIENT_UNKNOWN: 'clientId',
  CALENDAR_OWNER_UNKNOWN: 'ownerId',
  CALENDAR_CONTACT_TYPE_REQUIRED: 'contact.type',
  CALENDAR_PRIORITY_INVALID: 'contact.priority',
  CALENDAR_PHONE_INVALID: 'contact.phone',
  CALENDAR_PHONE_REQUIRED: 'contact.phone',
  CALENDAR_EMAIL_INVALID: 'contact.email',
  CALENDAR_EMAIL_REQUIRED: 'contact.email',
  CALENDAR_CONTACT_UNKNOWN: 'contact.contactId',
  CALENDAR_LOCATION_TOO_LONG: 'location',
  CALENDAR_DESCRIPTION_TOO_LONG: 'description',
  CALENDAR_REMINDER_INVALID: 'reminders',
  CALENDAR_REMINDERS_TOO_MANY: 'reminders',
  CALENDAR_REMINDER_DUPLICATE: 'reminders',
  RECURRENCE_END_REQUIRED: 'recurrence.until',
  RECURRENCE_UNTIL_BEFORE_START: 'recurrence.until',
  RECURRENCE_TOO_LONG: 'recurrence.until',
  RECURRENCE_DAYS_INVALID: 'recurrence',
  RECURRENCE_INTERVAL_INVALID: 'recurrence',
};

export type EventDialogMode =
  | { type: 'new'; draft: EventDraft }
  | { type: 'edit'; event: CalendarEvent; occurrence: { start: string; end: string; occurrenceStart: string | null } | null };

interface EventDialogProps {
  companyId: string;
  mode: EventDialogMode;
  colleagues: readonly Option[];
  clients: readonly Option[];
  onClose: () => void;
  onSaved?: (event: CalendarEvent) => void;
}

/** The server's field paths (reminders.2.minutesBefore) on the dialog's fields. */
function onDialogFields(error: unknown): unknown {
  if (!isApiError(error) || !error.fields) return error;
  return new ApiError(error.status, error.code, error.message, eventFieldErrors(error.fields), error.params);
}

export function EventDialog({ companyId, mode, colleagues, clients, onClose, onSaved }: EventDialogProps) {
  const { t } = useTranslation('calendar');
  const create = useCreateEvent(companyId);
  const update = useUpdateEvent(companyId);
  const problems = useFormProblems(eventFormFields, fieldOfCode);
  const editing = mode.type === 'edit' ? mode : null;
  const [draft, setDraft] = useState<EventDraft>(() => (mode.type === 'new' ? mode.draft : draftForEvent(mode.event, mode.occurrence)));
  const [askScope, setAskScope] = useState(false);
  // What a person fills in first (kind, title) shows at once; the times and the rest of the form
  // follow in the next frame, while the dialog fades in (a drag-select opens this dialog, and the
  // date and time fields alone took some 30 ms to render: npm run bench calendar-screen).
  const rest = useAfterPaint();
  const busy = create.isPending || update.isPending;
  const isDirty = useFormDirty(draft);
  const recurring = editing ? editing.event.recurrence !== null || editing.event.seriesId !== null || editing.occurrence?.occurrenceStart != null : false;

  const change = (changes: Partial<EventDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const err = (field: (typeof eventFormFields)[number]) => problems.fieldError(field);
  const inputRef = (field: (typeof eventFormFields)[number]) => problems.fieldRef<HTMLInputElement>(field);
  const elementRef = (field: (typeof eventFormFields)[number]) => (element: HTMLElement | null) => problems.fieldRef<HTMLElement>(field)(element);

  const save = (scope: RecurrenceScope | null) => {
    problems.reset();
    const request = requestOf(draft);
    if (!editing) {
      create.mutate(request, {
        onSuccess: (event) => {
          toast.success(t('form.added'), { description: event.title });
          onSaved?.(event);
          onClose();
        },
        onError: (error) => problems.fail(onDialogFields(error)),
      });
      return;
    }
    const changes: UpdateEventRequest = { ...request, version: editing.event.version };
    if (scope) {
      changes.scope = scope;
      if (editing.occurrence?.occurrenceStart) changes.occurrenceStart = editing.occurrence.occurrenceStart;
      // One time of a series has no rule of its own.
      if (scope === 'this') delete changes.recurrence;
    }
    update.mutate(
      { id: editing.event.id, changes },
      {
        onSuccess: (event) => {
          toast.success(t('form.saved'), { description: event.title });
          onSaved?.(event);
          onClose();
        },
        onError: (error) => problems.fail(onDialogFields(error)),
      },
    );
  };

  const submit = () => {
    if (recurring) setAskScope(true);
    else save(null);
  };

  const ownerOptions =
    colleagues.some((c) => c.id === draft.ownerId) || !draft.ownerId
      ? colleagues
      : [...colleagues, { id: draft.ownerId, label: editing?.event.owner?.name ?? '…' }];
  const clientOptions = [{ id: '', label: t('form.clientNone') }, ...clients];
  if (draft.clientId && !clients.some((c) => c.id === draft.clientId)) clientOptions.push({ id: draft.clientId, label: editing?.event.client?.name ?? '…' });

  return (
    <>
      <FormDialog
        isDirty={isDirty}
        onClose={onClose}
        title={editing ? t('form.editTitle') : t('form.addTitle')}
        subtitle={editing?.event.title}
        onSubmit={submit}
        busy={busy}
        formError={problems.formErrorText}
        labels={
          editing
            ? { cancel: t('form.cancel'), submit: t('form.editSubmit'), busy: t('form.editBusy') }
            : { cancel: t('form.cancel'), submit: t('form.addSubmit'), busy: t('form.addBusy') }
        }
        testId="event-form"
      >
        <FormSelect
          label={t('form.kind')}
          name="kind"
          value={draft.kind}
          options={calendarEventKinds.map((id) => ({ id, label: t(`kinds.${id}`) }))}
          onChange={(kind) => change({ kind: kind as EventDraft['kind'] })}
          error={err('kind')}
          containerRef={(el) => elementRef('kind')(el?.querySelector('button') ?? null)}
          testId="event-kind"
        />
        <TextFormField
          label={t('form.title')}
          name="title"
          value={draft.title}
          onChange={(title) => change({ title })}
          error={err('title')}
          inputRef={inputRef('title')}
          placeholder={t('form.titlePlaceholder')}
          maxLength={calendarLimits.titleMax}
          autoComplete="off"
          isRequired
          autoFocus
        />
        <SwitchField label={t('form.allDay')} name="allDay" isSelected={draft.allDay} onChange={(allDay) => change({ allDay })} />
        {rest ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <DateInput
                label={t('form.startDate')}
                name="startDate"
                value={draft.startDate}
                onChange={(startDate) => setDraft((d) => withStart(d, { startDate }))}
                error={err('start')}
                focusRef={elementRef('start')}
              />
              {draft.allDay ? null : (
                <TimeInput
                  kind="time"
                  label={t('form.startTime')}
                  name="startTime"
                  value={draft.startTime}
                  onChange={(startTime) => setDraft((d) => withStart(d, { startTime }))}
                />
              )}
              <DateInput
                label={t('form.endDate')}
                name="endDate"
                value={draft.endDate}
                onChange={(endDate) => setDraft((d) => withEnd(d, { endDate }))}
                error={err('end')}
                focusRef={elementRef('end')}
              />
              {draft.allDay ? null : (
                <TimeInput
                  kind="time"
                  label={t('form.endTime')}
                  name="endTime"
                  value={draft.endTime}
                  onChange={(endTime) => setDraft((d) => withEnd(d, { endTime }))}
                />
              )}
            </div>
            <TimeZoneField
              label={t('form.timeZone')}
              value={draft.timeZone}
              onChange={(timeZone) => change({ timeZone })}
              error={err('timeZone')}
              inputRef={inputRef('timeZone')}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormSelect
                label={t('form.owner')}
                name="ownerId"
                value={draft.ownerId ?? ''}
                options={ownerOptions}
                onChange={(ownerId) => change({ ownerId: ownerId || null })}
                error={err('ownerId')}
                containerRef={(el) => elementRef('ownerId')(el?.querySelector('button') ?? null)}
                testId="event-owner"
              />
              <FormSelect
                label={t('form.client')}
                name="clientId"
                value={draft.clientId ?? ''}
                options={clientOptions}
                onChange={(clientId) => change({ clientId: clientId || null })}
                error={err('clientId')}
                description={draft.kind === 'appointment' ? t('form.clientRequired') : undefined}
                isRequired={draft.kind === 'appointment'}
                containerRef={(el) => elementRef('clientId')(el?.querySelector('button') ?? null)}
                testId="event-client"
              />
            </div>
            {draft.kind === 'contact' ? (
              <ContactFields companyId={companyId} draft={draft} change={change} error={err} inputRef={inputRef} selectRef={elementRef} />
            ) : null}
            <TextFormField
              label={t('form.location')}
              name="location"
              value={draft.location}
              onChange={(location) => change({ location })}
              error={err('location')}
              inputRef={inputRef('location')}
              maxLength={calendarLimits.locationMax}
            />
            <TextAreaField
              label={t('form.description')}
              name="description"
              value={draft.description}
              onChange={(description) => change({ description })}
              error={err('description')}
              maxLength={calendarLimits.descriptionMax}
              inputRef={problems.fieldRef<HTMLTextAreaElement>('description')}
            />
            <RecurrenceFields
              draft={draft}
              change={change}
              error={err('recurrence')}
              untilError={err('recurrence.until')}
              countError={err('recurrence.count')}
              fieldRef={elementRef('recurrence')}
              untilRef={elementRef('recurrence.until')}
              position={editing ? countPosition(editing.event, editing.occurrence?.occurrenceStart ?? null) : null}
            />
            <ReminderFields
              reminders={draft.reminders}
              onChange={(reminders) => change({ reminders })}
              error={err('reminders')}
              fieldRef={elementRef('reminders')}
            />
          </>
        ) : null}
      </FormDialog>
      {askScope ? (
        <ScopeDialog
          action="edit"
          onCancel={() => setAskScope(false)}
          onChoose={(scope) => {
            setAskScope(false);
            save(scope);
          }}
        />
      ) : null}
    </>
  );
}
