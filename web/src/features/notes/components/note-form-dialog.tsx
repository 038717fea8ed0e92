import { Description, FieldError, Label, ListBox, Select } from '@heroui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteLimits } from '../../../../../common/ad-account-constants';
import { composeMentions, mentionsStillIn } from '../../../../../common/mentions';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { AccountOption } from '../../../components/ui/account-option';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { emptyDraft, MentionField, type MentionDraft } from '../../../components/ui/mention-field';
import { PeopleSelect, type PersonOption } from '../../../components/ui/people-select';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useFormProblems } from '../../../lib/use-form-problems';
import { ClientNameField } from '../../clients/components/client-name-field';
import { useCreateNote } from '../api/create-note';
import { useUpdateNote } from '../api/update-note';
import type { NoteAccount } from '../note-account';

const fields = ['adAccountId', 'title', 'clientName', 'campaignName', 'assigneeIds', 'message'] as const;

type NoteFormDialogProps = {
  viewer: NoteViewer;
  /** The company whose clients the client field offers. */
  companyId: string | null;
  colleagues: readonly PersonOption[];
  onClose: () => void;
  onSaved: (note: Note) => void;
} & ({ mode: 'create'; accounts: readonly NoteAccount[]; fixedAccount: NoteAccount | null } | { mode: 'edit'; note: Note });

/**
 * 'Notitie toevoegen' (account — chosen here unless the panel is inside one —, title, client,
 * campaign, colleagues, a first message) and editing a note (title, client, campaign). The server
 * judges the input: 'Account ID is required' and the other codes appear at their fields; nothing
 * typed is lost on an error.
 */
export function NoteFormDialog(props: NoteFormDialogProps) {
  const { t } = useTranslation('notes');
  const create = useCreateNote(props.viewer);
  const update = useUpdateNote(props.viewer);
  const problems = useFormProblems(fields, { NOTE_ACCOUNT_REQUIRED: 'adAccountId', NOTE_TITLE_REQUIRED: 'title', NOTE_TITLE_TOO_LONG: 'title' });
  const editing = props.mode === 'edit' ? props.note : null;
  const fixed = props.mode === 'create' ? props.fixedAccount : null;
  const [accountId, setAccountId] = useState<string | null>(fixed?.id ?? null);
  const [values, setValues] = useState({
    title: editing?.title ?? '',
    clientName: editing?.clientName ?? fixed?.clientName ?? '',
    campaignName: editing?.campaignName ?? '',
  });
  // The first message: "@" suggests colleagues, sent as references like a reply's.
  const [message, setMessage] = useState<MentionDraft>(emptyDraft);
  const [assignees, setAssignees] = useState<string[]>([]);
  const busy = create.isPending || update.isPending;
  const isDirty = useFormDirty({ accountId, values, message, assignees });

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));

  const chooseAccount = (id: string) => {
    setAccountId(id);
    // The client of the account, unless one was typed already.
    const account = props.mode === 'create' ? props.accounts.find((a) => a.id === id) : undefined;
    if (account?.clientName) setValues((current) => (current.clientName ? current : { ...current, clientName: account.clientName ?? '' }));
  };

  const submit = () => {
    problems.reset();
    const details = { title: values.title, clientName: values.clientName || null, campaignName: values.campaignName || null };
    if (editing) {
      update.mutate({ id: editing.id, changes: details }, { onSuccess: props.onSaved, onError: problems.fail });
      return;
    }
    create.mutate(
      // Without an account the server answers NOTE_ACCOUNT_REQUIRED ('Account ID is required') for the field.
      {
        adAccountId: accountId ?? '',
        ...details,
        assigneeIds: assignees,
        message: message.text.trim() ? composeMentions(message.text, mentionsStillIn(message.text, message.chosen)) : null,
      },
      { onSuccess: props.onSaved, onError: problems.fail },
    );
  };

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={props.onClose}
      title={editing ? t('edit.title') : t('add.title')}
      onSubmit={submit}
      busy={busy}
      formError={problems.formErrorText}
      labels={{ cancel: t('form.cancel'), submit: editing ? t('edit.submit') : t('add.submit'), busy: t('form.busy') }}
      testId="note-form"
    >
      {props.mode === 'create' && !fixed ? (
        <Select
          value={accountId}
          onChange={(key) => key !== null && chooseAccount(String(key))}
          placeholder={t('add.accountPlaceholder')}
          isInvalid={problems.isInvalid('adAccountId')}
          isRequired
          validationBehavior="aria"
          fullWidth
          variant="secondary"
          name="adAccountId"
        >
          <Label>{t('add.account')}</Label>
          <Select.Trigger ref={problems.fieldRef('adAccountId')}>
            <Select.Value className="min-w-0 flex-1 truncate" />
            <Select.Indicator />
          </Select.Trigger>
          {props.accounts.length === 0 ? <Description>{t('add.noAccounts')}</Description> : null}
          <FieldError>{problems.fieldError('adAccountId')}</FieldError>
          <Select.Popover>
            <ListBox className="max-h-64 overflow-y-auto">
              {props.accounts.map((account) => (
                <AccountOption key={account.id} account={account} />
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
        {...problems.textFieldProps('title')}
        value={values.title}
        onChange={set('title')}
        maxLength={noteLimits.titleMax}
        autoComplete="off"
        isRequired
        autoFocus={Boolean(editing || fixed)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ClientNameField
          companyId={props.companyId}
          label={t('form.client')}
          {...problems.textFieldProps('clientName')}
          value={values.clientName}
          onChange={set('clientName')}
          maxLength={noteLimits.clientNameMax}
        />
        <TextFormField
          label={t('form.campaign')}
          {...problems.textFieldProps('campaignName')}
          value={values.campaignName}
          onChange={set('campaignName')}
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
            error={problems.fieldError('assigneeIds')}
          />
          <MentionField
            draft={message}
            onChange={setMessage}
            people={props.colleagues}
            viewerId={props.viewer.userId}
            label={t('form.message')}
            showLabel
            name="message"
            rows={3}
            maxLength={noteLimits.commentMax}
            isInvalid={problems.isInvalid('message')}
            inputRef={problems.fieldRef('message')}
            suggestionsPlacement="inline"
            testId="note-form-message"
          >
            <Description>{t('form.messageHint')}</Description>
            <FieldError>{problems.fieldError('message')}</FieldError>
          </MentionField>
        </>
      )}
    </FormDialog>
  );
}
