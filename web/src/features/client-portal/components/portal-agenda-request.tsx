/**
 * "Afspraak aanvragen" in the portal's Agenda (issue 20): the account manager (when there are
 * more), 30 or 60 minutes, a day of the next four weeks (at first the first day with room; the
 * days without a free slot greyed out and not choosable), that day's free slots as buttons, an
 * optional subject and message. One read answers every free slot of the four weeks. A slot taken meanwhile (409)
 * shows the Dutch message at the slots and loads them again; whatever was typed stays.
 */
import { Description, FieldError, Label, Radio, RadioGroup, Select, TextArea, TextField } from '@heroui/react';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appointmentDurations, calendarLimits } from '../../../../../common/calendar-constants';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { PortalAppointment } from '../../../../../common/schemas/calendar';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { LoadError } from '../../../components/ui/load-error';
import { SelectOptions } from '../../../components/ui/select-options';
import { Spinner } from '../../../components/ui/spinner';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useFreeSlots, useRequestAppointment } from '../api/portal-calendar';
import { useAgendaDates } from '../hooks/use-agenda-dates';
import { dayKeyOf, requestDays, slotsOnDay } from '../portal-agenda';

const fields = ['managerId', 'duration', 'start', 'title', 'message'] as const;

interface PortalAgendaRequestProps {
  companyId: string | null;
  clientId: string;
  managers: Person[];
  onClose: () => void;
  onRequested: (appointment: PortalAppointment) => void;
}

/** A choice shown as a button (a duration, a slot): the whole chip is the radio's clickable part; chosen in the accent colour. */
const chipClass =
  'flex h-10 w-full cursor-pointer items-center justify-center gap-0 rounded-lg border border-border bg-default px-3 text-sm font-medium text-foreground ' +
  'data-[hovered=true]:border-accent data-[selected=true]:border-accent data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground ' +
  'data-[focus-visible=true]:outline-2 data-[focus-visible=true]:outline-offset-2 data-[focus-visible=true]:outline-focus';
/** The radio's own wrapper: no margin between the rows of a grid. */
const chipRadio = 'mt-0! w-full';

export function PortalAgendaRequest({ companyId, clientId, managers, onClose, onRequested }: PortalAgendaRequestProps) {
  const { t } = useTranslation('portal');
  const dates = useAgendaDates();
  const [managerId, setManagerId] = useState(managers[0]!.id);
  const [duration, setDuration] = useState<number>(appointmentDurations[0]);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [slotStart, setSlotStart] = useState<string | null>(null);
  const [slotMissing, setSlotMissing] = useState(false);
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [days] = useState(() => requestDays(new Date()));
  const isDirty = useFormDirty({ managerId, duration, slotStart, title, message });
  const problems = useFormProblems(fields, { CALENDAR_SLOT_TAKEN: 'start', CALENDAR_MANAGER_UNKNOWN: 'managerId', CALENDAR_DURATION_INVALID: 'duration' });
  const request = useRequestAppointment(companyId, clientId);

  const slots = useFreeSlots(companyId, clientId, { managerId, duration, from: null });
  const allSlots = slots.data?.slots ?? [];
  // Known once the slots are read: the days without room are greyed out.
  const daysWithRoom = new Set(allSlots.map((slot) => dayKeyOf(slot.start)));
  const fullDays = slots.isSuccess ? days.map(dayKeyOf).filter((key) => !daysWithRoom.has(key)) : [];
  // Before a day is chosen: the first day with room (or today).
  const day = chosenDay ?? (allSlots[0] ? dayKeyOf(allSlots[0].start) : dayKeyOf(days[0]!));
  const daySlots = slotsOnDay(allSlots, day);
  const manager = managers.find((m) => m.id === managerId) ?? managers[0]!;

  const clearSlot = () => {
    setSlotStart(null);
    setSlotMissing(false);
  };

  const submit = () => {
    problems.reset();
    if (!slotStart) {
      setSlotMissing(true);
      return;
    }
    request.mutate(
      { managerId, start: slotStart, duration, title: title.trim() || null, message: message.trim() || null },
      {
        onSuccess: ({ appointment }) => {
          toast.success(t('agenda.request.sent'), { description: t('agenda.request.sentDetail', { name: manager.name || manager.email }) });
          onRequested(appointment);
        },
        onError: (error) => {
          problems.fail(error);
          if (isApiError(error) && error.code === 'CALENDAR_SLOT_TAKEN') {
            setSlotStart(null);
            void slots.refetch();
          }
        },
      },
    );
  };

  const startError = problems.fieldError('start') ?? (slotMissing ? t('agenda.request.slotRequired') : null);

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={onClose}
      title={t('agenda.request.title')}
      subtitle={t('agenda.request.subtitle')}
      onSubmit={submit}
      busy={request.isPending}
      formError={problems.formErrorText}
      labels={{ cancel: t('agenda.request.cancel'), submit: t('agenda.request.submit'), busy: t('agenda.request.sending') }}
      testId="appointment-request-form"
    >
      {managers.length > 1 ? (
        <Select
          value={managerId}
          onChange={(key) => {
            if (key === null) return;
            setManagerId(String(key));
            setChosenDay(null);
            clearSlot();
          }}
          isInvalid={problems.isInvalid('managerId')}
          validationBehavior="aria"
          fullWidth
          variant="secondary"
          className="min-w-0"
        >
          <Label>{t('agenda.request.manager')}</Label>
          <Select.Trigger ref={problems.fieldRef<HTMLButtonElement>('managerId')}>
            <Select.Value className="min-w-0 flex-1 truncate" />
            <Select.Indicator />
          </Select.Trigger>
          <FieldError>{problems.fieldError('managerId')}</FieldError>
          <SelectOptions options={managers.map((m) => ({ id: m.id, label: m.name || m.email }))} />
        </Select>
      ) : (
        <p className="text-sm text-muted">{t('agenda.request.withManager', { name: manager.name || manager.email })}</p>
      )}

      <RadioGroup
        ref={problems.fieldRef('duration', (group: HTMLDivElement) => group.querySelector('input'))}
        name="duration"
        value={String(duration)}
        onChange={(value) => {
          setDuration(Number(value));
          clearSlot();
        }}
        isInvalid={problems.isInvalid('duration')}
      >
        <Label>{t('agenda.request.duration')}</Label>
        <div className="flex gap-2">
          {appointmentDurations.map((minutes) => (
            <Radio key={minutes} value={String(minutes)} className={`${chipRadio} w-auto! min-w-28`}>
              <Radio.Content className={chipClass}>
                <span>{t('agenda.request.minutes', { count: minutes })}</span>
              </Radio.Content>
            </Radio>
          ))}
        </div>
        <FieldError>{problems.fieldError('duration')}</FieldError>
      </RadioGroup>

      <Select
        value={day}
        onChange={(key) => {
          if (key === null) return;
          setChosenDay(String(key));
          clearSlot();
        }}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        className="min-w-0"
        data-testid="request-day"
        disabledKeys={fullDays}
      >
        <Label>{t('agenda.request.day')}</Label>
        <Select.Trigger>
          <Select.Value className="min-w-0 flex-1 truncate" />
          <Select.Indicator />
        </Select.Trigger>
        <SelectOptions
          options={days.map((d) => {
            const key = dayKeyOf(d);
            return { id: key, label: fullDays.includes(key) ? t('agenda.request.dayFull', { day: dates.shortDay(d) }) : dates.shortDay(d) };
          })}
        />
      </Select>

      <RadioGroup
        ref={problems.fieldRef('start', (group: HTMLDivElement) => group.querySelector('input'))}
        name="start"
        value={slotStart ?? ''}
        onChange={(value) => {
          setSlotStart(value || null);
          setSlotMissing(false);
        }}
        isInvalid={Boolean(startError)}
        aria-busy={slots.isFetching}
        data-testid="request-slots"
      >
        <Label>{t('agenda.request.slots', { day: dates.longDay(new Date(`${day}T00:00:00`)) })}</Label>
        {slots.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted" role="status">
            <Spinner size="sm" />
            {t('agenda.request.slotsLoading')}
          </p>
        ) : slots.isError ? (
          <LoadError message={t('agenda.request.slotsFailed')} error={slots.error} onRetry={() => void slots.refetch()} isRetrying={slots.isFetching} />
        ) : daySlots.length === 0 ? (
          <p className="rounded-lg bg-default/60 p-3 text-sm text-muted">{t('agenda.request.noSlots')}</p>
        ) : (
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {daySlots.map((slot) => (
              <Radio
                key={slot.start}
                value={slot.start}
                className={chipRadio}
                aria-label={t('agenda.request.slotLabel', { time: dates.timeRange({ ...slot, allDay: false }) })}
              >
                <Radio.Content className={chipClass}>
                  <span>{dates.clock(slot.start)}</span>
                </Radio.Content>
              </Radio>
            ))}
          </div>
        )}
        <Description>{t('agenda.request.slotsHint')}</Description>
        <FieldError>{startError}</FieldError>
      </RadioGroup>

      <TextFormField
        label={t('agenda.request.subject')}
        {...problems.textFieldProps('title')}
        value={title}
        onChange={setTitle}
        maxLength={calendarLimits.titleMax}
        placeholder={t('agenda.request.subjectPlaceholder')}
        autoComplete="off"
      />
      <TextField value={message} onChange={setMessage} isInvalid={problems.isInvalid('message')} validationBehavior="aria" fullWidth name="message">
        <Label>{t('agenda.request.message')}</Label>
        <TextArea
          ref={problems.fieldRef('message') as Ref<HTMLTextAreaElement>}
          rows={3}
          variant="secondary"
          fullWidth
          className="min-h-20 resize-y"
          placeholder={t('agenda.request.messagePlaceholder')}
        />
        <Description>{t('agenda.request.messageHint', { max: calendarLimits.messageMax })}</Description>
        <FieldError>{problems.fieldError('message')}</FieldError>
      </TextField>
    </FormDialog>
  );
}
