import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientLimits } from '../../../../../common/client-constants';
import { formatPhone } from '../../../../../common/rules/phone';
import type { ClientContact } from '../../../../../common/schemas/clients';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { TextFormField } from '../../../components/ui/text-form-field';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCreateContact } from '../api/create-contact';
import { useUpdateContact } from '../api/update-contact';

const fields = ['name', 'email', 'phone', 'jobTitle'] as const;

interface ContactFormDialogProps {
  companyId: string;
  clientId: string;
  /** The contact to edit; without it the dialog adds one. */
  contact?: ClientContact | undefined;
  onClose: () => void;
}

/** A contact person: name (required), e-mail, telephone and function. The server's codes show at their fields. */
export function ContactFormDialog({ companyId, clientId, contact, onClose }: ContactFormDialogProps) {
  const { t } = useTranslation('clients');
  const create = useCreateContact(companyId);
  const update = useUpdateContact(companyId);
  const problems = useFormProblems(fields, {
    CLIENT_CONTACT_EMAIL_TAKEN: 'email',
    CLIENT_CONTACT_IS_TEAM_MEMBER: 'email',
    EMAIL_INVALID: 'email',
    CLIENT_CONTACT_PHONE_INVALID: 'phone',
  });
  const [values, setValues] = useState({
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ? formatPhone(contact.phone) : '',
    jobTitle: contact?.jobTitle ?? '',
  });
  const busy = create.isPending || update.isPending;
  const isDirty = useFormDirty(values);
  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: keyof typeof values) => ({ ...problems.textFieldProps(field), value: values[field], onChange: set(field) });

  const submit = () => {
    problems.reset();
    const orNull = (value: string) => (value.trim() === '' ? null : value);
    const input = { name: values.name, email: orNull(values.email), phone: orNull(values.phone), jobTitle: orNull(values.jobTitle) };
    const done = {
      onSuccess: () => {
        toast.success(contact ? t('contacts.form.saved') : t('contacts.form.added'), { description: values.name.trim() });
        onClose();
      },
      onError: problems.fail,
    };
    if (contact) update.mutate({ clientId, contactId: contact.id, changes: input }, done);
    else create.mutate({ clientId, contact: input }, done);
  };

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={onClose}
      title={contact ? t('contacts.form.editTitle') : t('contacts.form.addTitle')}
      subtitle={contact?.name}
      onSubmit={submit}
      busy={busy}
      formError={problems.formErrorText}
      labels={
        contact
          ? { cancel: t('contacts.form.cancel'), submit: t('contacts.form.editSubmit'), busy: t('contacts.form.editBusy') }
          : { cancel: t('contacts.form.cancel'), submit: t('contacts.form.addSubmit'), busy: t('contacts.form.addBusy') }
      }
      testId="contact-form"
    >
      <TextFormField label={t('contacts.form.name')} {...text('name')} autoComplete="off" maxLength={clientLimits.contactNameMax} isRequired autoFocus />
      <TextFormField label={t('contacts.form.jobTitle')} {...text('jobTitle')} autoComplete="off" maxLength={clientLimits.contactRoleMax} />
      <TextFormField
        label={t('contacts.form.email')}
        {...text('email')}
        type="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={clientLimits.emailMax}
        description={t('contacts.form.emailHint')}
      />
      <TextFormField
        label={t('contacts.form.phone')}
        {...text('phone')}
        type="tel"
        autoComplete="off"
        maxLength={30}
        description={t('contacts.form.phoneHint')}
      />
    </FormDialog>
  );
}
