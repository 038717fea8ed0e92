/** The event dialog's reminders: up to 5 rows of (In-app / E-mail, how long before: the presets or an own number of minutes). */
import { Button } from '@heroui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../../../components/ui/text-form-field';
import { canAddReminder, nextReminder, reminderPresets, type ReminderDraft } from '../event-draft';
import { FormSelect } from './form-controls';

interface ReminderFieldsProps {
  reminders: ReminderDraft[];
  onChange: (reminders: ReminderDraft[]) => void;
  error: string | null;
  fieldRef: (element: HTMLElement | null) => void;
}

export function ReminderFields({ reminders, onChange, error, fieldRef }: ReminderFieldsProps) {
  const { t } = useTranslation('calendar');
  const whenOptions = [
    ...reminderPresets.map((m) => ({ id: String(m), label: t(`form.minutesBefore.${m}`) })),
    { id: 'custom', label: t('form.reminders.custom') },
  ];
  const channelOptions = [
    { id: 'in_app', label: t('form.reminders.in_app') },
    { id: 'email', label: t('form.reminders.email') },
  ];
  const update = (index: number, changes: Partial<ReminderDraft>) => onChange(reminders.map((r, i) => (i === index ? { ...r, ...changes } : r)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="event-reminders" ref={fieldRef} tabIndex={-1} aria-invalid={Boolean(error) || undefined}>
      <legend className="mb-1 text-sm font-medium text-foreground">{t('form.reminders.label')}</legend>
      {reminders.length === 0 ? <p className="text-sm text-muted">{t('form.reminders.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {reminders.map((reminder, index) => (
          <li key={index} className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)_auto] items-end gap-2" data-testid="event-reminder">
            <FormSelect
              label={t('form.reminders.channel')}
              name={`reminders.${index}.channel`}
              value={reminder.channel}
              options={channelOptions}
              onChange={(value) => update(index, { channel: value === 'email' ? 'email' : 'in_app' })}
            />
            <div className="flex min-w-0 flex-col gap-2">
              <FormSelect
                label={t('form.reminders.when')}
                name={`reminders.${index}.when`}
                value={reminder.when}
                options={whenOptions}
                onChange={(when) => update(index, { when })}
              />
              {reminder.when === 'custom' ? (
                <TextFormField
                  label={t('form.reminders.customMinutes')}
                  name={`reminders.${index}.minutes`}
                  value={reminder.custom}
                  onChange={(custom) => update(index, { custom })}
                  inputMode="numeric"
                  maxLength={6}
                />
              ) : null}
            </div>
            <Button
              isIconOnly
              variant="ghost"
              size="sm"
              aria-label={t('form.reminders.remove')}
              onPress={() => onChange(reminders.filter((_, i) => i !== index))}
              className="mb-0.5"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
      {canAddReminder(reminders) ? (
        <Button variant="tertiary" size="sm" className="self-start" onPress={() => onChange([...reminders, nextReminder(reminders)])}>
          <Plus aria-hidden="true" className="size-4" />
          {t('form.reminders.add')}
        </Button>
      ) : (
        <p className="text-xs text-muted">{t('form.reminders.max')}</p>
      )}
    </fieldset>
  );
}
