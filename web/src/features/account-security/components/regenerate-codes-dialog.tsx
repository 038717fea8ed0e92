import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes';
import { BackupCodesStep } from './backup-codes-step';
import { CurrentPasswordStep } from './current-password-step';

/** New backup codes: the current password, then the new set, shown once. */
export function RegenerateCodesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('security');
  const regenerate = useRegenerateBackupCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  return (
    <DialogFrame
      isDirty={dirty && codes === null}
      onClose={onClose}
      title={codes ? t('backupCodes.title') : t('regenerate.title')}
      isDismissable={!busy && codes === null}
    >
      {codes ? (
        <BackupCodesStep codes={codes} onDone={onClose} />
      ) : (
        <CurrentPasswordStep
          intro={t('regenerate.intro')}
          submitLabel={t('regenerate.submit')}
          onSubmit={async (currentPassword) => {
            const result = await regenerate.mutateAsync({ currentPassword });
            setCodes(result.backupCodes);
          }}
          onCancel={onClose}
          onBusyChange={setBusy}
          onDirtyChange={setDirty}
        />
      )}
    </DialogFrame>
  );
}
