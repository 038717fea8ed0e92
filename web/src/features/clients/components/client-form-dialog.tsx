import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientCountry, clientLimits } from '../../../../../common/client-constants';
import { avatarInitials } from '../../../../../common/rules/avatar';
import type { Client, CreateClientRequest } from '../../../../../common/schemas/clients';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { FormDialog } from '../../../components/ui/form-dialog';
import { PeopleSelect } from '../../../components/ui/people-select';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCreateClient } from '../api/create-client';
import { useUpdateClient } from '../api/update-client';
import { ClientColorPicker } from './client-color-picker';
import { ClientNotesField, CountrySelect } from './client-form-fields';

const fields = ['name', 'code', 'color', 'website', 'kvkNumber', 'vatNumber', 'addressLine', 'postalCode', 'city', 'country', 'notes', 'managerIds'] as const;
type TextField = 'name' | 'code' | 'website' | 'kvkNumber' | 'vatNumber' | 'addressLine' | 'postalCode' | 'city' | 'notes';

const fieldOfCode = {
  CLIENT_NAME_TAKEN: 'name',
  CLIENT_CODE_TAKEN: 'code',
  CLIENT_POSTAL_CODE_INVALID: 'postalCode',
  CLIENT_COLOR_INVALID: 'color',
  CLIENT_COUNTRY_INVALID: 'country',
  CLIENT_MANAGER_UNKNOWN: 'managerIds',
  CLIENT_MANAGERS_TOO_MANY: 'managerIds',
} as const;

function initialValues(client: Client | undefined): Record<TextField, string> {
  return {
    name: client?.name ?? '',
    code: client?.code ?? '',
    website: client?.website ?? '',
    kvkNumber: client?.kvkNumber ?? '',
    vatNumber: client?.vatNumber ?? '',
    addressLine: client?.addressLine ?? '',
    postalCode: client?.postalCode ?? '',
    city: client?.city ?? '',
    notes: client?.notes ?? '',
  };
}

interface ClientFormDialogProps {
  companyId: string;
  /** The colleagues who may be account managers (marketeers and admins). */
  colleagues: readonly CompanyMember[];
  /** The client to edit; without it the dialog adds one. */
  client?: Client;
  onClose: () => void;
  /** A new client was added (e.g. to open its page). */
  onCreated?: (client: Client) => void;
}

/**
 * "Klant toevoegen" / "Klant bewerken": every field of a client. The server judges the input; its
 * codes show at the fields they belong to (the first one focused), and nothing typed is lost.
 */
export function ClientFormDialog({ companyId, colleagues, client, onClose, onCreated }: ClientFormDialogProps) {
  const { t } = useTranslation('clients');
  const create = useCreateClient(companyId);
  const update = useUpdateClient(companyId);
  const problems = useFormProblems(fields, fieldOfCode);
  const [values, setValues] = useState(() => initialValues(client));
  const [color, setColor] = useState<string | null>(client?.color ?? null);
  const [country, setCountry] = useState<ClientCountry>(client?.country ?? 'NL');
  const [managerIds, setManagerIds] = useState<string[]>(() => client?.managers.map((m) => m.id) ?? []);
  const busy = create.isPending || update.isPending;
  const isDirty = useFormDirty({ values, color, country, managerIds });
  // A manager who is no longer a colleague still shows (and can be taken off).
  const people = [...colleagues, ...(client?.managers ?? []).filter((m) => !colleagues.some((c) => c.id === m.id))];

  const set = (field: TextField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const text = (field: TextField) => ({ ...problems.textFieldProps(field), value: values[field], onChange: set(field) });
  const badgeText = values.code.trim().toUpperCase().slice(0, clientLimits.codeMax) || avatarInitials({ name: values.name }) || 'AB';

  const submit = () => {
    problems.reset();
    const orNull = (value: string) => (value.trim() === '' ? null : value);
    const input: CreateClientRequest = {
      name: values.name,
      code: orNull(values.code),
      color,
      website: orNull(values.website),
      kvkNumber: orNull(values.kvkNumber),
      vatNumber: orNull(values.vatNumber),
      addressLine: orNull(values.addressLine),
      postalCode: orNull(values.postalCode),
      city: orNull(values.city),
      country,
      notes: orNull(values.notes),
      managerIds,
    };
    if (client) {
      update.mutate(
        { id: client.id, changes: input },
        {
          onSuccess: () => {
            toast.success(t('form.saved'));
            onClose();
          },
          onError: problems.fail,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          toast.success(t('form.added'), { description: created.name });
          onClose();
          onCreated?.(created);
        },
        onError: problems.fail,
      });
    }
  };

  return (
    <FormDialog
      onClose={onClose}
      title={client ? t('form.editTitle') : t('form.addTitle')}
      subtitle={client?.name}
      onSubmit={submit}
      busy={busy}
      formError={problems.formErrorText}
      labels={
        client
          ? { cancel: t('form.cancel'), submit: t('form.editSubmit'), busy: t('form.editBusy') }
          : { cancel: t('form.cancel'), submit: t('form.addSubmit'), busy: t('form.addBusy') }
      }
      testId="client-form"
      isDirty={isDirty}
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem]">
        <TextFormField label={t('form.name')} {...text('name')} autoComplete="off" maxLength={clientLimits.nameMax} isRequired autoFocus />
        <TextFormField
          label={t('form.code')}
          {...text('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={clientLimits.codeMax}
          description={t('form.codeHint')}
        />
      </div>
      <ClientColorPicker
        text={badgeText}
        value={color}
        onChange={setColor}
        error={problems.fieldError('color')}
        groupRef={problems.fieldRef('color', (group: HTMLDivElement) => group.querySelector('input'))}
      />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">{t('form.sections.company')}</legend>
        <TextFormField
          label={t('form.website')}
          {...text('website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="www.voorbeeld.nl"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField label={t('form.kvkNumber')} {...text('kvkNumber')} inputMode="numeric" autoComplete="off" spellCheck={false} placeholder="12345678" />
          <TextFormField
            label={t('form.vatNumber')}
            {...text('vatNumber')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="NL123456789B01"
          />
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">{t('form.sections.address')}</legend>
        <TextFormField label={t('form.addressLine')} {...text('addressLine')} autoComplete="street-address" maxLength={clientLimits.addressMax} />
        <div className="grid gap-4 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <TextFormField
            label={t('form.postalCode')}
            {...text('postalCode')}
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
          />
          <TextFormField label={t('form.city')} {...text('city')} autoComplete="address-level2" maxLength={clientLimits.cityMax} />
        </div>
        <CountrySelect
          value={country}
          onChange={setCountry}
          error={problems.fieldError('country')}
          containerRef={problems.fieldRef('country', (el: HTMLDivElement) => el.querySelector('button'))}
        />
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-sm font-semibold text-foreground">{t('form.sections.team')}</legend>
        <div ref={problems.fieldRef('managerIds', (el: HTMLDivElement) => el.querySelector('button'))} className="min-w-0">
          <PeopleSelect
            label={t('form.managers')}
            people={people}
            value={managerIds}
            onChange={setManagerIds}
            placeholder={t('form.managersPlaceholder')}
            description={t('form.managersHint')}
            error={problems.fieldError('managerIds')}
          />
        </div>
        <ClientNotesField value={values.notes} onChange={set('notes')} error={problems.fieldError('notes')} inputRef={problems.fieldRef('notes')} />
      </fieldset>
    </FormDialog>
  );
}
