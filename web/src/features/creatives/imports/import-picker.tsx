import { Button, Modal } from '@heroui/react';
import { CircleAlert, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  creativeImportSourceNames,
  type CanvaDesign,
  type CanvaExportFormat,
  type CreativeImportSource,
  type DriveFile,
} from '../../../../../common/schemas/creative-imports';
import type { FileMeta } from '../../../../../common/schemas/files';
import { FormAlert } from '../../../components/ui/form-alert';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useConnectCreativeImport, useCreativeImports, useDisconnectCreativeImport, useImportCanvaDesign, useImportDriveFile } from '../api/imports';
import { CanvaDesigns } from './canva-designs';
import { clearImportDraft } from './import-draft';
import { DriveFiles } from './drive-files';

export interface ImportPickerProps {
  source: CreativeImportSource;
  /** A failure to show at once (connecting failed on the way back from the provider), or null. */
  initialError?: unknown;
  /** Closes the picker; an import still running is left (its file is never attached). */
  onClose: () => void;
  /** Right before the browser leaves for the provider to connect: keep what the dialog holds. */
  onLeave: () => void;
  /** The import's stored (unattached) file and, from Canva, the design's title. */
  onImported: (file: FileMeta, title: string | null) => void;
}

/** What is being imported: a design or file (its id and name) or a pasted link. */
interface Running {
  id: string;
  name: string | null;
}

/**
 * "Importeren uit Canva" / "Importeren uit Google Drive", a dialog over the creative's dialog:
 * whether the source is set up on this server (if not, which settings the administrator needs),
 * "Canva koppelen" (the browser goes to the provider and comes back to /creatives), and once
 * connected the designs or files to pick from. Picking one imports it at once (Canva's export
 * can take a while: the picker shows it and stays closable), and the file goes to the dialog.
 */
export function ImportPicker({ source, initialError = null, onClose, onLeave, onImported }: ImportPickerProps) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const name = creativeImportSourceNames[source];
  const status = useCreativeImports();
  const connect = useConnectCreativeImport();
  const disconnect = useDisconnectCreativeImport();
  const importCanva = useImportCanvaDesign();
  const importDrive = useImportDriveFile();
  const [running, setRunning] = useState<Running | null>(null);
  const [error, setError] = useState<unknown>(initialError);
  const [linkError, setLinkError] = useState<string | null>(null);
  const mine = status.data?.find((entry) => entry.source === source);

  const failed = (problem: unknown, fromLink = false) => {
    setRunning(null);
    if (fromLink && isApiError(problem) && problem.code !== 'CREATIVE_IMPORT_NOT_CONNECTED') setLinkError(errorText(problem));
    else setError(problem);
  };
  const start = (next: Running) => {
    setError(null);
    setLinkError(null);
    setRunning(next);
  };

  const pickDesign = (design: CanvaDesign, format: CanvaExportFormat) => {
    start({ id: design.id, name: design.title });
    importCanva.mutate({ designId: design.id, format }, { onSuccess: (file) => onImported(file, design.title), onError: (e) => failed(e) });
  };
  const pickFile = (file: DriveFile) => {
    start({ id: file.id, name: file.name });
    importDrive.mutate(file.id, { onSuccess: (stored) => onImported(stored, null), onError: (e) => failed(e) });
  };
  const pickLink = (link: string) => {
    start({ id: 'link', name: null });
    importDrive.mutate(link, { onSuccess: (stored) => onImported(stored, null), onError: (e) => failed(e, true) });
  };

  const leave = () => {
    setError(null);
    onLeave();
    connect.mutate(source, {
      onError: (e) => {
        // The browser stays: nothing to put back.
        clearImportDraft();
        setError(e);
      },
    });
  };
  const forget = () => {
    setError(null);
    disconnect.mutate(source, { onError: (e) => setError(e) });
  };

  const body = status.isPending ? (
    <ListSkeleton rows={2} />
  ) : status.isError ? (
    <LoadError message={t('import.statusFailed', { source: name })} error={status.error} onRetry={() => void status.refetch()} isRetrying={status.isFetching} />
  ) : !mine?.configured ? (
    <p className="flex items-start gap-3 rounded-xl border border-border bg-surface-secondary p-4 text-sm text-foreground" data-testid="import-not-configured">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <span>{t(`import.notConfigured.${source}`)}</span>
    </p>
  ) : !mine.connected ? (
    <div className="flex flex-col items-start gap-3 text-sm text-foreground" data-testid="import-connect">
      <p>{t(`import.connectIntro.${source}`)}</p>
      <Button variant="primary" onPress={leave} isDisabled={connect.isPending || connect.isSuccess}>
        {connect.isPending || connect.isSuccess ? <Spinner size="sm" /> : <Link2 aria-hidden="true" className="size-4" />}
        {connect.isPending || connect.isSuccess ? t('import.connecting', { source: name }) : t('import.connect', { source: name })}
      </Button>
    </div>
  ) : source === 'canva' ? (
    <CanvaDesigns busyId={running?.id ?? null} onPick={pickDesign} />
  ) : (
    <DriveFiles busyId={running?.id ?? null} onPick={pickFile} onPickLink={pickLink} linkError={linkError} />
  );

  return (
    <Modal.Backdrop isOpen onOpenChange={(open) => !open && onClose()}>
      <Modal.Container size="lg" scroll="inside">
        <Modal.Dialog data-testid="import-picker">
          <Modal.CloseTrigger aria-label={t('import.close')} />
          <Modal.Header className="flex-col items-start gap-0.5">
            <Modal.Heading>{t(`import.title.${source}`)}</Modal.Heading>
            {mine?.connected ? <p className="text-sm text-muted">{t(`import.intro.${source}`)}</p> : null}
          </Modal.Header>
          <Modal.Body className="flex flex-col gap-4">
            {running ? (
              <p role="status" className="flex items-center gap-2 rounded-xl bg-accent-soft px-3 py-2 text-sm text-foreground" data-testid="import-busy">
                <Spinner size="sm" />
                <span>
                  {running.name ? t(`import.busy.${source}`, { name: running.name }) : t('import.busyLink', { source: name })}
                  {source === 'canva' ? ` ${t('import.busyWait')}` : null}
                </span>
              </p>
            ) : null}
            <FormAlert message={error ? errorText(error) : null} />
            {body}
          </Modal.Body>
          <Modal.Footer className="flex-wrap justify-between">
            {mine?.connected ? (
              <Button variant="ghost" size="sm" onPress={forget} isDisabled={disconnect.isPending || running !== null} data-testid="import-disconnect">
                <Unlink aria-hidden="true" className="size-4" />
                {t('import.disconnect', { source: name })}
              </Button>
            ) : (
              <span />
            )}
            <Button variant="tertiary" onPress={onClose} className="ml-auto">
              {t('import.cancel')}
            </Button>
          </Modal.Footer>
        </Modal.Dialog>
      </Modal.Container>
    </Modal.Backdrop>
  );
}
