import { Button } from '@heroui/react';
import { FileText, Film, FileImage, FileQuestion } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { driveFileIdOf, type DriveFile } from '../../../../../common/schemas/creative-imports';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { Spinner } from '../../../components/ui/spinner';
import { TextFormField } from '../../../components/ui/text-form-field';
import { FileSize } from '../../files/components/file-size';
import { useDriveFiles } from '../api/imports';
import { ImportThumb } from './import-thumb';

interface DriveFilesProps {
  /** The file (its id, or 'link' for a pasted link) being imported; all are disabled meanwhile. */
  busyId: string | null;
  onPick: (file: DriveFile) => void;
  onPickLink: (link: string) => void;
  /** The server's answer to the pasted link (shown under the field), or null. */
  linkError: string | null;
}

const iconOf = (file: DriveFile) =>
  file.importAs === null ? FileQuestion : file.importAs === 'pdf' ? FileText : file.mimeType.startsWith('video/') ? Film : FileImage;

/**
 * The files in the person's Google Drive this app may read, as a list of buttons (Enter or Space
 * picks one; a folder or another kind that cannot be a creative is shown, disabled, with why),
 * the next page with "Meer laden", and a field for a pasted Drive or Docs link.
 */
export function DriveFiles({ busyId, onPick, onPickLink, linkError }: DriveFilesProps) {
  const { t } = useTranslation(['creatives', 'errors']);
  const files = useDriveFiles(true);
  const items = files.data?.pages.flatMap((page) => page.files) ?? [];
  const [link, setLink] = useState('');
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const busy = busyId !== null;

  const submitLink = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The picker is its own dialog, but React passes a submit on to the forms around it.
    event.stopPropagation();
    if (busy) return;
    if (!driveFileIdOf(link)) return setLinkProblem(t('errors:codes.CREATIVE_IMPORT_LINK_INVALID'));
    setLinkProblem(null);
    onPickLink(link.trim());
  };

  const describe = (file: DriveFile) =>
    file.importAs === null ? (
      t('import.drive.unsupported')
    ) : file.importAs === 'pdf' ? (
      t('import.drive.asPdf')
    ) : file.importAs === 'png' ? (
      t('import.drive.asPng')
    ) : file.size !== null ? (
      <FileSize bytes={file.size} />
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      {files.isPending ? (
        <ListSkeleton rows={3} />
      ) : files.isError ? (
        <LoadError message={t('import.drive.loadFailed')} error={files.error} onRetry={() => void files.refetch()} isRetrying={files.isFetching} />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted" role="status">
          {t('import.drive.empty')}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-label={t('import.drive.list')} aria-busy={busy} data-testid="drive-files">
            {items.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  // Not `disabled` while an import runs: the picked one keeps the keyboard focus.
                  onClick={() => !busy && onPick(file)}
                  disabled={file.importAs === null}
                  aria-disabled={busy || undefined}
                  className="flex w-full items-center gap-3 rounded-xl border border-border bg-surface p-2 text-left transition-colors hover:border-accent hover:bg-default/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-border disabled:hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:border-border aria-disabled:hover:bg-surface"
                  data-testid="drive-file"
                >
                  <span className="relative shrink-0">
                    <ImportThumb src={file.thumbnailUrl} icon={iconOf(file)} className="size-12 rounded-lg" />
                    {busyId === file.id ? (
                      <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-overlay/70">
                        <Spinner size="sm" />
                      </span>
                    ) : null}
                  </span>
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-sm font-medium text-foreground">{file.name}</span>
                    <span className="text-xs text-muted">{describe(file)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <LoadMoreFooter
            pages={files}
            count={items.length}
            labels={{ loadMore: t('import.loadMore'), loadingMore: t('import.loadingMore'), end: t('import.drive.end') }}
            className="py-1"
          />
        </>
      )}
      <form
        noValidate
        onSubmit={submitLink}
        className="flex flex-col gap-2 border-t border-separator pt-4 sm:flex-row sm:items-start"
        data-testid="drive-link-form"
      >
        <TextFormField
          label={t('import.drive.link')}
          value={link}
          onChange={(value) => {
            setLink(value);
            setLinkProblem(null);
          }}
          error={linkProblem ?? linkError}
          description={t('import.drive.linkHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('import.drive.linkPlaceholder')}
          maxLength={2048}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" isDisabled={busy} className="sm:mt-6">
          {busyId === 'link' ? <Spinner size="sm" /> : null}
          {t('import.drive.linkSubmit')}
        </Button>
      </form>
    </div>
  );
}
