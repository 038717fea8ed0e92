import { Button, Chip } from '@heroui/react';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SecurityOverviewResponse } from '../../../../../common/schemas/account';
import { SettingsCard } from '../../../components/ui/settings-card';
import { DisableTwoFactorDialog } from './disable-two-factor-dialog';
import { RegenerateCodesDialog } from './regenerate-codes-dialog';
import { TwoFactorSetupDialog } from './two-factor-setup-dialog';

type OpenDialog = 'setup' | 'regenerate' | 'disable' | null;

/** Below this many unused backup codes the card suggests making a new set. */
const lowBackupCodes = 3;

/** Two-factor sign-in: its status, and the dialogs to turn it on or off and renew backup codes. */
export function TwoFactorCard({ overview }: { overview: SecurityOverviewResponse }) {
  const { t } = useTranslation('security');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  /** After turning it on or off the button that opened the dialog is gone: focus the new first action. */
  const closeAndFocusActions = () => {
    setDialog(null);
    window.setTimeout(() => actionsRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus(), 50);
  };
  const { mfaEnabled, backupCodesRemaining, hasPassword } = overview;

  const badge = (
    <Chip size="sm" variant="soft" color={mfaEnabled ? 'success' : 'default'}>
      {mfaEnabled ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
    </Chip>
  );

  return (
    <SettingsCard icon={ShieldCheck} title={t('twoFactor.title')} description={t('twoFactor.description')} badge={badge}>
      {mfaEnabled ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-foreground">{t('twoFactor.onText')}</p>
          <p className="flex items-center gap-2 text-sm text-foreground">
            <KeyRound aria-hidden="true" className="size-4 text-muted" />
            {t('twoFactor.backupRemaining', { count: backupCodesRemaining })}
          </p>
          {backupCodesRemaining < lowBackupCodes ? (
            <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">{t('twoFactor.backupLow')}</p>
          ) : null}
          <div ref={actionsRef} className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => setDialog('regenerate')}>
              {t('twoFactor.newBackupCodes')}
            </Button>
            <Button variant="danger-soft" onPress={() => setDialog('disable')}>
              {t('twoFactor.disable')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-foreground">{t('twoFactor.offText')}</p>
          {hasPassword ? null : <p className="text-sm text-muted">{t('twoFactor.needsPassword')}</p>}
          <div ref={actionsRef}>
            <Button variant="primary" onPress={() => setDialog('setup')} isDisabled={!hasPassword}>
              {t('twoFactor.enable')}
            </Button>
          </div>
        </div>
      )}
      {dialog === 'setup' ? <TwoFactorSetupDialog onClose={close} onDone={closeAndFocusActions} /> : null}
      {dialog === 'regenerate' ? <RegenerateCodesDialog onClose={close} /> : null}
      {dialog === 'disable' ? <DisableTwoFactorDialog onClose={close} onDone={closeAndFocusActions} /> : null}
    </SettingsCard>
  );
}
