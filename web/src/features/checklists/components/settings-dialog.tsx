import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistAccount, ChecklistSummary } from '../../../../../common/schemas/checklists';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useUpdateChecklist } from '../api/update-checklist';
import { type ChecklistDraft, draftFields, draftProblemOf, settingsDraftOf, updateRequestOf } from '../checklist-draft';
import { AccountTypeFields } from './checklist-form-fields';
import { ScheduleFields } from './schedule-fields';

interface SettingsDialogProps {
  checklist: ChecklistSummary;
  companyId: string | null;
  accounts: readonly ChecklistAccount[];
  onClose: () => void;
}

/** 'Instellingen' of a checklist (for who may manage it): account, type, schedule and deadline; only what changed is sent. */
export function SettingsDialog({ checklist, companyId, accounts, onClose }: SettingsDialogProps) {
  const { t } = useTranslation('checklists');
  const update = useUpdateChecklist(companyId);
  const problems = useFormProblems(draftFields, {
    CHECKLIST_ACCOUNT_UNKNOWN: 'adAccountId',
    CHECKLIST_REFRESH_INVALID: 'refreshInterval',
    CHECKLIST_DEADLINE_INVALID: 'deadline',
  });
  const [draft, setDraft] = useState<ChecklistDraft>(() => settingsDraftOf(checklist));
  const isDirty = useFormDirty(draft);
  const change = (changes: Partial<ChecklistDraft>) => setDraft((current) => ({ ...current, ...changes }));
  // An account no longer in the company's list still shows as chosen.
  const options = checklist.adAccount && !accounts.some((a) => a.id === checklist.adAccount?.id) ? [...accounts, checklist.adAccount] : accounts;

  const submit = () => {
    problems.reset();
    const changes = updateRequestOf(checklist, draft);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    update.mutate(
      { id: checklist.id, changes },
      {
        onSuccess: () => {
          toast.success(t('settings.done'));
          onClose();
        },
        onError: (error) => problems.fail(draftProblemOf(error, []).error),
      },
    );
  };

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={onClose}
      title={t('settings.title')}
      subtitle={checklist.title}
      onSubmit={submit}
      busy={update.isPending}
      formError={problems.formErrorText}
      labels={{ cancel: t('settings.cancel'), submit: t('settings.submit'), busy: t('settings.busy') }}
      testId="checklist-settings-form"
    >
      <AccountTypeFields accounts={options} draft={draft} onChange={change} problems={problems} />
      {checklist.isTemplate ? null : <ScheduleFields draft={draft} onChange={change} problems={problems} showDeadline />}
    </FormDialog>
  );
}
