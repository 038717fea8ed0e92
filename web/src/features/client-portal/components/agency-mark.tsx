import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandButton, normalizeHexColor } from '../../../../../common/rules/contrast';
import type { PortalAgency } from '../../../../../common/schemas/clients';

/** The agency's logo, or (without one, or when it fails to load) its initial on the brand colour. */
export function AgencyMark({ agency }: { agency: PortalAgency }) {
  const { t } = useTranslation('portal');
  const [failed, setFailed] = useState<string | null>(null);
  if (agency.logoUrl && failed !== agency.logoUrl) {
    return (
      <img
        src={agency.logoUrl}
        alt={t('header.agencyLogo', { name: agency.name })}
        onError={() => setFailed(agency.logoUrl)}
        className="h-9 w-auto max-w-20 shrink-0 object-contain sm:h-10 sm:max-w-40"
      />
    );
  }
  const color = agency.brandColor ? normalizeHexColor(agency.brandColor) : null;
  const button = color ? brandButton(color) : null;
  return (
    <span
      aria-hidden="true"
      style={button ? { backgroundColor: button.background, color: button.text } : undefined}
      className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-lg font-semibold ${button ? '' : 'bg-accent text-accent-foreground'}`}
    >
      {agency.name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}
