import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { FormSubmissions } from '../submissions/form-submissions';
import { FormsOverview } from './forms-overview';
import { formsViewOf } from './forms-view';
import { useLiveForms } from './use-live-forms';

interface FormsScreenProps {
  companyId: string | null;
  viewerId: string;
  /** Deleting a colleague's note is for admins. */
  isAdmin: boolean;
}

/** /forms: the company's forms, or one form's submissions (`?form=<id>`, one opened with `&submission=<id>`). */
export function FormsScreen({ companyId, viewerId, isAdmin }: FormsScreenProps) {
  const { t, ready } = useTranslation('forms');
  const { t: te } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const view = formsViewOf(searchParams);
  useLiveForms(companyId, viewerId);

  if (!ready) return <ListSkeleton rows={4} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <EmptyState icon={FileText} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }
  return (
    <div className={`mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6 ${view.submissionId ? 'lg:pr-[30rem]' : ''}`}>
      {view.formId ? (
        <FormSubmissions key={view.formId} companyId={companyId} formId={view.formId} submissionId={view.submissionId} viewerId={viewerId} isAdmin={isAdmin} />
      ) : (
        <FormsOverview companyId={companyId} />
      )}
    </div>
  );
}
