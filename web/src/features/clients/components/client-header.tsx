import { Button } from '@heroui/react';
import { Archive, ArchiveRestore, Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Client } from '../../../../../common/schemas/clients';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { useSetClientStatus } from '../api/set-client-status';
import { ClientBadge } from './client-badge';
import { ClientFormDialog } from './client-form-dialog';
import { ClientStatusChip } from './client-status-chip';
import type { RenderPortalPreview } from './clients-screen';
import { DeleteClientDialog } from './delete-client-dialog';

interface ClientHeaderProps {
  companyId: string;
  client: Client;
  isAdmin: boolean;
  colleagues: readonly CompanyMember[];
  renderPortalPreview: RenderPortalPreview;
}

type Open = 'edit' | 'archive' | 'delete' | 'preview' | null;

/** The client's name, badge and status, with Bewerken, Archiveren/Terugzetten, Verwijderen (admins) and "Bekijk als klant". */
export function ClientHeader({ companyId, client, isAdmin, colleagues, renderPortalPreview }: ClientHeaderProps) {
  const { t } = useTranslation('clients');
  const errorText = useErrorText();
  const time = useTimeText();
  const navigate = useNavigate();
  const setStatus = useSetClientStatus(companyId);
  const [open, setOpen] = useState<Open>(null);
  const archived = client.status === 'archived';

  const changeStatus = (status: Client['status']) =>
    setStatus.mutate(
      { id: client.id, status },
      {
        onSuccess: () => toast.success(status === 'archived' ? t('archive.done') : t('archive.restored'), { description: client.name }),
        onError: (error) => toast.danger(t('archive.failed'), { description: errorText(error) }),
        onSettled: () => setOpen(null),
      },
    );

  return (
    <section aria-labelledby="client-title" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <ClientBadge client={client} size="lg" className={archived ? 'opacity-60 grayscale' : ''} />
          <div className="min-w-0">
            <h1 id="client-title" className="text-xl font-semibold tracking-tight break-words text-foreground sm:text-2xl">
              {client.name}
            </h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
              <ClientStatusChip status={client.status} showActive />
              <span>{t('detail.since', { date: time.date(client.createdAt) })}</span>
            </div>
          </div>
        </div>
        <div role="group" aria-label={t('detail.actions')} className="flex flex-wrap gap-2">
          <Button size="sm" variant="primary" onPress={() => setOpen('preview')} data-testid="client-preview-button">
            <Eye aria-hidden="true" />
            {t('detail.preview')}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => setOpen('edit')} data-testid="client-edit-button">
            <Pencil aria-hidden="true" />
            {t('detail.edit')}
          </Button>
          {archived ? (
            <Button size="sm" variant="secondary" onPress={() => changeStatus('active')} isDisabled={setStatus.isPending} data-testid="client-restore-button">
              <ArchiveRestore aria-hidden="true" />
              {t('detail.restore')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onPress={() => setOpen('archive')} data-testid="client-archive-button">
              <Archive aria-hidden="true" />
              {t('detail.archive')}
            </Button>
          )}
          {isAdmin ? (
            <Button size="sm" variant="danger-soft" onPress={() => setOpen('delete')} data-testid="client-delete-button">
              <Trash2 aria-hidden="true" />
              {t('detail.delete')}
            </Button>
          ) : null}
        </div>
      </div>
      {archived && client.archivedAt ? (
        <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground" data-testid="client-archived-note">
          {t('detail.archivedNote', { date: time.date(client.archivedAt) })}
        </p>
      ) : null}
      {open === 'edit' ? <ClientFormDialog companyId={companyId} colleagues={colleagues} client={client} onClose={() => setOpen(null)} /> : null}
      {open === 'delete' ? (
        <DeleteClientDialog
          companyId={companyId}
          client={client}
          onClose={() => setOpen(null)}
          onDeleted={() => void navigate('/clients', { replace: true })}
        />
      ) : null}
      {open === 'preview' ? renderPortalPreview(client.id, () => setOpen(null)) : null}
      <ConfirmDialog
        isOpen={open === 'archive'}
        onCancel={() => setOpen(null)}
        onConfirm={() => changeStatus('archived')}
        title={t('archive.title')}
        confirmLabel={t('archive.confirm')}
        busyLabel={t('archive.busy')}
        isBusy={setStatus.isPending}
      >
        <p>{t('archive.body', { name: client.name })}</p>
      </ConfirmDialog>
    </section>
  );
}
