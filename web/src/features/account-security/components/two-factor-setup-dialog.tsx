import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '../../../../../common/schemas/account';
import { toast } from '../../../lib/toast';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup';
import { BackupCodesStep } from './backup-codes-step';
import { CurrentPasswordStep } from './current-password-step';
import { ScanStep } from './scan-step';

type Step = { name: 'password' } | { name: 'scan'; setup: TwoFactorSetupResponse } | { name: 'codes'; codes: string[] };

const stepNumber = { password: 1, scan: 2, codes: 3 } as const;

/**
 * Enabling two-factor sign-in in three steps: the current password, the QR code with a code
 * from the app, then the backup codes (shown once; the dialog only closes once they are saved).
 */
export function TwoFactorSetupDialog({ onClose, onDone }: { onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('security');
  const startSetup = useStartTwoFactorSetup();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  const titles = { password: t('setup.passwordTitle'), scan: t('setup.scanTitle'), codes: t('backupCodes.title') };

  const finish = () => {
    toast.success(t('twoFactor.enabledToast'));
    onDone();
  };

  return (
    <DialogFrame
      isDirty={dirty && step.name !== 'codes'}
      onClose={onClose}
      title={titles[step.name]}
      subtitle={t('setup.stepOf', { step: stepNumber[step.name], total: 3 })}
      isDismissable={!busy && step.name !== 'codes'}
    >
      {step.name === 'password' ? (
        <CurrentPasswordStep
          intro={t('setup.passwordIntro')}
          submitLabel={t('setup.continue')}
          onSubmit={async (currentPassword) => {
            const setup = await startSetup.mutateAsync({ currentPassword });
            // The password has done its work: nothing typed in the next step yet.
            setDirty(false);
            setStep({ name: 'scan', setup });
          }}
          onCancel={onClose}
          onBusyChange={setBusy}
          onDirtyChange={setDirty}
        />
      ) : null}
      {step.name === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onEnabled={(codes) => setStep({ name: 'codes', codes })}
          onCancel={onClose}
          onBusyChange={setBusy}
          onDirtyChange={setDirty}
        />
      ) : null}
      {step.name === 'codes' ? <BackupCodesStep codes={step.codes} onDone={finish} /> : null}
    </DialogFrame>
  );
}
