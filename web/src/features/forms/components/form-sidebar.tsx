/**
 * The form sidebar (spec section 2, Inbox panel: a `formulier` notification opens /calender with it
 * open): the form, and the submission a notification is about with what was filled in, read-only.
 * The inbox has already loaded the submission into the cache (api/get-form-submission.ts); a
 * reload reads it again. A form or submission that no longer exists (or is another company's) says
 * so. The forms issue grows this into the editable sidebar.
 */
import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormSummary } from '../../../../../common/schemas/forms';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { PanelTitleBar } from '../../../components/ui/panel-title-bar';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useTimeText } from '../../../lib/use-time-text';
import { useForm } from '../api/get-form';
import { useFormSubmission } from '../api/get-form-submission';
import { formFieldsOf, type SubmissionRow, submissionRows } from '../submission-rows';

interface FormSidebarProps {
  formId: string | null;
  submissionId: string | null;
  onClose: () => void;
}

const isGone = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 403);

export function FormSidebar({ formId, submissionId, onClose }: FormSidebarProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const submission = useFormSubmission(submissionId);
  // With a submission the form comes with it; without one (a deadline reminder about a form) it is read alone.
  const form = useForm(submissionId ? null : formId);
  const query = submissionId ? submission : form;
  const shownForm: FormSummary | undefined = submissionId ? submission.data?.form : form.data;
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
      <LoadError message={t('sidebar.loadFailed')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
    );
  else if (shownForm) {
    const rows: SubmissionRow[] = submission.data
      ? submissionRows(shownForm.formData, submission.data.submissionData)
      : formFieldsOf(shownForm.formData).map((f) => ({ ...f, value: null }));
    body = (
      <>
        <header className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold break-words text-foreground" data-testid="form-sidebar-title">
            {shownForm.title}
          </h2>
          {shownForm.description ? <p className="text-sm text-muted">{shownForm.description}</p> : null}
        </header>
        <section aria-label={submission.data ? t('sidebar.submission', { date: time.absolute(submission.data.createdAt) }) : t('sidebar.fields')}>
          <h3 className="mb-2 text-sm font-medium text-foreground">
            {submission.data ? t('sidebar.submission', { date: time.absolute(submission.data.createdAt) }) : t('sidebar.fields')}
          </h3>
          {rows.length === 0 ? (
            <p className="text-sm text-muted">{t('sidebar.noFields')}</p>
          ) : (
            <dl className="flex flex-col gap-3" data-testid="form-sidebar-fields">
              {rows.map((row) => (
                <div key={row.id} className="flex flex-col gap-0.5">
                  <dt className="text-xs font-medium text-muted uppercase">{row.label}</dt>
                  {submission.data ? (
                    <dd className={`text-sm break-words whitespace-pre-line ${row.value === null ? 'text-muted italic' : 'text-foreground'}`}>
                      {row.value ?? t('sidebar.empty')}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          )}
        </section>
      </>
    );
  }

  return (
    <aside
      aria-label={t('sidebar.label')}
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-5 shadow-xl sm:w-96"
      data-testid="form-sidebar"
    >
      <PanelTitleBar
        label={t('sidebar.label')}
        closeLabel={t('sidebar.close')}
        onClose={onClose}
        closeRef={closeRef}
        muted
        icon={<FileText aria-hidden="true" className="size-4 text-accent-soft-foreground" />}
      />
      {body}
    </aside>
  );
}

function Gone({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl bg-default/60 px-3 py-4 text-sm text-muted" data-testid="form-sidebar-gone">
      {text}
    </p>
  );
}
