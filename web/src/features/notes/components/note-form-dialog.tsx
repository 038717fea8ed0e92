import { Button, Description, FieldError, Label, ListBox, Modal, Select, TextArea, TextField } from '@heroui/react';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteLimits } from '../../../../../common/ad-account-constants';
import type { ErrorCode } from '../../../../../common/errors';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PeopleSelect, type PersonOption } from '../../../components/ui/people-select';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { TextFormField } from '../../../components/ui/text-form-field';
import { fieldProblems } from '../../../lib/field-errors';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import type { NoteAccount } from '../note-account';

const fields = ['adAccountId', 'title', 'clientName', 'campaignName', 'assigneeIds', 'message'] as const;
type Field = (typeof fields)[number];

type NoteFormDialogProps = {
  viewer: NoteViewer;
  colleagues: readonly PersonOption[];
  onClose: () => void;
  onSaved: (note: Note) => void;
} & (
  | { mode: 'create'; accounts: readonly NoteAccount[]; fixedAccount: NoteAccount | null }
  | { mode: 'edit'; note: Note }
);

/**
 * 'Notitie toevoegen' (account — chosen here unless the panel is inside one —, title, client,
 * campaign, colleagues, a first message) and editing a note (title, client, campaign). The server
 * judges the input: 'Account ID is required' and the other codes appear at their fields; nothing
 * typed is lost on an error.
 */
export function NoteFormDialog(props: NoteFormDialogProps) {
  const { t } = useTranslation('notes');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const create = useCreateNote(props.viewer);
  const update = useUpdateNote(props.viewer);
  const editing = props.mode === 'edit' ? props.note : null;
  const fixed = props.mode === 'create' ? props.fixedAccount : null;
  const [accountId, setAccountId] = useState<string | null>(fixed?.id ?? null);
  const [values, setValues] = useState({
    title: editing?.title ?? '',
    clientName: editing?.clientName ?? fixed?.clientName ?? '',
    campaignName: editing?.campaignName ?? '',
    message: '',
  });
  const [assignees, setAssignees] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const refs = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const busy = create.isPending || update.isPending;

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const error = (field: Field) => (errors[field] ? te(`codes.${errors[field]}`) : null);

  const chooseAccount = (id: string) => {
    setAccountId(id);
    // The client of the account, unless one was typed already.
    const account = props.mode === 'create' ? props.accounts.find((a) => a.id === id) : undefined;
    if (account?.clientName) setValues((current) => (current.clientName ? current : { ...current, clientName: account.clientName ?? '' }));
  };

  const fail = (cause: unknown) => {
    const problems = fieldProblems(cause, fields, { NOTE_ACCOUNT_REQUIRED: 'adAccountId', NOTE_TITLE_REQUIRED: 'title', NOTE_TITLE_TOO_LONG: 'title' });
    setErrors(problems.fields);
    setFormError(problems.formError);
    const first = fields.find((field) => problems.fields[field]);
    if (first) focusWhenReady(() => refs.current[first]);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setFormError(null);
    const details = { title: values.title, clientName: values.clientName || null, campaignName: values.campaignName || null };
    if (editing) {
      update.mutate({ id: editing.id, changes: details }, { onSuccess: props.onSaved, onError: fail });
      return;
    }
    create.mutate(
      // Without an account the server answers NOTE_ACCOUNT_REQUIRED ('Account ID is required') for the field.
      { adAccountId: accountId ?? '', ...details, assigneeIds: assignees, message: values.message || null },
      { onSuccess: props.onSaved, onError: fail },
    );
  };

  return (
    <DialogFrame onClose={props.onClose} title={editing ? t('edit.title') : t('add.title')} isDismissable={!busy}>
      <form noValidate onSubmit={submit} data-testid="note-form">
        <Modal.Body className="flex flex-col gap-4">
          {props.mode === 'create' && !fixed ? (
            <Select
              value={accountId}
              onChange={(key) => key !== null && chooseAccount(String(key))}
              placeholder={t('add.accountPlaceholder')}
              isInvalid={Boolean(errors.adAccountId)}
              isRequired
              validationBehavior="aria"
              fullWidth
              variant="secondary"
              name="adAccountId"
            >
              <Label>{t('add.account')}</Label>
              <Select.Trigger
                ref={(element) => {
                  refs.current.adAccountId = element;
                }}
              >
                <Select.Value className="min-w-0 flex-1 truncate" />
                <Select.Indicator />
              </Select.Trigger>
              {props.accounts.length === 0 ? <Description>{t('add.noAccounts')}</Description> : null}
              <FieldError>{error('adAccountId')}</FieldError>
              <Select.Popover>
                <ListBox className="max-h-64 overflow-y-auto">
                  {props.accounts.map((account) => (
                    <ListBox.Item key={account.id} id={account.id} textValue={account.name}>
                      <PlatformIcon platform={account.platform} className="size-4" />
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="truncate">{account.name}</span>
                        <span className="truncate text-xs text-muted">{account.accountId}</span>
                      </span>
                      <ListBox.ItemIndicator />
                    </ListBox.Item>
                  ))}
                </ListBox>
              </Select.Popover>
            </Select>
          ) : null}
          {fixed ? (
            <p className="flex items-center gap-2 text-sm text-muted">
              <PlatformIcon platform={fixed.platform} className="size-4" />
              <span>{t('add.forAccount', { name: fixed.name })}</span>
            </p>
          ) : null}
          <TextFormField
            label={t('form.title')}
            name="title"
            value={values.title}
            onChange={set('title')}
            error={error('title')}
            inputRef={(element) => {
              refs.current.title = element;
            }}
            maxLength={noteLimits.titleMax}
            autoComplete="off"
            isRequired
            autoFocus={Boolean(editing || fixed)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextFormField
              label={t('form.client')}
              name="clientName"
              value={values.clientName}
              onChange={set('clientName')}
              error={error('clientName')}
              inputRef={(element) => {
                refs.current.clientName = element;
              }}
              maxLength={noteLimits.clientNameMax}
              autoComplete="off"
            />
            <TextFormField
              label={t('form.campaign')}
              name="campaignName"
              value={values.campaignName}
              onChange={set('campaignName')}
              error={error('campaignName')}
              inputRef={(element) => {
                refs.current.campaignName = element;
              }}
              maxLength={noteLimits.campaignNameMax}
              autoComplete="off"
            />
          </div>
          {editing ? null : (
            <>
              <PeopleSelect
                label={t('form.assignees')}
                people={props.colleagues}
                value={assignees}
                onChange={setAssignees}
                placeholder={t('form.assigneesPlaceholder')}
                description={t('form.assigneesHint')}
                error={error('assigneeIds')}
              />
              <TextField value={values.message} onChange={set('message')} isInvalid={Boolean(errors.message)} validationBehavior="aria" fullWidth name="message">
                <Label>{t('form.message')}</Label>
                <TextArea
                  ref={(element) => {
                    refs.current.message = element;
                  }}
                  rows={3}
                  maxLength={noteLimits.commentMax}
                  variant="secondary"
                  fullWidth
                />
                <Description>{t('form.messageHint')}</Description>
                <FieldError>{error('message')}</FieldError>
              </TextField>
            </>
          )}
          {formError ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{errorText(formError)}</span>
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="tertiary" onPress={props.onClose} isDisabled={busy}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('form.busy') : editing ? t('edit.submit') : t('add.submit')}
          </Button>
        </Modal.Footer>
      </form>
    </DialogFrame>
  );
}
