import { Button } from '@heroui/react';
import { ArrowLeft, Download, Pencil, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SearchInput } from '../../../components/ui/search-input';
import { isApiError } from '../../../lib/api-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { choiceFilter, textFilter, type UrlFilterFields, useUrlFilters } from '../../../lib/use-url-filters';
import { useFormDetail } from '../list/api/forms-api';
import { type SubmissionStatus, submissionStatusValues } from '../../../../../common/form-constants';
import { FormKindBadge } from '../list/form-kind-badge';
import { FormStatusChip } from '../list/form-status-chip';
import { builderHref, csvFileName, formsHref, submissionsCsvHref } from '../list/forms-view';
import { SegmentedFilter } from '../list/segmented-filter';
import { SendFormDialog } from '../list/send-form-dialog';
import { SubmissionDetailPanel } from './submission-detail-panel';
import { SubmissionList } from './submission-list';

type StatusFilter = SubmissionStatus | 'all';
const submissionFields: UrlFilterFields<{ search: string; status: StatusFilter }> = {
  search: textFilter('q'),
  status: choiceFilter('status', ['all', ...submissionStatusValues], 'all'),
};

interface FormSubmissionsProps {
  companyId: string;
  formId: string;
  submissionId: string | null;
  viewerId: string;
  isAdmin: boolean;
}

/**
 * One form's submissions (`/forms?form=<id>`): the form's name, status and kind with Bewerken,
 * Versturen naar klanten and Exporteren (CSV); the status filter and the search; the list; an
 * opened submission (`&submission=<id>`) beside it (full screen on a phone).
 */
export function FormSubmissions({ companyId, formId, submissionId, viewerId, isAdmin }: FormSubmissionsProps) {
  const { t } = useTranslation('forms');
  const navigate = useNavigate();
  const form = useFormDetail(companyId, formId);
  const [{ search, status }, setFilters] = useUrlFilters(submissionFields);
  const q = useDebouncedValue(search.trim(), 300);
  const [sending, setSending] = useState(false);
  useDocumentTitle(form.data ? `${form.data.title} · ${t('title')}` : t('title'));

  const back = (
    <Link to={formsHref()} className={`${buttonClass({ variant: 'ghost', size: 'sm' })} self-start`}>
      <ArrowLeft aria-hidden="true" />
      {t('submissions.back')}
    </Link>
  );

  if (form.isPending) return <ListSkeleton rows={4} />;
  if (form.isError) {
    const gone = isApiError(form.error) && (form.error.status === 404 || form.error.status === 403);
    return (
      <div className="flex flex-col gap-4">
        {back}
        {gone ? (
          <p role="alert" className="rounded-xl bg-default/60 px-3 py-4 text-sm text-muted" data-testid="form-gone">
            {t('submissions.formGone')}
          </p>
        ) : (
          <LoadError message={t('submissions.loadFormFailed')} error={form.error} onRetry={() => void form.refetch()} isRetrying={form.isFetching} />
        )}
      </div>
    );
  }

  const detail = form.data;
  const published = detail.status === 'published';
  return (
    <>
      {back}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground" data-testid="form-title">
            {detail.title}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <FormStatusChip status={detail.status} />
            <FormKindBadge kind={detail.kind} />
            {detail.currentVersion ? <span className="text-xs text-muted">{t('list.version', { version: detail.currentVersion })}</span> : null}
          </div>
          {detail.description ? <p className="mt-2 max-w-2xl text-sm text-muted">{detail.description}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {detail.status !== 'archived' ? (
            <Button size="sm" variant="tertiary" onPress={() => void navigate(builderHref(detail.id))}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('actions.edit')}
            </Button>
          ) : null}
          {published ? (
            <Button size="sm" variant="secondary" onPress={() => setSending(true)} data-testid="send-form-button">
              <Send aria-hidden="true" className="size-4" />
              {t('actions.send')}
            </Button>
          ) : null}
          {/* A plain download: the server streams the file, nothing is buffered here. */}
          <a
            href={submissionsCsvHref(detail.id)}
            download={csvFileName(detail.title)}
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            title={t('submissions.exportHint')}
            data-testid="export-csv"
          >
            <Download aria-hidden="true" />
            {t('submissions.export')}
          </a>
        </div>
      </header>
      <section aria-label={t('filters.label')} className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SegmentedFilter
          label={t('submissions.statusFilter')}
          value={status}
          options={[{ id: 'all' as const, label: t('submissions.all') }, ...submissionStatusValues.map((id) => ({ id, label: t(`submissionStatus.${id}`) }))]}
          onChange={(value) => setFilters({ status: value })}
        />
        <div className="w-full sm:max-w-xs">
          <SearchInput
            label={t('submissions.search')}
            value={search}
            onChange={(value) => setFilters({ search: value })}
            placeholder={t('submissions.searchPlaceholder')}
          />
        </div>
      </section>
      <SubmissionList
        companyId={companyId}
        form={detail}
        filters={{ status, q }}
        searching={search.trim() !== q}
        openId={submissionId}
        onReset={() => setFilters({ search: '', status: 'all' })}
        onSend={() => setSending(true)}
      />
      {submissionId ? (
        <SubmissionDetailPanel key={submissionId} companyId={companyId} formId={formId} submissionId={submissionId} viewerId={viewerId} isAdmin={isAdmin} />
      ) : null}
      {sending ? <SendFormDialog companyId={companyId} formId={detail.id} title={detail.title} onClose={() => setSending(false)} /> : null}
    </>
  );
}
