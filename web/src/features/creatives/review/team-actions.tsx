import { Button, Dropdown, Label } from '@heroui/react';
import { Mail, MoreHorizontal, Rocket, Send, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { mayGoLive, maySendToReview } from '../../../../../common/rules/creative-review';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreativeLive, useSendCreativeToReview } from '../api/creatives-api';
import { NewCreativeDialog } from '../upload/new-creative-dialog';
import { DeleteCreativeDialog } from './delete-creative-dialog';
import { searchWithReview } from './review-params';
import { ReviewLinkDialog } from './review-link-dialog';

type Dialog = 'version' | 'link' | 'delete' | null;
type MenuAction = 'link' | 'delete';

interface TeamActionsProps {
  companyId: string;
  creative: CreativeDetail;
  backHref: string;
}

/**
 * The team's actions on a creative: "Naar review sturen" (from concept, wijzigingen gevraagd or
 * afgewezen), "Live zetten" (goedgekeurd), "Nieuwe versie", and in the menu "Beoordelingslink
 * mailen" and "Verwijderen".
 */
export function TeamActions({ companyId, creative, backHref }: TeamActionsProps) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const send = useSendCreativeToReview(companyId);
  const live = useCreativeLive(companyId);
  const [dialog, setDialog] = useState<Dialog>(null);

  const sendToReview = () =>
    send.mutate(creative.id, {
      onSuccess: (done) =>
        toast.success(t('review.actions.sent'), {
          description: done?.reviewStep === 'client' ? t('review.actions.sentClient') : t('review.actions.sentInternal'),
        }),
      onError: (error) => toast.danger(t('review.actions.failed'), { description: errorText(error) }),
    });
  const goLive = () =>
    live.mutate(creative.id, {
      onSuccess: () => toast.success(t('review.actions.wentLive')),
      onError: (error) => toast.danger(t('review.actions.failed'), { description: errorText(error) }),
    });

  return (
    <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto" data-testid="creative-actions">
      {maySendToReview(creative.status) ? (
        <Button variant="primary" onPress={sendToReview} isDisabled={send.isPending} data-testid="creative-send-review">
          <Send aria-hidden="true" />
          {send.isPending ? t('review.actions.busy') : t('review.actions.send')}
        </Button>
      ) : null}
      {mayGoLive(creative.status) ? (
        <Button variant="primary" onPress={goLive} isDisabled={live.isPending} data-testid="creative-go-live">
          <Rocket aria-hidden="true" />
          {live.isPending ? t('review.actions.busy') : t('review.actions.live')}
        </Button>
      ) : null}
      <Button variant="secondary" onPress={() => setDialog('version')} data-testid="creative-new-version">
        <Upload aria-hidden="true" />
        {t('review.actions.newVersion')}
      </Button>
      <Dropdown>
        <Button
          variant="secondary"
          isIconOnly
          aria-label={t('review.actions.label', { name: creative.name })}
          className="size-10 min-w-10"
          data-testid="creative-more"
        >
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
        <Dropdown.Popover placement="bottom end">
          <Dropdown.Menu onAction={(key) => setDialog(key as MenuAction)} aria-label={t('review.actions.label', { name: creative.name })}>
            <Dropdown.Item id="link" textValue={t('review.actions.mailLink')}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <Label>{t('review.actions.mailLink')}</Label>
            </Dropdown.Item>
            <Dropdown.Item id="delete" textValue={t('review.actions.delete')} variant="danger">
              <Trash2 aria-hidden="true" className="size-4 shrink-0" />
              <Label>{t('review.actions.delete')}</Label>
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown.Popover>
      </Dropdown>

      {dialog === 'version' ? (
        <NewCreativeDialog
          companyId={companyId}
          creative={{ id: creative.id, name: creative.name, currentVersion: creative.currentVersion }}
          onClose={() => setDialog(null)}
          onDone={(done) => {
            setDialog(null);
            toast.success(t('review.actions.versionAdded', { version: done.currentVersion }));
            // The newest version, on Beoordelen.
            const search = searchWithReview(new URLSearchParams(window.location.search), { version: null, comment: null, tab: 'review' });
            void navigate({ search: `?${search.toString()}` });
          }}
        />
      ) : null}
      {dialog === 'link' ? <ReviewLinkDialog companyId={companyId} creative={creative} onClose={() => setDialog(null)} /> : null}
      {dialog === 'delete' ? (
        <DeleteCreativeDialog companyId={companyId} creative={creative} onClose={() => setDialog(null)} onDeleted={() => void navigate(backHref)} />
      ) : null}
    </div>
  );
}
