/**
 * The portal's Creatives (issue 36; /clientportal/creatives): what waits for the client's decision
 * first, then the other creatives shared with them; `?creative=<id>` opens one in the review (the
 * link of the review's mail and of the inbox). Follows the portal's live channel: `portal.changed`
 * (a version shared, a comment, a decision) reads the creatives again. The team's "Bekijk als
 * klant" (`preview`) shows the same as the client sees it, read-only, a creative opened in place.
 */
import { Button } from '@heroui/react';
import { Hourglass, Palette } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CreativeListItem } from '../../../../../common/schemas/creatives';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { channelName } from '../../../lib/realtime/protocol';
import { useLiveRefetch } from '../../../lib/realtime/use-live-refetch';
import type { PortalTabProps } from '../../client-portal/portal-tab-registry';
import { type CreativeListFilters, type CreativeReader, creativesKey, useCreativeList } from '../api/creatives-api';
import { CreativeItem } from '../overview/creative-item';
import { CreativeReview } from '../review/creative-review';

const portalEvents = new Set(['portal.changed']);

/** The address of the portal's creatives of this client, or of one of them. */
export function portalCreativesHref(clientId: string, creativeId?: string): string {
  const search = new URLSearchParams({ client: clientId });
  if (creativeId) search.set('creative', creativeId);
  return `/clientportal/creatives?${search.toString()}`;
}

export function PortalCreativesTab({ companyId, clientId, preview }: PortalTabProps) {
  if (preview) return <PreviewCreatives clientId={clientId} />;
  return <ClientCreatives companyId={companyId} clientId={clientId} />;
}

function ClientCreatives({ companyId, clientId }: { companyId: string | null; clientId: string }) {
  const { t } = useTranslation('creatives');
  const [searchParams] = useSearchParams();
  const creativeId = searchParams.get('creative');
  useLiveRefetch(companyId ? channelName('portal', companyId) : null, portalEvents, creativesKey(companyId));

  if (!companyId) return <EmptyState icon={Palette} title={t('portal.emptyTitle')} description={t('portal.empty')} />;
  if (creativeId) {
    return <CreativeReview key={creativeId} companyId={companyId} creativeId={creativeId} side="client" backHref={portalCreativesHref(clientId)} />;
  }
  return <PortalCreativeList reader={companyId} clientId={clientId} />;
}

/** "Bekijk als klant": the client's creatives as they see them; a creative opens in place (the preview has no address). */
function PreviewCreatives({ clientId }: { clientId: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  if (openId) return <CreativeReview key={openId} creativeId={openId} side="preview" previewOf={clientId} onBack={() => setOpenId(null)} />;
  return <PortalCreativeList reader={{ previewOf: clientId }} clientId={clientId} onOpen={setOpenId} />;
}

const filtersOf = (clientId: string, status: CreativeListFilters['status']): CreativeListFilters => ({ q: '', clientId, status, due: null, marketeer: null });

interface PortalCreativeListProps {
  reader: CreativeReader;
  clientId: string;
  /** The preview opens a creative in place, not through its address. */
  onOpen?: (creativeId: string) => void;
}

function PortalCreativeList({ reader, clientId, onOpen }: PortalCreativeListProps) {
  const { t } = useTranslation('creatives');
  const inReview = useCreativeList(reader, filtersOf(clientId, 'in_review'));
  const all = useCreativeList(reader, filtersOf(clientId, null));

  if (all.isPending || inReview.isPending) return <ListSkeleton rows={3} />;
  if (all.isError) return <LoadError message={t('portal.loadFailed')} error={all.error} onRetry={() => void all.refetch()} isRetrying={all.isFetching} />;

  const waiting = (inReview.data?.pages.flatMap((page) => page.creatives) ?? []).filter((creative) => creative.reviewStep === 'client');
  const waitingIds = new Set(waiting.map((creative) => creative.id));
  const others = all.data.pages.flatMap((page) => page.creatives).filter((creative) => !waitingIds.has(creative.id));
  if (waiting.length === 0 && others.length === 0) return <EmptyState icon={Palette} title={t('portal.emptyTitle')} description={t('portal.empty')} />;

  const grid = (creatives: CreativeListItem[], testId: string) => (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid={testId}>
      {creatives.map((creative) => (
        <CreativeItem
          key={creative.id}
          creative={creative}
          layout="grid"
          open={onOpen ? () => onOpen(creative.id) : portalCreativesHref(clientId, creative.id)}
        />
      ))}
    </ul>
  );

  return (
    <div className="flex flex-col gap-6" data-testid="portal-creatives">
      <section aria-labelledby="portal-creatives-waiting" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
        <div className="flex flex-col gap-1">
          <h2 id="portal-creatives-waiting" className="flex items-center gap-2 text-lg font-semibold text-foreground">
            <Hourglass aria-hidden="true" className="size-5 shrink-0 text-(--portal-accent)" />
            {t('portal.waiting')}
            {waiting.length > 0 ? <span className="text-sm font-normal text-muted tabular-nums">({waiting.length})</span> : null}
          </h2>
          <p className="text-sm text-muted">{waiting.length > 0 ? t('portal.waitingIntro') : t('portal.nothingWaiting')}</p>
        </div>
        {waiting.length > 0 ? grid(waiting, 'portal-creatives-waiting') : null}
      </section>
      {others.length > 0 ? (
        <section aria-labelledby="portal-creatives-others" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
          <h2 id="portal-creatives-others" className="flex items-center gap-2 text-lg font-semibold text-foreground">
            <Palette aria-hidden="true" className="size-5 shrink-0 text-(--portal-accent)" />
            {t('portal.others')}
          </h2>
          {grid(others, 'portal-creatives-others')}
          {all.hasNextPage ? (
            <Button variant="secondary" className="self-center" onPress={() => void all.fetchNextPage()} isDisabled={all.isFetchingNextPage}>
              {all.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
            </Button>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
