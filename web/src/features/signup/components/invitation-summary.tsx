import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';

/** Who invited the person to which company, and as what (both invitation screens). */
export function InvitationSummary({ invitation }: { invitation: InvitationCheckResponse }) {
  const { t } = useTranslation('signup');
  const { t: tc } = useTranslation();
  const company = invitation.companyName;
  return (
    <div className="mt-4 flex items-start gap-3 rounded-xl bg-accent-soft px-4 py-3 text-accent-soft-foreground">
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-medium break-words">
          {invitation.invitedByName ? t('setPassword.invitedBy', { inviter: invitation.invitedByName, company }) : t('setPassword.invited', { company })}
        </p>
        <p className="text-sm">{t('setPassword.role', { role: tc(`roles.${invitation.role}`) })}</p>
      </div>
    </div>
  );
}
