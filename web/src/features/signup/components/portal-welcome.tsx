import { useTranslation } from 'react-i18next';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';
import { AgencyMark } from '../../client-portal/components/agency-mark';

/**
 * The top of /set-password for an invitation to the client portal: the agency's logo (or its
 * initial) and name, a welcome to its portal, and who invited them — instead of the sign-up card's
 * heading and role. Its heading carries the id the card is labelled by.
 */
export function PortalWelcome({ invitation, titleId }: { invitation: InvitationCheckResponse; titleId: string }) {
  const { t } = useTranslation('signup');
  const agency = invitation.companyName;
  return (
    <div className="flex flex-col items-center gap-3 text-center" data-testid="portal-welcome">
      <AgencyMark agency={{ name: agency, logoUrl: invitation.portal?.logoUrl ?? null, brandColor: null }} />
      <p className="text-sm font-medium break-words text-muted">{agency}</p>
      <h1 id={titleId} className="text-2xl font-semibold break-words text-foreground">
        {invitation.portal?.name ? t('portalWelcome.titleNamed', { name: invitation.portal.name }) : t('portalWelcome.title')}
      </h1>
      <p className="text-sm text-muted">
        {invitation.invitedByName ? t('portalWelcome.invitedBy', { inviter: invitation.invitedByName, agency }) : t('portalWelcome.invited', { agency })}
      </p>
    </div>
  );
}
