/**
 * A file field (issue 35): a drop zone with a button (keyboard: Tab to "Kies bestanden", Enter),
 * each picked file uploading on its own through tus with its progress, and cancel, retry and
 * remove per file. Checks count, size and the name's type at once with the server's Dutch
 * messages; the server still sniffs every file and has the last word.
 */
import { Button, Description, Label, ProgressBar } from '@heroui/react';
import { RotateCcw, Upload as UploadIcon, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FileKind, FileMeta } from '../../../../../common/schemas/files';
import { startUpload, type RunningUpload } from '../api/upload-file';
import { acceptFor, fitCount, precheckFile } from '../file-rules';
import { FileSize } from './file-size';

export interface FileUploadFieldProps {
  purpose: string;
  params: Record<string, string>;
  accept: FileKind[];
  maxFiles: number;
  maxSizeMb: number;
  value: FileMeta[];
  onChange(files: FileMeta[]): void;
  label: string;
  description?: string;
  isRequired?: boolean;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Extra checks (e.g. a creative's size or ratio): a Dutch message, or null when fine. */
  checkFile?: (file: File) => Promise<string | null>;
}

interface Pending {
  key: string;
  file: File;
  status: 'uploading' | 'failed';
  progress: number;
  /** The error text (failed). */
  message?: string;
  running?: RunningUpload;
}

export function FileUploadField(props: FileUploadFieldProps) {
  const { purpose, params, accept, maxFiles, maxSizeMb, value, onChange, label, description, isRequired, errorMessage, isDisabled, checkFile } = props;
  const { t } = useTranslation(['files', 'errors']);
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Uploads finish later than the render that started them: read the newest value, not a stale one.
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pendingRef = useRef(pending);
  pendingRef.current = pending;

  useEffect(() => () => pendingRef.current.forEach((p) => void p.running?.cancel()), []);

  const errorText = (code: string, extra: Record<string, unknown> = {}) =>
    code === 'FILE_UPLOAD_FAILED' ? t('files:upload.failed') : t(`errors:codes.${code}`, { maxMb: maxSizeMb, defaultValue: t('files:upload.failed'), ...extra });

  const update = (key: string, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: string) => setPending((list) => list.filter((p) => p.key !== key));

  function begin(item: Pending) {
    const running = startUpload(item.file, { purpose, params }, {
      onProgress: (fraction) => update(item.key, { progress: fraction }),
      onSuccess: (file) => {
        drop(item.key);
        onChangeRef.current([...valueRef.current, file]);
        setAnnouncement(t('files:upload.added', { name: file.name }));
      },
      onError: (code) => update(item.key, { status: 'failed', message: errorText(code), running: undefined }),
    });
    update(item.key, { running, status: 'uploading', progress: 0, message: undefined });
  }

  async function add(files: File[]) {
    setNotice(null);
    const { take, refused } = fitCount(valueRef.current.length + pendingRef.current.length, files.length, maxFiles);
    if (refused > 0) setNotice(t('files:upload.tooMany', { count: maxFiles }));
    for (const file of files.slice(0, take)) {
      const key = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const code = precheckFile(file, { accept, maxSizeMb });
      const extra = code ? null : await checkFile?.(file);
      const message = code ? errorText(code) : (extra ?? undefined);
      const item: Pending = { key, file, status: message ? 'failed' : 'uploading', progress: 0, ...(message ? { message } : {}) };
      setPending((list) => [...list, item]);
      if (!message) begin(item);
    }
  }

  async function cancel(item: Pending) {
    await item.running?.cancel();
    drop(item.key);
  }

  function remove(file: FileMeta) {
    onChange(value.filter((f) => f.id !== file.id));
    setAnnouncement(t('files:upload.removed', { name: file.name }));
  }

  const full = value.length + pending.filter((p) => p.status === 'uploading').length >= maxFiles;
  const kinds = accept.map((kind) => t(`files:kinds.${kind}`)).join(', ');
  const shownError = notice ?? errorMessage;

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId} aria-describedby={`${descriptionId}${shownError ? ` ${errorId}` : ''}`}>
      <Label id={labelId} className="text-sm font-medium text-foreground">
        {label}
        {isRequired ? <span className="sr-only"> ({t('files:upload.required')})</span> : null}
        {isRequired ? (
          <span aria-hidden="true" className="text-danger">
            {' *'}
          </span>
        ) : null}
      </Label>
      <DropZone
        isDisabled={isDisabled || full}
        aria-labelledby={labelId}
        onDrop={async (event) => {
          const files = await Promise.all(
            event.items.filter((item) => item.kind === 'file').map((item) => (item as { getFile(): Promise<File> }).getFile()),
          );
          await add(files);
        }}
        className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-border bg-surface p-4 text-center text-sm text-muted transition-colors data-[drop-target]:border-accent data-[drop-target]:bg-accent/10 data-[disabled]:opacity-60"
      >
        <UploadIcon aria-hidden="true" className="size-5" />
        <span>{t('files:upload.dropHere')}</span>
        <FileTrigger acceptedFileTypes={acceptFor(accept)} allowsMultiple={maxFiles > 1} onSelect={(list) => void add(list ? Array.from(list) : [])}>
          <Button size="sm" variant="secondary" isDisabled={isDisabled || full}>
            {maxFiles > 1 ? t('files:upload.choose') : t('files:upload.chooseOne')}
          </Button>
        </FileTrigger>
      </DropZone>
      <Description id={descriptionId} className="text-xs text-muted">
        {description ?? t('files:upload.limits', { count: maxFiles, maxMb: maxSizeMb, kinds })}
      </Description>

      {value.length + pending.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {value.map((file) => (
            <li key={file.id} className="flex items-center gap-2 rounded-lg border border-border p-2 text-sm" data-testid="file-upload-done">
              <span className="min-w-0 flex-1 truncate" title={file.name}>
                {file.name}
              </span>
              <span className="shrink-0 text-xs text-muted">
                <FileSize bytes={file.size} />
              </span>
              <Button size="sm" variant="ghost" isIconOnly isDisabled={isDisabled} aria-label={t('files:upload.remove', { name: file.name })} onPress={() => remove(file)}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
          {pending.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 rounded-lg border border-border p-2 text-sm" data-testid="file-upload-pending" data-status={item.status}>
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate" title={item.file.name}>
                  {item.file.name}
                </span>
                <span className="shrink-0 text-xs text-muted">
                  <FileSize bytes={item.file.size} />
                </span>
                {item.status === 'failed' && !item.message?.startsWith(t('errors:codes.FILE_TYPE_REFUSED')) ? (
                  <Button size="sm" variant="ghost" isIconOnly aria-label={t('files:upload.retry', { name: item.file.name })} onPress={() => begin(item)}>
                    <RotateCcw aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  isIconOnly
                  aria-label={item.status === 'uploading' ? t('files:upload.cancel', { name: item.file.name }) : t('files:upload.remove', { name: item.file.name })}
                  onPress={() => void cancel(item)}
                >
                  <X aria-hidden="true" className="size-4" />
                </Button>
              </div>
              {item.status === 'uploading' ? (
                <ProgressBar
                  value={Math.round(item.progress * 100)}
                  size="sm"
                  aria-label={t('files:upload.progressLabel', { name: item.file.name })}
                  valueLabel={t('files:upload.uploading', { percent: Math.round(item.progress * 100) })}
                >
                  <ProgressBar.Track>
                    <ProgressBar.Fill />
                  </ProgressBar.Track>
                </ProgressBar>
              ) : (
                <p className="text-xs text-danger" role="alert">
                  {item.message}
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {shownError ? (
        <p id={errorId} className="text-sm text-danger" role="alert">
          {shownError}
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
