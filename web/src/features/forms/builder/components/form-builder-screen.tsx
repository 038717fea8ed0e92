import { Button } from '@heroui/react';
import { useMutation } from '@tanstack/react-query';
import { FileQuestion, FormInput } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FormKind } from '../../../../../../common/forms/form-schema';
import { type StarterTemplateId, starterTemplateIds } from '../../../../../../common/forms/starter-templates';
import { buttonClass } from '../../../../components/ui/button-class';
import { EmptyState } from '../../../../components/ui/empty-state';
import { FullPageSpinner } from '../../../../components/ui/full-page-spinner';
import { LoadError } from '../../../../components/ui/load-error';
import { isApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { createForm, useBuilderForm } from '../api/builder-api';
import { FormBuilder } from './form-builder';

/**
 * /form-builder: `?form=<id>` opens a form; `?new=1&kind=form|ad_brief&template=<id>` creates one
 * (from a starter template when given; `&title=` names it, else "Naamloos formulier") and replaces the address with `?form=<id>`, so a reload or
 * the back button never creates a second one.
 */
export function FormBuilderScreen() {
  const [params] = useSearchParams();
  const formId = params.get('form');
  const isNew = params.get('new') === '1';
  if (formId) return <LoadedBuilder key={formId} formId={formId} />;
  if (isNew)
    return (
      <NewForm
        kind={params.get('kind') === 'ad_brief' ? 'ad_brief' : 'form'}
        template={starterTemplateOf(params.get('template'))}
        title={params.get('title')}
      />
    );
  return <NoForm />;
}

/** `?template=` when it names one of the starter templates (anything else starts empty). */
function starterTemplateOf(id: string | null): StarterTemplateId | null {
  return starterTemplateIds.find((templateId) => templateId === id) ?? null;
}

function LoadedBuilder({ formId }: { formId: string }) {
  const { t } = useTranslation('formBuilder');
  const query = useBuilderForm(formId);
  if (query.isPending) return <FullPageSpinner fill="container" />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)) return <NotFound />;
    return <LoadError message={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <FormBuilder form={query.data} />;
}

function NewForm({ kind, template, title }: { kind: FormKind; template: StarterTemplateId | null; title: string | null }) {
  const { t } = useTranslation('formBuilder');
  const navigate = useNavigate();
  const started = useRef(false);
  const create = useMutation({
    mutationFn: () =>
      createForm({ title: title?.trim() || (kind === 'ad_brief' ? t('untitledBrief') : t('untitled')), kind, ...(template ? { template } : {}) }),
    onSuccess: (form) => void navigate(`/form-builder?form=${encodeURIComponent(form.id)}`, { replace: true }),
  });
  useDocumentTitle(t('title'));
  useEffect(() => {
    // Once per visit (StrictMode runs effects twice): a second form is never made.
    if (started.current) return;
    started.current = true;
    create.mutate();
  }, [create]);

  if (create.isError) return <LoadError message={t('createFailed')} error={create.error} onRetry={() => create.mutate()} isRetrying={create.isPending} />;
  return <FullPageSpinner fill="container" />;
}

function NotFound() {
  const { t } = useTranslation('formBuilder');
  useDocumentTitle(t('notFound.title'));
  return (
    <EmptyState icon={FileQuestion} title={t('notFound.title')} description={t('notFound.body')}>
      <Link to="/forms" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {t('notFound.action')}
      </Link>
    </EmptyState>
  );
}

function NoForm() {
  const { t } = useTranslation('formBuilder');
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('title')}</h1>
      <EmptyState icon={FormInput} title={t('noForm.title')} description={t('noForm.body')}>
        <div className="flex flex-wrap justify-center gap-2">
          <Button size="sm" variant="primary" onPress={() => void navigate('/form-builder?new=1&kind=form')}>
            {t('noForm.newForm')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => void navigate('/form-builder?new=1&kind=ad_brief')}>
            {t('noForm.newBrief')}
          </Button>
          <Link to="/forms" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
            {t('noForm.list')}
          </Link>
        </div>
      </EmptyState>
    </div>
  );
}
