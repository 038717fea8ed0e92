/**
 * The form sidebar on the calendar (spec section 2, Inbox panel): a `formulier` notification opens
 * /calender with it showing the submission — the answers of the version answered, with its files,
 * the fields the client changed in their last edit marked — and a `deadline_reminder` about a form
 * shows the form's questions and to whom it was sent with which deadline. "Openen in Formulieren"
 * leads to the same on /forms (where a client's edit, `form_modification`, opens it directly). The
 * inbox has already loaded the submission into the cache (api/get-form-submission.ts); a reload
 * reads it again. A form or submission that no longer exists (or is another company's) says so.
 */
import { ExternalLink, FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SidePanel } from '../../../components/ui/panel-title-bar';
import { isApiError } from '../../../lib/api-client';
import { useTimeText } from '../../../lib/use-time-text';
import { useForm } from '../api/get-form';
import { useFormSubmission } from '../api/get-form-submission';
import { formsHref } from '../list/forms-view';
import { SendsList } from '../list/sends-list';
import { SubmissionAnswers } from '../submissions/submission-answers';

interface FormSidebarProps {
  formId: string | null;
  submissionId: string | null;
  onClose: () => void;
}

const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

export function FormSidebar({ formId, submissionId, onClose }: FormSidebarProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const submissionQuery = useFormSubmission(submissionId);
  // With a submission the form comes with it; without one (a deadline reminder about a form) it is read alone.
  const form = useForm(submissionId ? null : formId);
  const query = submissionId ? submissionQuery : form;
  const submission = submissionQuery.data;
  const shownForm = submissionId ? submission?.form : form.data;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => closeRef.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  let body;
  if (!submissionId && !formId) body = <Gone text={t('sidebar.formGone')} />;
  else if (query.isPending) body = <ListSkeleton rows={4} />;
  else if (query.isError)
    body = isGone(query.error) ? (
      <Gone text={submissionId ? t('sidebar.submissionGone') : t('sidebar.formGone')} />
    ) : (
      <LoadError
        message={isApiError(query.error) ? t('sidebar.loadFailed') : t('sidebar.openFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  else if (shownForm) {
    const submittedAt = submission ? (submission.submittedAt ?? submission.createdAt) : null;
    const heading = submittedAt ? t('sidebar.submission', { date: time.absolute(submittedAt) }) : t('sidebar.questions');
    const assignments = form.data?.assignments;
    const openHref = formsHref({ formId: shownForm.id, submissionId: submission?.id ?? null });
    body = (
      <>
        <header className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold break-words text-foreground" data-testid="form-sidebar-title">
            {shownForm.title}
          </h2>
          {shownForm.description ? <p className="text-sm text-muted">{shownForm.description}</p> : null}
          {submission?.client ? <p className="text-sm font-medium text-foreground">{t('sidebar.from', { client: submission.client.name })}</p> : null}
        </header>
        <Link to={openHref} className={`${buttonClass({ variant: 'secondary', size: 'sm' })} self-start`} data-testid="form-sidebar-open">
          <ExternalLink aria-hidden="true" />
          {t('sidebar.openInForms')}
        </Link>
        {!submission && assignments ? (
          <section aria-labelledby="form-sidebar-sends" className="flex flex-col gap-2">
            <h3 id="form-sidebar-sends" className="text-sm font-medium text-foreground">
              {t('sidebar.sends')}
            </h3>
            <SendsList companyId={null} formId={shownForm.id} assignments={assignments} canWithdraw={false} />
          </section>
        ) : null}
        <section aria-labelledby="form-sidebar-answers" className="flex flex-col gap-2">
          <h3 id="form-sidebar-answers" className="text-sm font-medium text-foreground">
            {heading}
          </h3>
          {submission && submission.changedFieldIds.length > 0 ? (
            <p className="rounded-lg bg-warning-soft px-3 py-2 text-xs text-warning-soft-foreground" data-testid="form-sidebar-changed">
              {t('submission.changedHint', { count: submission.changedFieldIds.length })}
            </p>
          ) : null}
          <SubmissionAnswers
            formData={shownForm.formData}
            answers={submission?.submissionData ?? {}}
            files={submission?.files ?? []}
            changedFieldIds={submission?.changedFieldIds ?? []}
            questionsOnly={!submission}
            testId="form-sidebar-fields"
          />
        </section>
      </>
    );
  }

  return (
    <SidePanel
      label={t('sidebar.label')}
      closeLabel={t('sidebar.close')}
      onClose={onClose}
      closeRef={closeRef}
      icon={<FileText aria-hidden="true" className="size-4 text-accent-soft-foreground" />}
      widthClassName="sm:w-96"
      testId="form-sidebar"
    >
      {body}
    </SidePanel>
  );
}

function Gone({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl bg-default/60 px-3 py-4 text-sm text-muted" data-testid="form-sidebar-gone">
      {text}
    </p>
  );
}
