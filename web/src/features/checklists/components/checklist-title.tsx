import { Button, FieldError, Input, Label, TextField } from '@heroui/react';
import { Check, Pencil, X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { ChecklistSummary } from '../../../../../common/schemas/checklists';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateChecklist } from '../api/update-checklist';

interface ChecklistTitleProps {
  checklist: ChecklistSummary;
  companyId: string | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The checklist's title (the panel's heading); who may manage it edits it in place: Enter saves, Escape cancels. */
export function ChecklistTitle({ checklist, companyId, headingRef }: ChecklistTitleProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const update = useUpdateChecklist(companyId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const headingId = `checklist-title-${checklist.id}`;

  const stop = () => {
    setDraft(null);
    setError(null);
    focusWhenReady(() => document.querySelector<HTMLElement>(`[data-edit-title="${CSS.escape(checklist.id)}"]`));
  };

  const save = () => {
    if (draft === null || update.isPending) return;
    if (draft.trim() === checklist.title) {
      stop();
      return;
    }
    setError(null);
    update.mutate(
      { id: checklist.id, changes: { title: draft } },
      {
        onSuccess: () => {
          toast.success(t('titleEdit.done'));
          stop();
        },
        onError: (cause) => setError(errorText(cause)),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  if (draft !== null) {
    return (
      <form
        className="flex min-w-0 flex-1 items-start gap-1"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <TextField
          value={draft}
          onChange={setDraft}
          isInvalid={Boolean(error)}
          validationBehavior="aria"
          fullWidth
          variant="secondary"
          className="min-w-0 flex-1"
          maxLength={checklistLimits.titleMax}
        >
          <Label className="sr-only">{t('titleEdit.label')}</Label>
          <Input autoFocus onKeyDown={onKeyDown} fullWidth className="min-w-0 text-base font-semibold" />
          <FieldError>{error}</FieldError>
        </TextField>
        <Button type="submit" size="sm" variant="primary" isIconOnly aria-label={t('titleEdit.save')} isDisabled={update.isPending} className="size-9 min-w-9">
          <Check aria-hidden="true" className="size-4" />
        </Button>
        <Button size="sm" variant="ghost" isIconOnly aria-label={t('titleEdit.cancel')} onPress={stop} isDisabled={update.isPending} className="size-9 min-w-9">
          <X aria-hidden="true" className="size-4" />
        </Button>
      </form>
    );
  }

  return (
    <div className="flex min-w-0 flex-1 items-start gap-1">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="min-w-0 text-xl font-semibold break-words text-foreground outline-none"
        data-testid="checklist-title"
      >
        {checklist.title}
      </h2>
      {checklist.access.canManage ? (
        <Button
          size="sm"
          variant="ghost"
          isIconOnly
          aria-label={t('titleEdit.edit')}
          onPress={() => setDraft(checklist.title)}
          className="size-8 min-w-8 shrink-0"
          data-edit-title={checklist.id}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </div>
  );
}
