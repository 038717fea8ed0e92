import { Button, Label, ListBox, Modal, Select } from '@heroui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useChecklistTemplateOptions, useCreateChecklistFromBrief } from './api/submissions-api';

interface ChecklistDialogProps {
  companyId: string;
  submissionId: string;
  briefTitle: string;
  onClose: () => void;
}

/** "Checklist maken" (an ad brief's submission): one of the company's checklist templates; the new checklist is offered to open. */
export function ChecklistDialog({ companyId, submissionId, briefTitle, onClose }: ChecklistDialogProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const templates = useChecklistTemplateOptions(companyId, true);
  const create = useCreateChecklistFromBrief();
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  /** The checklist made: the dialog offers to open it. */
  const [created, setCreated] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!templateId) return setPickError(t('submission.checklistPick'));
    setPickError(null);
    setProblem(null);
    create.mutate(
      { id: submissionId, templateId },
      {
        onSuccess: ({ checklistId }) => {
          toast.success(t('submission.checklistCreated'), { description: briefTitle });
          setCreated(checklistId);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  const list = templates.data?.templates ?? [];
  let body;
  if (templates.isPending) body = <ListSkeleton rows={2} />;
  else if (templates.isError)
    body = (
      <LoadError
        message={t('submission.checklistTemplatesFailed')}
        error={templates.error}
        onRetry={() => void templates.refetch()}
        isRetrying={templates.isFetching}
      />
    );
  else if (list.length === 0) body = <p className="rounded-lg bg-default/60 p-3 text-sm text-muted">{t('submission.checklistNoTemplates')}</p>;
  else
    body = (
      <Select
        value={templateId}
        onChange={(key) => {
          setTemplateId(key === null ? null : String(key));
          setPickError(null);
        }}
        placeholder={t('submission.checklistTemplatePlaceholder')}
        isInvalid={Boolean(pickError)}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
      >
        <Label>{t('submission.checklistTemplate')}</Label>
        <Select.Trigger>
          <Select.Value />
          <Select.Indicator />
        </Select.Trigger>
        {pickError ? <p className="text-sm text-danger">{pickError}</p> : null}
        <Select.Popover>
          <ListBox className="max-h-64 overflow-y-auto">
            {list.map((template) => (
              <ListBox.Item key={template.id} id={template.id} textValue={template.title}>
                <span className="min-w-0 flex-1">
                  {template.title}
                  <span className="block text-xs text-muted">{t('submission.checklistItems', { count: template.items.length })}</span>
                </span>
                <ListBox.ItemIndicator />
              </ListBox.Item>
            ))}
          </ListBox>
        </Select.Popover>
      </Select>
    );

  if (created) {
    return (
      <DialogFrame onClose={onClose} title={t('submission.checklistCreated')} subtitle={briefTitle}>
        <Modal.Body>
          <p className="text-sm text-foreground" role="status">
            {t('submission.checklistCreatedBody')}
          </p>
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="tertiary" onPress={onClose}>
            {t('submission.close')}
          </Button>
          <Button
            variant="primary"
            autoFocus
            onPress={() => void navigate(`/checklists?checklist=${encodeURIComponent(created)}`)}
            data-testid="open-checklist"
          >
            {t('submission.checklistOpen')}
          </Button>
        </Modal.Footer>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame onClose={onClose} title={t('submission.checklistTitle')} subtitle={briefTitle} isDismissable={!create.isPending}>
      <form noValidate onSubmit={submit} data-testid="checklist-from-brief">
        <Modal.Body className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('submission.checklistIntro')}</p>
          {body}
          <FormAlert message={problem} />
        </Modal.Body>
        <DialogFormFooter
          onCancel={onClose}
          cancelLabel={t('submission.cancel')}
          submitLabel={t('submission.checklistSubmit')}
          busyLabel={t('submission.checklistBusy')}
          busy={create.isPending || list.length === 0}
        />
      </form>
    </DialogFrame>
  );
}
