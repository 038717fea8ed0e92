import { Modal } from '@heroui/react';
import { Eye, UserLock, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalPreviewResponse } from '../../../../../common/schemas/clients';
import { buttonClass } from '../../../components/ui/button-class';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { smallScreenQuery, useMediaQuery } from '../../../lib/use-media-query';
import { usePortalPreview } from '../api/get-portal-preview';
import type { PortalTabId } from '../portal-tabs';
import { PortalFrame } from './portal-frame';
import { PortalOverview } from './portal-overview';
import { PortalTabNav } from './portal-tab-nav';
import { PortalTabSection } from './portal-tab-section';

interface PortalPreviewDialogProps {
  clientId: string;
  onClose: () => void;
}

/**
 * "Bekijk als klant": the client portal exactly as this client sees it (the portal's own frame and
 * overview, fed with GET /api/clients/:id/portal-preview), read-only, in a large dialog (the whole
 * screen on a phone). Tabs switch inside the preview; nothing in it opens, links or changes data.
 * Open while mounted; Escape or the close button ends it.
 */
export function PortalPreviewDialog({ clientId, onClose }: PortalPreviewDialogProps) {
  const { t } = useTranslation('portal');
  const preview = usePortalPreview(clientId);
  const phone = useMediaQuery(smallScreenQuery);
  const clientName = preview.data?.overview.client.name;

  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()} isDismissable>
      <Modal.Container size={phone ? 'full' : 'cover'} scroll="inside">
        <Modal.Dialog className="gap-0 overflow-hidden p-0" data-testid="portal-preview">
          <div className="flex shrink-0 items-center gap-3 border-b border-border bg-accent-soft px-4 py-3 text-accent-soft-foreground">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            <div className="min-w-0 flex-1">
              <Modal.Heading className="text-base font-semibold break-words">
                {clientName ? t('preview.banner', { client: clientName }) : t('preview.title')}
              </Modal.Heading>
              <p className="text-sm">{t('preview.readOnly')}</p>
            </div>
            <button type="button" onClick={onClose} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}>
              <X aria-hidden="true" />
              <span className="hidden sm:inline">{t('preview.close')}</span>
              <span className="sr-only sm:hidden">{t('preview.close')}</span>
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto bg-background">
            {preview.isPending ? (
              <div className="p-4 sm:p-6">
                <ListSkeleton rows={4} />
              </div>
            ) : preview.isError ? (
              <div className="p-4 sm:p-6">
                <LoadError message={t('preview.loadFailed')} error={preview.error} onRetry={() => void preview.refetch()} isRetrying={preview.isFetching} />
              </div>
            ) : (
              <PreviewPortal data={preview.data} />
            )}
          </div>
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}

/** The portal's frame and sections with the preview's data; the tab is local state, not the URL. */
function PreviewPortal({ data }: { data: PortalPreviewResponse }) {
  const { t } = useTranslation('portal');
  const [tab, setTab] = useState<PortalTabId>('overview');
  const { agency } = data.me;
  return (
    <PortalFrame
      variant="preview"
      agency={agency}
      clientName={data.overview.client.name}
      nav={<PortalTabNav activeTab={tab} onSelect={setTab} />}
      title={t(`tabs.${tab}`)}
    >
      {tab === 'overview' ? (
        <PortalOverview overview={data.overview} agencyName={agency.name} hrefFor={null} headingLevel={3} />
      ) : tab === 'settings' ? (
        <EmptyState icon={UserLock} title={t('preview.settingsTitle')} description={t('preview.settingsDescription')} />
      ) : (
        <PortalTabSection tab={tab} companyId={null} clientId={data.overview.client.id} agencyName={agency.name} keptClientId={null} preview />
      )}
    </PortalFrame>
  );
}
