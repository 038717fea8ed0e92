import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalAgency } from '../../../../../common/schemas/clients';
import { buttonClass } from '../../../components/ui/button-class';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SettingsCard } from '../../../components/ui/settings-card';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteLogo } from '../api/delete-logo';
import { useUploadLogo } from '../api/upload-logo';
import { logoAccept, logoFileProblem } from '../branding-rules';

interface LogoCardProps {
  companyId: string | null;
  agency: PortalAgency;
  canEdit: boolean;
}

/** Settings → Bedrijf → Logo: the current logo, upload a new one (admins), remove it after a confirmation. */
export function LogoCard({ companyId, agency, canEdit }: LogoCardProps) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const upload = useUploadLogo(companyId);
  const remove = useDeleteLogo(companyId);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) fires a change again.
    event.target.value = '';
    if (!file) return;
    const problem = logoFileProblem(file);
    if (problem) return setError(te(`codes.${problem}`));
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success(t('branding.logo.uploadedToast')),
      onError: (cause) => setError(errorText(cause)),
    });
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setError(null);
        toast.success(t('branding.logo.removedToast'));
      },
      onError: (cause) => {
        setConfirming(false);
        setError(errorText(cause));
      },
    });

  return (
    <SettingsCard icon={ImageUp} title={t('branding.logo.title')} description={t('branding.logo.description')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-24 w-full shrink-0 items-center justify-center rounded-xl border border-dashed border-border bg-background p-3 sm:w-48">
          {agency.logoUrl ? (
            <img src={agency.logoUrl} alt={t('branding.logo.current', { name: agency.name })} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-center text-sm text-muted">{t('branding.logo.noneShort')}</span>
          )}
        </div>
        <div className={`min-w-0 flex-col gap-3 ${agency.logoUrl && !canEdit && !error ? 'hidden' : 'flex'}`}>
          {agency.logoUrl ? null : <p className="text-sm text-muted">{t('branding.logo.none', { name: agency.name })}</p>}
          {canEdit ? (
            <div className="flex flex-wrap gap-2">
              <input
                ref={inputRef}
                id={inputId}
                type="file"
                accept={logoAccept}
                onChange={choose}
                disabled={busy}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
              />
              <button
                type="button"
                onClick={() => inputRef.current?.click()}
                disabled={busy}
                aria-describedby={error ? errorId : undefined}
                className={buttonClass({ variant: 'secondary' })}
              >
                <ImageUp aria-hidden="true" />
                {upload.isPending ? t('branding.logo.uploading') : agency.logoUrl ? t('branding.logo.replace') : t('branding.logo.upload')}
              </button>
              {agency.logoUrl ? (
                <button type="button" onClick={() => setConfirming(true)} disabled={busy} className={buttonClass({ variant: 'danger-soft' })}>
                  <Trash2 aria-hidden="true" />
                  {t('branding.logo.remove')}
                </button>
              ) : null}
            </div>
          ) : null}
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmRemove}
        title={t('branding.logo.removeTitle')}
        confirmLabel={t('branding.logo.remove')}
        busyLabel={t('branding.logo.removing')}
        isBusy={remove.isPending}
      >
        {t('branding.logo.removeBody', { name: agency.name })}
      </ConfirmDialog>
    </SettingsCard>
  );
}
