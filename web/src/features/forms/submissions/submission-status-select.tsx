import { Label, ListBox, Select } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { type SubmissionStatus, submissionStatusValues } from '../../../../../common/form-constants';
import { useSetSubmissionStatus } from './api/submissions-api';

interface SubmissionStatusSelectProps {
  companyId: string;
  formId: string;
  submissionId: string;
  status: SubmissionStatus;
  /** The accessible name ("Status van de inzending van Petra"). */
  label: string;
  /** Show the label above (the detail panel); in a row it is for assistive technology only. */
  showLabel?: boolean;
}

const dot: Record<SubmissionStatus, string> = { new: 'bg-accent', in_progress: 'bg-warning', done: 'bg-success' };

/** Nieuw / In behandeling / Afgerond, changed where it is shown (saved at once). */
export function SubmissionStatusSelect({ companyId, formId, submissionId, status, label, showLabel = false }: SubmissionStatusSelectProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const change = useSetSubmissionStatus(companyId, formId);
  const shown = change.isPending && change.variables ? change.variables.status : status;

  return (
    <Select
      value={shown}
      onChange={(key) => {
        if (key === null || key === shown) return;
        change.mutate(
          { id: submissionId, status: key as SubmissionStatus },
          {
            onSuccess: () => toast.success(t('submissions.statusChanged'), { description: t(`submissionStatus.${key as SubmissionStatus}`) }),
            onError: (error) => toast.danger(t('actions.failed'), { description: errorText(error) }),
          },
        );
      }}
      isDisabled={change.isPending}
      variant="secondary"
      className="w-44 min-w-0"
    >
      <Label className={showLabel ? 'text-xs text-muted' : 'sr-only'}>{label}</Label>
      <Select.Trigger className="flex min-h-8 items-center gap-2" data-testid="submission-status">
        <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${dot[shown]}`} />
        <Select.Value className="min-w-0 flex-1 truncate text-sm" />
        <Select.Indicator />
      </Select.Trigger>
      <Select.Popover>
        <ListBox>
          {submissionStatusValues.map((id) => (
            <ListBox.Item key={id} id={id} textValue={t(`submissionStatus.${id}`)}>
              <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${dot[id]}`} />
              <span className="min-w-0 flex-1">{t(`submissionStatus.${id}`)}</span>
              <ListBox.ItemIndicator />
            </ListBox.Item>
          ))}
        </ListBox>
      </Select.Popover>
    </Select>
  );
}
