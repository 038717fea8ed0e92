/** The event dialog's contact moment: the channel, priority, contact person, company, e-mail and phone (E.164 on the server). */
import { useTranslation } from 'react-i18next';
import { calendarLimits, contactPriorities, contactTypes } from '../../../../../common/calendar-constants';
import { TextFormField } from '../../../components/ui/text-form-field';
import type { ContactType, EventDraft } from '../event-draft';
import type { ContactPriority } from '../../../../../common/calendar-constants';
import { FormSelect } from './form-controls';

type ContactField = 'contact.type' | 'contact.priority' | 'contact.name' | 'contact.company' | 'contact.email' | 'contact.phone';

interface ContactFieldsProps {
  draft: EventDraft;
  change: (changes: Partial<EventDraft>) => void;
  error: (field: ContactField) => string | null;
  inputRef: (field: ContactField) => (element: HTMLInputElement | null) => void;
  selectRef: (field: ContactField) => (element: HTMLElement | null) => void;
}

export function ContactFields({ draft, change, error, inputRef, selectRef }: ContactFieldsProps) {
  const { t } = useTranslation('calendar');
  const text = (field: ContactField, key: 'contactName' | 'company' | 'email' | 'phone') => ({
    name: field,
    value: draft[key],
    onChange: (value: string) => change({ [key]: value }),
    error: error(field),
    inputRef: inputRef(field),
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-border p-3" data-testid="event-contact">
      <legend className="px-1 text-sm font-semibold text-foreground">{t('form.contactSection')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          label={t('form.contactType')}
          name="contact.type"
          value={draft.contactType}
          options={contactTypes.map((id) => ({ id, label: t(`contactTypes.${id}`) }))}
          onChange={(value) => change({ contactType: value as ContactType })}
          error={error('contact.type')}
          containerRef={(el) => selectRef('contact.type')(el?.querySelector('button') ?? null)}
          isRequired
        />
        <FormSelect
          label={t('form.priority')}
          name="contact.priority"
          value={draft.priority}
          options={contactPriorities.map((id) => ({ id, label: t(`priorities.${id}`) }))}
          onChange={(value) => change({ priority: value as ContactPriority })}
          error={error('contact.priority')}
          containerRef={(el) => selectRef('contact.priority')(el?.querySelector('button') ?? null)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFormField label={t('form.contactName')} {...text('contact.name', 'contactName')} autoComplete="off" maxLength={calendarLimits.companyMax} />
        <TextFormField label={t('form.company')} {...text('contact.company', 'company')} autoComplete="off" maxLength={calendarLimits.companyMax} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextFormField
          label={t('form.email')}
          {...text('contact.email', 'email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          isRequired={draft.contactType === 'email'}
        />
        <TextFormField
          label={t('form.phone')}
          {...text('contact.phone', 'phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          description={t('form.phoneHint')}
          isRequired={draft.contactType === 'telefoon' || draft.contactType === 'whatsapp'}
        />
      </div>
    </fieldset>
  );
}
