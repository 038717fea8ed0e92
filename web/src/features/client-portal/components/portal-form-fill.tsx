/**
 * One form in the portal: filled in with autosave (hooks/use-form-autosave), submitted (every wrong
 * field reported at once by the server, the renderer moves focus to the first), a confirmation,
 * and afterwards the answers read-only (AnswerSummary) with "Antwoorden wijzigen" when the form
 * allows it. The team's preview shows it read-only and saves nothing.
 */
import { Button } from '@heroui/react';
import { CheckCircle2, CircleAlert, Eye, Info, Pencil, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormAnswers } from '../../../../../common/forms/form-schema';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { AnswerSummary, answersToSend, FormRenderer } from '../../forms/renderer/form-renderer';
import { useFileSlot } from '../../forms/renderer/file-slot';
import { type PortalFormItem, type PortalFormResponse, usePortalForm, useSubmitPortalForm } from '../api/portal-forms';
import { type Autosave, useFormAutosave } from '../hooks/use-form-autosave';
import { DeadlineBadge, StateBadge } from './portal-form-badges';

interface PortalFormFillProps {
  companyId: string | null;
  clientId: string;
  item: PortalFormItem;
  agencyName: string;
  preview: boolean;
}

export function PortalFormFill({ companyId, clientId, item, agencyName, preview }: PortalFormFillProps) {
  const { t } = useTranslation('formFill');
  const form = usePortalForm(companyId, clientId, item.assignmentId, preview);
  if (form.isPending) return <ListSkeleton rows={5} />;
  if (form.isError) {
    const gone = isApiError(form.error) && form.error.status === 404;
    return gone ? (
      <p role="alert" className="rounded-xl bg-default/60 px-4 py-3 text-sm text-muted">
        {t('portal.gone')}
      </p>
    ) : (
      <LoadError message={t('portal.formLoadFailed')} error={form.error} onRetry={() => void form.refetch()} isRetrying={form.isFetching} />
    );
  }
  // Seeded once per opening: a live refetch of the query never replaces what is being typed.
  return <FormFiller key={item.assignmentId} companyId={companyId} clientId={clientId} initial={form.data} agencyName={agencyName} preview={preview} />;
}

type Mode = 'fill' | 'confirmed' | 'summary' | 'edit';

interface FormFillerProps {
  companyId: string | null;
  clientId: string;
  initial: PortalFormResponse;
  agencyName: string;
  preview: boolean;
}

function FormFiller({ companyId, clientId, initial, agencyName, preview }: FormFillerProps) {
  const { t } = useTranslation('formFill');
  const errorText = useErrorText();
  const { form } = initial;
  const [mode, setMode] = useState<Mode>(initial.state === 'submitted' ? 'summary' : 'fill');
  const [state, setState] = useState(initial.state);
  const [submitted, setSubmitted] = useState<FormAnswers>(initial.answers);
  // What the submitted answers answered; a change answers the newest version (editSchema, when newer).
  const [answeredSchema, setAnsweredSchema] = useState(form.schema);
  const editSchema = form.editSchema ?? form.schema;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<unknown>(null);
  const autosave = useFormAutosave({
    assignmentId: form.assignmentId,
    clientId,
    schema: form.schema,
    initialAnswers: initial.answers,
    initialRevision: initial.revision,
    enabled: !preview && initial.state !== 'submitted',
  });
  const submit = useSubmitPortalForm(companyId, clientId, form.assignmentId);
  const renderFile = useFileSlot({ purpose: 'form_answer', params: { assignment: form.assignmentId }, files: initial.files });
  const canEdit = form.settings.allowEditAfterSubmit && !preview;

  const send = () => {
    setSubmitError(null);
    const schema = mode === 'edit' ? editSchema : form.schema;
    const answers = answersToSend(schema, autosave.answers);
    submit.mutate(
      { answers, revision: autosave.revision() },
      {
        onSuccess: (result) => {
          autosave.settle(result.submission.revision ?? null);
          setSubmitted(answers);
          setAnsweredSchema(schema);
          setState('submitted');
          setErrors({});
          setMode('confirmed');
          window.scrollTo?.({ top: 0 });
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'FORM_ANSWERS_INVALID' && isApiError(error) && error.fields) setErrors({ ...error.fields });
          else if (code === 'FORM_DRAFT_CHANGED_ELSEWHERE') {
            // Another device saved meanwhile: the autosave merges its draft; then the person sends again.
            autosave.flush();
            setSubmitError(error);
          } else setSubmitError(error);
        },
      },
    );
  };

  const header = (
    <header className="flex flex-col gap-2">
      <h2 className="text-xl font-semibold break-words text-foreground" data-testid="portal-form-title">
        {form.title}
      </h2>
      {form.description ? <p className="text-sm whitespace-pre-line text-muted">{form.description}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <StateBadge state={state} />
        <DeadlineBadge deadline={form.deadline} state={state} />
      </div>
      {preview ? (
        <p className="flex items-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm text-accent-soft-foreground">
          <Eye aria-hidden="true" className="size-4 shrink-0" />
          {t('portal.readOnlyPreview')}
        </p>
      ) : null}
    </header>
  );

  let body;
  if (mode === 'confirmed') {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 px-2 py-8 text-center" data-testid="form-confirmation">
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        <h3 className="text-lg font-semibold text-foreground">{t('portal.confirmTitle')}</h3>
        <p className="max-w-md text-sm whitespace-pre-line text-muted">{form.settings.confirmationMessage || t('portal.defaultConfirmation')}</p>
        <Button variant="secondary" onPress={() => setMode('summary')}>
          {t('portal.viewAnswers')}
        </Button>
      </div>
    );
  } else if (mode === 'summary') {
    body = (
      <div className="flex flex-col gap-4">
        <h3 className="text-base font-semibold text-foreground">{t('portal.answersTitle')}</h3>
        <AnswerSummary schema={answeredSchema} answers={submitted} files={initial.files} />
        {canEdit ? (
          <Button variant="secondary" className="self-start" onPress={() => setMode('edit')} data-testid="form-edit">
            <Pencil aria-hidden="true" className="size-4" />
            {t('portal.edit')}
          </Button>
        ) : preview ? null : (
          <p className="text-sm text-muted">{t('portal.noEdit', { agency: agencyName })}</p>
        )}
      </div>
    );
  } else {
    const editing = mode === 'edit';
    body = (
      <div
        className="flex flex-col gap-4"
        // Focus leaving a field saves at once (the autosave's debounce handles the rest).
        onBlur={editing || preview ? undefined : () => autosave.flush()}
      >
        {editing && answeredSchema !== editSchema ? (
          <p className="flex items-start gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm text-accent-soft-foreground" data-testid="form-edit-newer">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('portal.editNewerVersion')}
          </p>
        ) : null}
        <FormRenderer
          schema={editing ? editSchema : form.schema}
          answers={autosave.answers}
          onChange={autosave.setAnswers}
          errors={errors}
          readOnly={preview}
          renderFile={renderFile}
          onPageChange={editing || preview ? undefined : () => autosave.flush()}
          onSubmit={preview ? undefined : send}
          submitLabel={editing ? t('portal.submitChanges') : t('portal.submit')}
          isSubmitting={submit.isPending}
          status={editing || preview ? null : <SaveStatus autosave={autosave} />}
          beforeSubmit={
            submitError ? (
              <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="block font-medium">{t('portal.submitFailed')}</span>
                  {errorText(submitError)}
                </span>
              </p>
            ) : Object.keys(errors).length > 0 ? (
              <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground">
                {t('portal.invalid')}
              </p>
            ) : null
          }
        />
        {editing ? (
          <Button type="button" variant="ghost" className="self-start" onPress={() => setMode('summary')}>
            {t('portal.cancelEdit')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <article className="flex min-w-0 flex-col gap-6 rounded-2xl bg-surface p-4 shadow-sm sm:p-6" data-testid="portal-form" data-mode={mode}>
      {header}
      {body}
    </article>
  );
}

const timeFormat = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit' });

/** "Opgeslagen om 14:32" / "Opslaan…" / the failure with a retry, told politely to screen readers. */
function SaveStatus({ autosave }: { autosave: Autosave }) {
  const { t } = useTranslation('formFill');
  const errorText = useErrorText();
  const { status, savedAt, error } = autosave;
  return (
    <span role="status" aria-live="polite" className="flex flex-wrap items-center justify-end gap-2" data-testid="autosave-status" data-status={status}>
      {status === 'saving' ? t('portal.save.saving') : null}
      {status === 'pending' ? t('portal.save.pending') : null}
      {status === 'saved' && savedAt ? t('portal.save.saved', { time: timeFormat.format(savedAt) }) : null}
      {status === 'error' ? (
        <>
          <span className="text-danger">
            {t('portal.save.failed')} {errorText(error)}
          </span>
          <Button type="button" size="sm" variant="secondary" onPress={autosave.flush}>
            <RotateCw aria-hidden="true" className="size-3.5" />
            {t('portal.save.retry')}
          </Button>
        </>
      ) : null}
    </span>
  );
}
