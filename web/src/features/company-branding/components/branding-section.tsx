import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useBranding } from '../api/get-branding';
import { BrandColorCard } from './brand-color-card';
import { LogoCard } from './logo-card';

interface BrandingSectionProps {
  companyId: string | null;
  /** Admins change the logo and colour; marketeers see them. */
  canEdit: boolean;
}

/** Settings → Bedrijf: the agency's logo and brand colour, as the client portal and the mails to clients show them. */
export function BrandingSection({ companyId, canEdit }: BrandingSectionProps) {
  const { t } = useTranslation('security');
  const branding = useBranding(companyId);
  if (branding.isPending) return <ListSkeleton rows={3} />;
  if (branding.isError) {
    return <LoadError message={t('branding.loadFailed')} error={branding.error} onRetry={() => void branding.refetch()} isRetrying={branding.isFetching} />;
  }
  const { agency } = branding.data;
  return (
    <div className="flex flex-col gap-6">
      {canEdit ? null : (
        <p className="flex items-start gap-2 rounded-xl bg-default px-4 py-3 text-sm text-foreground">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span>{t('branding.readOnly')}</span>
        </p>
      )}
      <LogoCard companyId={companyId} agency={agency} canEdit={canEdit} />
      <BrandColorCard companyId={companyId} brandColor={agency.brandColor} canEdit={canEdit} />
    </div>
  );
}
