import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { CurrentPasswordStep } from './current-password-step';

/** Turning two-factor sign-in off, confirmed with the current password. */
export function DisableTwoFactorDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('security');
  const disable = useDisableTwoFactor();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  return (
    <DialogFrame isDirty={dirty} onClose={onClose} title={t('disable.title')} isDismissable={!busy}>
      <CurrentPasswordStep
        intro={t('disable.intro')}
        submitLabel={t('disable.submit')}
        submitVariant="danger"
        onSubmit={async (currentPassword) => {
          await disable.mutateAsync({ currentPassword });
          toast.success(t('twoFactor.disabledToast'));
          onDone();
        }}
        onCancel={onClose}
        onBusyChange={setBusy}
        onDirtyChange={setDirty}
      />
    </DialogFrame>
  );
}
