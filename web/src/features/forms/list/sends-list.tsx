import { Button, Chip } from '@heroui/react';
import { CalendarClock, CheckCircle2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useTimeText } from '../../../lib/use-time-text';
import { useWithdrawSend } from './api/forms-api';
import type { FormAssignment } from '../../../../../common/schemas/forms';
import { deadlineState, groupAssignments } from './forms-view';
import { useDeadlineText } from './use-deadline-text';

interface SendsListProps {
  companyId: string | null;
  formId: string;
  assignments: readonly FormAssignment[];
  /** "Intrekken" per open send (the send dialog); the calendar's sidebar only shows them. */
  canWithdraw: boolean;
}

const stateColor = { overdue: 'danger', soon: 'warning', later: 'default', none: 'default', done: 'success' } as const;

/** A form's sends: open ones first by deadline (marked when past or near), then the answered ones. */
export function SendsList({ companyId, formId, assignments, canWithdraw }: SendsListProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const deadlineText = useDeadlineText();
  const errorText = useErrorText();
  const now = useNow();
  const withdraw = useWithdrawSend(companyId);
  const [withdrawing, setWithdrawing] = useState<FormAssignment | null>(null);
  const { open, done } = groupAssignments(assignments);

  if (assignments.length === 0) return <p className="text-sm text-muted">{t('send.existingEmpty')}</p>;

  const confirm = () => {
    if (!withdrawing) return;
    withdraw.mutate(
      { formId, assignmentId: withdrawing.id },
      {
        onSuccess: () => {
          toast.success(t('send.withdrawn'), { description: withdrawing.client.name });
          setWithdrawing(null);
        },
        onError: (error) => toast.danger(t('actions.failed'), { description: errorText(error) }),
      },
    );
  };

  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="form-sends">
        {[...open, ...done].map((assignment) => {
          const state = deadlineState(assignment, now);
          return (
            <li key={assignment.id} className="flex items-start gap-3 rounded-lg border border-border bg-surface p-2.5" data-testid="form-send">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words text-foreground">{assignment.client.name}</p>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
                  {assignment.completedAt ? (
                    <span className="inline-flex items-center gap-1 text-success">
                      <CheckCircle2 aria-hidden="true" className="size-3.5" />
                      {t('send.completed', { time: time.absolute(assignment.completedAt) })}
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1">
                      <CalendarClock aria-hidden="true" className="size-3.5" />
                      {assignment.deadline ? t('send.deadlineAt', { time: deadlineText(assignment.deadline) }) : t('send.noDeadline')}
                    </span>
                  )}
                  {state === 'overdue' || state === 'soon' ? (
                    <Chip size="sm" variant="soft" color={stateColor[state]}>
                      {t(`send.${state}`)}
                    </Chip>
                  ) : null}
                  <span>{t('send.sentAt', { time: time.relativeInSentence(assignment.sentAt, now) })}</span>
                </p>
              </div>
              {canWithdraw && !assignment.completedAt ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => setWithdrawing(assignment)}
                  aria-label={t('send.withdrawLabel', { client: assignment.client.name })}
                >
                  <Undo2 aria-hidden="true" className="size-4" />
                  <span className="hidden sm:inline">{t('send.withdraw')}</span>
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canWithdraw ? (
        <ConfirmDialog
          isOpen={withdrawing !== null}
          onCancel={() => setWithdrawing(null)}
          onConfirm={confirm}
          title={t('send.withdrawTitle')}
          confirmLabel={t('send.withdraw')}
          busyLabel={t('send.withdrawBusy')}
          isBusy={withdraw.isPending}
        >
          {withdrawing ? t('send.withdrawBody', { client: withdrawing.client.name }) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
