/**
 * The portal's Formulieren (issue 35; /clientportal/forms): the forms sent to the client with their
 * deadline countdown and state; `?form=<formId>` opens one (the link of the send's mail and of the
 * inbox). The team's "Bekijk als klant" shows the same, read-only (`preview`).
 */
import { ArrowLeft, ChevronRight, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { type PortalFormItem, usePortalForms } from '../api/portal-forms';
import { portalHref } from '../portal-client';
import type { PortalTabProps } from '../portal-tab-registry';
import { DeadlineBadge, StateBadge } from './portal-form-badges';
import { PortalFormFill } from './portal-form-fill';

export function PortalFormsTab({ companyId, clientId, agencyName, keptClientId, preview }: PortalTabProps) {
  const { t } = useTranslation('formFill');
  const [searchParams] = useSearchParams();
  const forms = usePortalForms(companyId, clientId, preview);
  // The preview has no address of its own: the form open in it is its own state.
  const [previewFormId, setPreviewFormId] = useState<string | null>(null);
  const onOpenForm = preview ? setPreviewFormId : undefined;
  const formId = preview ? previewFormId : searchParams.get('form');

  if (forms.isPending) return <ListSkeleton rows={3} />;
  if (forms.isError)
    return <LoadError message={t('portal.loadFailed')} error={forms.error} onRetry={() => void forms.refetch()} isRetrying={forms.isFetching} />;

  const hrefOf = (id: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (id) params.set('form', id);
    else params.delete('form');
    const query = params.toString();
    return portalHref(`/clientportal/forms${query ? `?${query}` : ''}`, keptClientId);
  };
  const backLink = onOpenForm ? (
    <button type="button" onClick={() => onOpenForm(null)} className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })}>
      <ArrowLeft aria-hidden="true" />
      {t('portal.back')}
    </button>
  ) : (
    <Link to={hrefOf(null)} className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })} data-testid="forms-back">
      <ArrowLeft aria-hidden="true" />
      {t('portal.back')}
    </Link>
  );

  const open = formId ? forms.data.forms.find((item) => item.formId === formId || item.assignmentId === formId) : undefined;
  if (formId) {
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        {open ? (
          <PortalFormFill key={open.assignmentId} companyId={companyId} clientId={clientId} item={open} agencyName={agencyName} preview={preview} />
        ) : (
          <EmptyState icon={ClipboardList} title={t('portal.gone')} description={t('portal.empty', { agency: agencyName })} />
        )}
      </div>
    );
  }

  if (forms.data.forms.length === 0) {
    return <EmptyState icon={ClipboardList} title={t('portal.emptyTitle')} description={t('portal.empty', { agency: agencyName })} />;
  }

  return (
    <section aria-labelledby="portal-forms-title" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id="portal-forms-title" className="flex items-center gap-2 text-lg font-semibold text-foreground">
          <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-(--portal-accent)" />
          {t('portal.title')}
        </h2>
        <p className="text-sm text-muted">{t('portal.intro', { agency: agencyName })}</p>
      </div>
      <ul className="flex flex-col gap-2" data-testid="portal-forms">
        {forms.data.forms.map((item) => (
          <FormRow key={item.assignmentId} item={item} href={hrefOf(item.formId)} onOpen={onOpenForm ? () => onOpenForm(item.formId) : undefined} />
        ))}
      </ul>
    </section>
  );
}

function FormRow({ item, href, onOpen }: { item: PortalFormItem; href: string; onOpen: (() => void) | undefined }) {
  const { t } = useTranslation('formFill');
  const action = item.state === 'submitted' ? 'view' : item.state === 'draft' ? 'continue' : 'open';
  const body = (
    <>
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-foreground">{item.title}</span>
          {item.kind === 'ad_brief' ? <span className="rounded-full bg-default px-2 py-0.5 text-xs text-muted">{t('portal.adBrief')}</span> : null}
        </span>
        {item.description ? <span className="line-clamp-2 text-sm text-muted">{item.description}</span> : null}
        <span className="flex flex-wrap items-center gap-2">
          <StateBadge state={item.state} />
          <DeadlineBadge deadline={item.deadline} state={item.state} />
        </span>
      </span>
      <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-foreground">
        <span className="hidden sm:inline">{t(`portal.actions.${action}`)}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-(--portal-accent)" />
      </span>
    </>
  );
  const className =
    'flex w-full items-center gap-3 rounded-xl border border-border p-3 text-left outline-none hover:bg-default/50 focus-visible:ring-2 focus-visible:ring-focus sm:p-4';
  return (
    <li data-testid="portal-form-row" data-form-id={item.formId}>
      {onOpen ? (
        <button type="button" className={className} onClick={onOpen}>
          {body}
        </button>
      ) : (
        <Link to={href} className={className}>
          {body}
        </Link>
      )}
    </li>
  );
}
