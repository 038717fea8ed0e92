import { Button, Checkbox, CheckboxGroup, Description, Label, Modal, Switch } from '@heroui/react';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useClientDetail } from '../../clients/api/get-client';
import { useCreativeClientSettings, useSendReviewLinks, useSetCreativeClientSettings } from '../api/creatives-api';

interface ReviewLinkDialogProps {
  companyId: string;
  creative: CreativeDetail;
  onClose: () => void;
}

/**
 * "Beoordelingslink mailen": the client's contacts to mail a link to (each their own, for the
 * newest version, without signing in), and the per-client switch "Klant mag via e-maillink
 * beslissen". Sending is possible only while the creative waits for the client and the switch is
 * on; otherwise the dialog says why.
 */
export function ReviewLinkDialog({ companyId, creative, onClose }: ReviewLinkDialogProps) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const client = useClientDetail(companyId, creative.client.id);
  const settings = useCreativeClientSettings(companyId, creative.client.id, true);
  const setSettings = useSetCreativeClientSettings(companyId, creative.client.id);
  const send = useSendReviewLinks(creative.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const emailDecisions = settings.data?.emailDecisions ?? creative.emailDecisions;
  const waitsForClient = creative.status === 'in_review' && creative.reviewStep === 'client';
  const canSend = waitsForClient && emailDecisions;
  const contacts = client.data?.contacts ?? [];
  const reachable = contacts.filter((contact) => contact.email);
  const clientName = creative.client.name;

  const toggleSetting = (on: boolean) =>
    setSettings.mutate(on, {
      onSuccess: () => toast.success(t('review.link.settingSaved')),
      onError: (cause) => toast.danger(t('review.actions.failed'), { description: errorText(cause) }),
    });

  const submit = () => {
    if (!canSend || send.isPending) return;
    if (chosen.length === 0) {
      setError(t('review.link.pick'));
      return;
    }
    setError(null);
    send.mutate(chosen, {
      onSuccess: ({ sent }) => {
        toast.success(t('review.link.sent', { count: sent }));
        onClose();
      },
      onError: (cause) => setError(errorText(cause)),
    });
  };

  return (
    <DialogFrame onClose={onClose} title={t('review.link.title')} subtitle={creative.name} isDismissable={!send.isPending}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        data-testid="review-link-form"
      >
        <Modal.Body className="flex flex-col gap-5">
          <Switch
            isSelected={emailDecisions}
            onChange={toggleSetting}
            isDisabled={setSettings.isPending || settings.isPending}
            className="items-start"
            data-testid="review-link-setting"
          >
            <Switch.Content className="flex items-start gap-3">
              <Switch.Control className="mt-0.5 shrink-0">
                <Switch.Thumb />
              </Switch.Control>
              <span className="flex flex-col gap-0.5">
                <Label className="text-sm font-medium text-foreground">{t('review.link.setting')}</Label>
                <Description className="text-sm text-muted">{t('review.link.settingHint', { client: clientName })}</Description>
              </span>
            </Switch.Content>
          </Switch>

          {!waitsForClient || !emailDecisions ? (
            <p className="flex items-start gap-2 rounded-xl bg-default px-3 py-2 text-sm text-foreground" data-testid="review-link-why">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{!waitsForClient ? t('review.link.notWaiting') : t('review.link.off', { client: clientName })}</span>
            </p>
          ) : null}

          {client.isPending ? <ListSkeleton rows={2} /> : null}
          {client.isError ? (
            <LoadError message={t('review.link.contactsFailed')} error={client.error} onRetry={() => void client.refetch()} isRetrying={client.isFetching} />
          ) : null}
          {client.data && reachable.length === 0 ? <p className="text-sm text-muted">{t('review.link.noContacts', { client: clientName })}</p> : null}
          {client.data && reachable.length > 0 ? (
            <CheckboxGroup
              value={chosen}
              onChange={(value) => {
                setChosen(value);
                setError(null);
              }}
              isDisabled={!canSend}
              isInvalid={Boolean(error)}
              validationBehavior="aria"
              name="contactIds"
              className="flex flex-col gap-2"
            >
              <Label>{t('review.link.contacts')}</Label>
              <Description>{t('review.link.contactsHint', { version: creative.currentVersion })}</Description>
              {contacts.map((contact) => (
                <Checkbox key={contact.id} value={contact.id} isDisabled={!contact.email} variant="secondary" className="items-start">
                  <Checkbox.Content className="flex items-start gap-2">
                    <Checkbox.Control className="mt-0.5">
                      <Checkbox.Indicator />
                    </Checkbox.Control>
                    <span className="flex min-w-0 flex-col">
                      <Label className="text-sm text-foreground">{contact.name}</Label>
                      <span className="text-xs break-all text-muted">{contact.email ?? t('review.link.noEmail')}</span>
                    </span>
                  </Checkbox.Content>
                </Checkbox>
              ))}
            </CheckboxGroup>
          ) : null}
          <FormAlert message={error} />
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="tertiary" onPress={onClose} isDisabled={send.isPending}>
            {t('review.link.cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={!canSend || send.isPending || reachable.length === 0} data-testid="review-link-send">
            {send.isPending ? t('review.link.sending') : t('review.link.send')}
          </Button>
        </Modal.Footer>
      </form>
    </DialogFrame>
  );
}
