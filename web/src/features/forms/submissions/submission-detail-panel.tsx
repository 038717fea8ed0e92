import { Button } from '@heroui/react';
import { ClipboardCheck, FileText, PencilLine, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SidePanel } from '../../../components/ui/panel-title-bar';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { searchWithSubmission } from '../list/forms-view';
import { useDeleteSubmission, useSubmissionDetail } from './api/submissions-api';
import { ChecklistDialog } from './checklist-dialog';
import { SubmissionAnswers } from './submission-answers';
import { SubmissionNotes } from './submission-notes';
import { SubmissionStatusSelect } from './submission-status-select';
import { submitterName } from './submission-texts';

interface SubmissionDetailPanelProps {
  companyId: string;
  formId: string;
  submissionId: string;
  viewerId: string;
  isAdmin: boolean;
}

/**
 * One submission beside the list (full screen on a phone): who and when, its status, the answers
 * of the version answered with their files (changes of the client's last edit marked), internal
 * notes, "Checklist maken" for an ad brief, and deleting it. Escape or "Inzending sluiten" closes it.
 */
export function SubmissionDetailPanel({ companyId, formId, submissionId, viewerId, isAdmin }: SubmissionDetailPanelProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const query = useSubmissionDetail(submissionId);
  const remove = useDeleteSubmission(companyId, formId);
  const [deleting, setDeleting] = useState(false);
  const [makingChecklist, setMakingChecklist] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = () => void navigate({ search: `?${searchWithSubmission(new URLSearchParams(window.location.search), null).toString()}` });
  const closeLatest = useRef(close);
  useEffect(() => {
    closeLatest.current = close;
  });
  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // A dialog over the panel handles its own Escape.
      if (event.key === 'Escape' && !event.defaultPrevented && !document.querySelector('[role="dialog"],[role="alertdialog"]')) closeLatest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  let body;
  if (query.isPending) body = <ListSkeleton rows={5} />;
  else if (query.isError)
    body =
      isApiError(query.error) && (query.error.status === 404 || query.error.status === 403) ? (
        <p role="alert" className="rounded-xl bg-default/60 px-3 py-4 text-sm text-muted" data-testid="submission-gone">
          {t('submission.gone')}
        </p>
      ) : (
        <LoadError message={t('submission.loadFailed')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      );
  else {
    const submission = query.data;
    const who = submitterName({ client: submission.client ?? null, submittedBy: submission.submittedBy ?? null, source: submission.source ?? 'portal' }, t);
    const submittedAt = submission.submittedAt ?? submission.createdAt;
    const changed = submission.changedFieldIds ?? [];
    body = (
      <>
        <header className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold break-words text-foreground" data-testid="submission-title">
            {who}
          </h2>
          <p className="text-sm text-muted">{submission.form.title}</p>
        </header>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
          {submission.submittedBy ? (
            <>
              <dt className="text-muted">{t('submission.submittedBy')}</dt>
              <dd className="break-words text-foreground">{submission.submittedBy.name || submission.submittedBy.email}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('submission.submittedAt')}</dt>
          <dd className="text-foreground">
            <time dateTime={submittedAt}>{time.absolute(submittedAt)}</time>
          </dd>
          {submission.source ? (
            <>
              <dt className="text-muted">{t('submission.source')}</dt>
              <dd className="text-foreground">
                {t(`submission.sources.${submission.source}`)}
                {submission.version ? ` · ${t('submissions.version', { version: submission.version })}` : null}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="flex flex-wrap items-end gap-2">
          {submission.status ? (
            <SubmissionStatusSelect
              companyId={companyId}
              formId={formId}
              submissionId={submission.id}
              status={submission.status}
              label={t('submission.status')}
              showLabel
            />
          ) : null}
          {submission.form.kind === 'ad_brief' ? (
            <Button size="sm" variant="secondary" onPress={() => setMakingChecklist(true)} data-testid="make-checklist">
              <ClipboardCheck aria-hidden="true" className="size-4" />
              {t('submission.checklist')}
            </Button>
          ) : null}
        </div>
        {changed.length > 0 ? (
          <p className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground" data-testid="changed-fields">
            <PencilLine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('submission.changedHint', { count: changed.length })}
          </p>
        ) : null}
        <section aria-labelledby="submission-answers-heading" className="flex flex-col gap-3">
          <h3 id="submission-answers-heading" className="text-sm font-semibold text-foreground">
            {t('submission.answers')}
          </h3>
          <SubmissionAnswers
            formData={submission.form.formData}
            answers={submission.submissionData}
            files={submission.files ?? []}
            changedFieldIds={changed}
            testId="submission-answers"
          />
        </section>
        {submission.notes ? (
          <SubmissionNotes companyId={companyId} formId={formId} submissionId={submission.id} notes={submission.notes} viewerId={viewerId} isAdmin={isAdmin} />
        ) : null}
        <div className="border-t border-border pt-4">
          <Button size="sm" variant="danger-soft" onPress={() => setDeleting(true)} data-testid="delete-submission">
            <Trash2 aria-hidden="true" className="size-4" />
            {t('submission.delete')}
          </Button>
        </div>
        <ConfirmDialog
          isOpen={deleting}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(submission.id, {
              onSuccess: () => {
                toast.success(t('submission.deleted'), { description: who });
                setDeleting(false);
                close();
              },
              onError: (error) => toast.danger(t('actions.failed'), { description: errorText(error) }),
            })
          }
          title={t('submission.deleteTitle')}
          confirmLabel={t('submission.delete')}
          busyLabel={t('submission.deleteBusy')}
          isBusy={remove.isPending}
        >
          {t('submission.deleteBody')}
        </ConfirmDialog>
        {makingChecklist ? (
          <ChecklistDialog companyId={companyId} submissionId={submission.id} briefTitle={submission.form.title} onClose={() => setMakingChecklist(false)} />
        ) : null}
      </>
    );
  }

  return (
    <SidePanel
      label={t('submission.label')}
      closeLabel={t('submission.close')}
      onClose={close}
      closeRef={closeRef}
      icon={<FileText aria-hidden="true" className="size-4 text-accent-soft-foreground" />}
      widthClassName="sm:w-[30rem]"
      testId="submission-panel"
    >
      {body}
    </SidePanel>
  );
}
