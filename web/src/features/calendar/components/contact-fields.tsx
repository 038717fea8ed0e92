/**
 * The event dialog's contact moment: the channel, priority, one of the client's contact persons
 * (issue 34: choosing one fills name, company, e-mail and phone and keeps the contact's id as a
 * link), contact person, company, e-mail and phone (E.164 on the server).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarLimits, contactPriorities, contactTypes } from '../../../../../common/calendar-constants';
import { formatPhone } from '../../../../../common/rules/phone';
import type { ClientContact } from '../../../../../common/schemas/clients';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useClientDetail } from '../../clients/api/get-client';
import type { ContactType, EventDraft } from '../event-draft';
import type { ContactPriority } from '../../../../../common/calendar-constants';
import { FormSelect } from './form-controls';

type ContactField = 'contact.type' | 'contact.priority' | 'contact.contactId' | 'contact.name' | 'contact.company' | 'contact.email' | 'contact.phone';

interface ContactFieldsProps {
  companyId: string;
  draft: EventDraft;
  change: (changes: Partial<EventDraft>) => void;
  error: (field: ContactField) => string | null;
  inputRef: (field: ContactField) => (element: HTMLInputElement | null) => void;
  selectRef: (field: ContactField) => (element: HTMLElement | null) => void;
}

/** The fields a chosen contact person fills (the company is the client's name). */
export function fieldsOfContact(contact: ClientContact, clientName: string): Pick<EventDraft, 'contactId' | 'contactName' | 'company' | 'email' | 'phone'> {
  return {
    contactId: contact.id,
    contactName: contact.name,
    company: clientName,
    email: contact.email ?? '',
    phone: contact.phone ? formatPhone(contact.phone) : '',
  };
}

export function ContactFields({ companyId, draft, change, error, inputRef, selectRef }: ContactFieldsProps) {
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
      <ClientContactPicker companyId={companyId} draft={draft} change={change} error={error('contact.contactId')} selectRef={selectRef('contact.contactId')} />
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

interface PickerProps {
  companyId: string;
  draft: EventDraft;
  change: (changes: Partial<EventDraft>) => void;
  error: string | null;
  selectRef: (element: HTMLElement | null) => void;
}

/** "Contactpersoon van de klant": the chosen client's contacts (GET /api/clients/:id, cached with the clients); "Zelf invullen" unlinks. */
function ClientContactPicker({ companyId, draft, change, error, selectRef }: PickerProps) {
  const { t } = useTranslation('calendar');
  const clientId = draft.clientId;
  const detail = useClientDetail(clientId ? companyId : null, clientId ?? '');
  const contacts = detail.data?.contacts ?? [];

  // Another client: its contacts are others, the link goes (the fields stay as they are).
  const shownClient = useRef(clientId);
  useEffect(() => {
    if (shownClient.current === clientId) return;
    shownClient.current = clientId;
    if (draft.contactId) change({ contactId: null });
  }, [clientId, draft.contactId, change]);

  if (!clientId) return <p className="text-sm text-muted">{t('form.contactPersonNoClient')}</p>;
  if (detail.isError) return <p className="text-sm text-danger">{t('form.contactPersonLoadFailed')}</p>;
  if (detail.isSuccess && contacts.length === 0) return <p className="text-sm text-muted">{t('form.contactPersonEmpty')}</p>;

  const options = [
    { id: '', label: t('form.contactPersonNone') },
    ...contacts.map((c) => ({ id: c.id, label: c.jobTitle ? `${c.name} · ${c.jobTitle}` : c.name })),
  ];
  // A linked contact that is gone (removed meanwhile) still shows by its copied name.
  if (draft.contactId && !contacts.some((c) => c.id === draft.contactId)) options.push({ id: draft.contactId, label: draft.contactName || '…' });

  return (
    <FormSelect
      label={t('form.contactPerson')}
      name="contact.contactId"
      value={draft.contactId ?? ''}
      options={options}
      onChange={(id) => {
        const contact = contacts.find((c) => c.id === id);
        change(contact && detail.data ? fieldsOfContact(contact, detail.data.client.name) : { contactId: null });
      }}
      error={error}
      description={draft.contactId ? t('form.contactPersonLinked') : undefined}
      isDisabled={detail.isPending}
      containerRef={(el) => selectRef(el?.querySelector('button') ?? null)}
      testId="event-contact-person"
    />
  );
}
