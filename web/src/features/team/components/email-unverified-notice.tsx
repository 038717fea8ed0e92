import { Button } from '@heroui/react';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/use-error-text';
import { useResendEmailConfirmation } from '../../email-confirmation/api/resend-email-confirmation';

/**
 * Above the invite form while the admin's own address is not proven: inviting waits for the link
 * in the mail "Bevestig je e-mailadres", which can be sent again from here.
 */
export function EmailUnverifiedNotice() {
  const { t } = useTranslation('security');
  const errorText = useErrorText();
  const resend = useResendEmailConfirmation();
  const busy = resend.isPending;
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl bg-warning-soft px-3 py-3 text-sm text-warning-soft-foreground">
      <p className="flex items-start gap-2 font-medium">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('team.unverified.notice')}</span>
      </p>
      <div aria-live="polite">{resend.isSuccess ? <p>{t('team.unverified.sent', { email: resend.data.email })}</p> : null}</div>
      {resend.isError ? <p role="alert">{errorText(resend.error)}</p> : null}
      <div>
        <Button size="sm" variant="secondary" isDisabled={busy} onPress={() => resend.mutate()}>
          {busy ? t('team.unverified.busy') : t('team.unverified.resend')}
        </Button>
      </div>
    </div>
  );
}
