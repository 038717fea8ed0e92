import { Button, Description, FieldError, Label, Modal, TextArea, TextField } from '@heroui/react';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { ChecklistAccount } from '../../../../../common/schemas/checklists';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { isFormChanged } from '../../../components/ui/use-form-dirty';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextFormField } from '../../../components/ui/text-form-field';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useCreateChecklist } from '../api/create-checklist';
import {
  type ChecklistDraft,
  type CompanyTemplate,
  createRequestOf,
  draftFields,
  draftFrom,
  draftProblemOf,
  itemLines,
  type TemplateChoice,
  templateChoiceId,
} from '../checklist-draft';
import { AccountTypeFields } from './checklist-form-fields';
import { ScheduleFields } from './schedule-fields';
import { TemplatePicker } from './template-picker';

interface CreateChecklistDialogProps {
  companyId: string | null;
  accounts: readonly ChecklistAccount[];
  templates: readonly CompanyTemplate[];
  /** Start with this template filled in (the templates' 'Gebruik template'); otherwise the picker comes first. */
  initial: TemplateChoice | null;
  /** The account the screen is narrowed to: the new checklist is for it. */
  accountId: string | null;
  onClose: () => void;
  onCreated: (id: string, title: string) => void;
}

const codeFields = {
  CHECKLIST_TITLE_REQUIRED: 'title',
  CHECKLIST_TITLE_TOO_LONG: 'title',
  CHECKLIST_ITEM_REQUIRED: 'items',
  CHECKLIST_ITEM_TOO_LONG: 'items',
  CHECKLIST_ITEMS_TOO_MANY: 'items',
  CHECKLIST_ACCOUNT_UNKNOWN: 'adAccountId',
  CHECKLIST_REFRESH_INVALID: 'refreshInterval',
  CHECKLIST_DEADLINE_INVALID: 'deadline',
} as const;

/**
 * 'Nieuwe checklist': first a template (the four starters, the company's own, or 'Leeg
 * beginnen'), then its title, account, type, items (one per line) and schedule, all editable. The
 * server's errors appear at their fields (an item's line is named); nothing typed is lost.
 */
export function CreateChecklistDialog({ companyId, accounts, templates, initial, accountId, onClose, onCreated }: CreateChecklistDialogProps) {
  const { t } = useTranslation('checklists');
  const create = useCreateChecklist(companyId);
  const problems = useFormProblems(draftFields, codeFields);
  const [choice, setChoice] = useState<TemplateChoice | null>(initial);
  const [draft, setDraft] = useState<ChecklistDraft | null>(initial ? draftFrom(initial, accountId) : null);
  const [itemLine, setItemLine] = useState<number | null>(null);
  // What the chosen template filled in: changes from it ask before they are thrown away.
  const [baseline, setBaseline] = useState<ChecklistDraft | null>(draft);
  const busy = create.isPending;

  const pick = (next: TemplateChoice) => {
    // The same template again keeps what was typed.
    if (!draft || !choice || templateChoiceId(choice) !== templateChoiceId(next)) {
      const fresh = draftFrom(next, draft?.adAccountId ?? accountId);
      setDraft(fresh);
      setBaseline(fresh);
    }
    setChoice(next);
    problems.reset();
  };

  const change = (changes: Partial<ChecklistDraft>) => setDraft((current) => (current ? { ...current, ...changes } : current));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft || busy) return;
    problems.reset();
    setItemLine(null);
    const { lines } = itemLines(draft.itemsText);
    create.mutate(createRequestOf(draft), {
      onSuccess: (id) => onCreated(id, draft.title.trim()),
      onError: (error) => {
        const problem = draftProblemOf(error, lines);
        setItemLine(problem.itemLine);
        problems.fail(problem.error);
      },
    });
  };

  if (!choice || !draft) {
    return (
      <DialogFrame onClose={onClose} title={t('create.title')} subtitle={t('create.pickSubtitle')}>
        <Modal.Body className="flex flex-col gap-5" data-testid="template-picker">
          <TemplatePicker templates={templates} onPick={pick} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="tertiary" onPress={onClose}>
            {t('create.cancel')}
          </Button>
        </Modal.Footer>
      </DialogFrame>
    );
  }

  const templateName = choice.kind === 'blank' ? t('create.blank') : choice.template.title;
  const count = itemLines(draft.itemsText).items.length;
  const itemsError = problems.fieldError('items');

  return (
    <DialogFrame
      onClose={onClose}
      title={t('create.title')}
      subtitle={t('create.formSubtitle', { template: templateName })}
      isDismissable={!busy}
      isDirty={isFormChanged(baseline, draft)}
    >
      <form noValidate onSubmit={submit} data-testid="create-checklist-form">
        <Modal.Body className="flex flex-col gap-4">
          <Button
            size="sm"
            variant="ghost"
            className="self-start"
            onPress={() => {
              setChoice(null);
              problems.reset();
            }}
            isDisabled={busy}
          >
            <ArrowLeft aria-hidden="true" />
            {t('create.otherTemplate')}
          </Button>
          <TextFormField
            label={t('form.title')}
            {...problems.textFieldProps('title')}
            value={draft.title}
            onChange={(title) => change({ title })}
            maxLength={checklistLimits.titleMax}
            autoComplete="off"
            isRequired
            autoFocus
          />
          <AccountTypeFields accounts={accounts} draft={draft} onChange={change} problems={problems} />
          <TextField
            value={draft.itemsText}
            onChange={(itemsText) => change({ itemsText })}
            isInvalid={Boolean(itemsError)}
            validationBehavior="aria"
            fullWidth
            name="items"
          >
            <Label>{t('form.items')}</Label>
            <TextArea
              ref={problems.fieldRef('items') as Ref<HTMLTextAreaElement>}
              rows={6}
              variant="secondary"
              fullWidth
              className="min-h-32 resize-y"
              data-testid="items-textarea"
            />
            <Description>
              {t('form.itemsHint')} {t('form.itemsCount', { count })}
            </Description>
            <FieldError>{itemsError && itemLine ? t('form.itemLine', { line: itemLine, message: itemsError }) : itemsError}</FieldError>
          </TextField>
          <ScheduleFields draft={draft} onChange={change} problems={problems} showDeadline />
          <FormAlert message={problems.formErrorText} />
        </Modal.Body>
        <DialogFormFooter onCancel={onClose} cancelLabel={t('create.cancel')} submitLabel={t('create.submit')} busyLabel={t('create.busy')} busy={busy} />
      </form>
    </DialogFrame>
  );
}
