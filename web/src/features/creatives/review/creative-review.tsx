import { Tabs } from '@heroui/react';
import { ArrowLeft, Columns2, History, MessageSquareText, Palette, Smartphone } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-class';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type CreativeReader, useCreativeDetail } from '../api/creatives-api';
import { AdPreviewTab } from './ad-preview-tab';
import { CompareTab } from './compare-tab';
import { HistoryTab } from './history-tab';
import { ReviewHeader } from './review-header';
import { type ReviewTab, shownVersion } from './review-params';
import { ReviewTabPanel } from './review-tab';
import { TeamActions } from './team-actions';
import { useReviewParams } from './use-review-params';

export type CreativeReviewProps = { creativeId: string } & (
  | {
      /** The team (/creatives) or a client's portal user (/clientportal/creatives): the server decides what each may do; this hides the rest. */
      side: 'team' | 'client';
      companyId: string;
      /** Where "Alle creatives" leads (the list, with its filters or the portal's client). */
      backHref: string;
    }
  | {
      /** "Bekijk als klant": the client's view, read by the team — read-only, in place (no address of its own). */
      side: 'preview';
      /** The client previewed. */
      previewOf: string;
      onBack: () => void;
    }
);

const tabIcons = { review: MessageSquareText, compare: Columns2, preview: Smartphone, history: History } as const;

/**
 * One creative opened for review: its header (name, client and campaign, status, the version
 * picker and, for the team, its actions) and the tabs Beoordelen (the viewer with annotations,
 * the comments and the decision), Vergelijken (two versions), Advertentievoorbeeld and
 * Geschiedenis. The version, the tab and a linked comment live in the address (in "Bekijk als
 * klant", in the review's own state: it has no address, and nothing in it changes data).
 */
export function CreativeReview(props: CreativeReviewProps) {
  const { creativeId, side } = props;
  const { t } = useTranslation('creatives');
  const readerId = props.side === 'preview' ? props.previewOf : props.companyId;
  // One object per client previewed: the linked comment's search depends on it.
  const reader: CreativeReader = useMemo(() => (side === 'preview' ? { previewOf: readerId } : readerId), [side, readerId]);
  const detail = useCreativeDetail(reader, creativeId);
  const { params, goWith } = useReviewParams(side === 'preview');
  // The portal names its own tab in the title.
  useDocumentTitle(side === 'team' ? (detail.data?.name ?? t('title')) : undefined);

  const backClass = buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' });
  const back = (
    <>
      <ArrowLeft aria-hidden="true" />
      {t('review.back')}
    </>
  );
  const backLink =
    props.side === 'preview' ? (
      <button type="button" onClick={props.onBack} className={backClass} data-testid="creative-back">
        {back}
      </button>
    ) : (
      <Link to={props.backHref} className={backClass} data-testid="creative-back">
        {back}
      </Link>
    );

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        {backLink}
        <p className="sr-only" role="status">
          {t('review.loading')}
        </p>
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (detail.isError) {
    const gone = isApiError(detail.error) && detail.error.code === 'NOT_FOUND';
    return (
      <div className="flex flex-col gap-4">
        {backLink}
        {gone ? (
          <EmptyState icon={Palette} title={t('review.notFoundTitle')} description={t('review.notFoundBody')} />
        ) : (
          <LoadError message={t('review.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        )}
      </div>
    );
  }

  const creative = detail.data;
  const version = shownVersion(params.version, creative.versions, creative.currentVersion);
  const canCompare = creative.versions.length >= 2;
  const tab: ReviewTab = params.tab === 'compare' && !canCompare ? 'review' : params.tab;
  const tabs = (['review', 'compare', 'preview', 'history'] as const).filter((id) => id !== 'compare' || canCompare);

  const go = goWith(creative.currentVersion);
  const actions = props.side === 'team' ? <TeamActions companyId={props.companyId} creative={creative} backHref={props.backHref} /> : null;

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="creative-review" data-creative-id={creative.id} data-side={side}>
      {backLink}
      <ReviewHeader creative={creative} side={side} version={version} onVersion={(next) => go({ version: next, comment: null })} actions={actions} />
      <Tabs selectedKey={tab} onSelectionChange={(key) => go({ tab: key as ReviewTab })}>
        {/* Two rows of two on a phone: a scrolling row would hide the chosen tab. */}
        <Tabs.ListContainer className="w-full sm:w-fit">
          <Tabs.List aria-label={t('review.tabs.label')} className="grid w-full grid-cols-2 sm:flex sm:w-fit" data-testid="review-tabs">
            {tabs.map((id) => {
              const Icon = tabIcons[id];
              return (
                <Tabs.Tab key={id} id={id} className={`gap-2 sm:px-6 ${tabs.length % 2 === 1 ? 'last:col-span-2' : ''}`}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {id === 'preview' ? (
                    <>
                      <span className="truncate sm:hidden">{t('review.tabs.previewShort')}</span>
                      <span className="hidden sm:inline">{t('review.tabs.preview')}</span>
                    </>
                  ) : (
                    <span className="truncate">{t(`review.tabs.${id}`)}</span>
                  )}
                  <Tabs.Indicator />
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
        </Tabs.ListContainer>
        <Tabs.Panel id="review" className="px-0 pt-4 pb-0">
          <ReviewTabPanel
            key={version}
            reader={reader}
            creative={creative}
            side={side}
            version={version}
            linkedCommentId={params.comment}
            askedVersion={params.version}
            onGo={go}
          />
        </Tabs.Panel>
        {canCompare ? (
          <Tabs.Panel id="compare" className="px-0 pt-4 pb-0">
            <CompareTab creative={creative} />
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel id="preview" className="px-0 pt-4 pb-0">
          <AdPreviewTab companyId={props.side === 'preview' ? null : props.companyId} creative={creative} side={side} version={version} />
        </Tabs.Panel>
        <Tabs.Panel id="history" className="px-0 pt-4 pb-0">
          <HistoryTab creative={creative} side={side} onOpenVersion={(next) => go({ version: next, comment: null, tab: 'review' })} />
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
