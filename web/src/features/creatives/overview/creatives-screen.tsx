import { Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useLiveCreatives } from '../api/use-live-creatives';
import { ResumedCreativeDialog } from '../imports/resumed-creative-dialog';
import { CreativeReview } from '../review/creative-review';
import { CreativesOverview } from './creatives-overview';

/**
 * /creatives: the company's creatives, or one opened for review (`?creative=<id>`, a version with
 * `&version=n`, a comment with `&comment=<id>`). Back from connecting Canva or Google Drive
 * (`?import=canva|drive`) the new creative's or version's dialog opens again as it was.
 */
export function CreativesScreen({ companyId }: { companyId: string | null }) {
  const { t, ready } = useTranslation('creatives');
  const { t: te } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const creativeId = searchParams.get('creative');
  useLiveCreatives(companyId);

  if (!ready) return <ListSkeleton rows={4} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <EmptyState icon={Palette} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-6">
      {creativeId ? (
        <CreativeReview key={creativeId} companyId={companyId} creativeId={creativeId} side="team" backHref="/creatives" />
      ) : (
        <CreativesOverview companyId={companyId} />
      )}
      <ResumedCreativeDialog companyId={companyId} />
    </div>
  );
}
